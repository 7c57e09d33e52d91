import { DateTime } from 'luxon';
import type { LeaderboardRow } from '../../src/modules/leaderboards/domain/standings-calls.js';
import { api, type Rows } from '../support/api.js';
import { aGame, aGameWithEntries, aPlayer, aVenue, somePlayers, type BuiltPlayer } from '../support/builders.js';
import { rebuildStandings } from '../support/standings.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const pacific = (wallTime: string): Date => DateTime.fromISO(wallTime, { zone: 'America/Los_Angeles' }).toJSDate();
const HOSTILE_NAME = '<img src=x onerror=alert(1)>';

/** The player names in a widget's table, in order, as the browser would show them (entities decoded). */
function namesIn(html: string): string[] {
  const tbody = /<tbody>([\s\S]*)<\/tbody>/.exec(html)?.[1] ?? '';
  return [
    ...tbody.matchAll(/<tr><td class="r">(\d+)<\/td><td><a [^>]*>([^<]*)<\/a><\/td><td class="n">(\d+)<\/td>/g),
  ].map(([, ranked, name, points]) => `${ranked} ${decode(name!)} ${points}`);
}
const decode = (text: string): string =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

async function get(
  app: TestApp,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(`${app.url}${path}`, { headers });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

describe('embeddable widgets (/embed/*)', () => {
  let app: TestApp;
  let venueID: number;
  let otherVenueID: number;
  let players: BuiltPlayer[];
  let hostile: BuiltPlayer;

  beforeAll(async () => {
    app = await startTestApp({ env: { SITE_URL: 'https://league.example' } });
    venueID = (await aVenue(app, { title: 'Widget Tavern & Grill' })).venueID;
    otherVenueID = (await aVenue(app, { title: 'Other Bar' })).venueID;
    hostile = await aPlayer(app, { firstName: HOSTILE_NAME, lastName: 'X' });
    players = [hostile, ...(await somePlayers(app, 13))];
    const at = { venueID, ended: true };
    // Twelve ended games in 2025 with the players in rotating order: more than ten players score, with ties.
    for (let i = 0; i < 12; i++) {
      const order = [...players.slice(i % players.length), ...players.slice(0, i % players.length)];
      await aGameWithEntries(app, 9, {
        ...at,
        players: order,
        gameAt: pacific(`2025-0${1 + (i % 9)}-1${i % 10}T19:00:00`),
      });
    }
    // A practice (unlisted) game and a canceled one: they count for nobody, so the widget must leave them out as the API does.
    await aGameWithEntries(app, 8, {
      ...at,
      players: [...players].reverse(),
      unlisted: true,
      gameAt: pacific('2025-04-02T19:00:00'),
    });
    await aGameWithEntries(app, 8, {
      ...at,
      players: [...players].reverse(),
      canceled: true,
      gameAt: pacific('2025-04-03T19:00:00'),
    });
    // Another venue's game: not this venue's standings.
    await aGameWithEntries(app, 8, {
      venueID: otherVenueID,
      ended: true,
      players: [...players].reverse(),
      gameAt: pacific('2025-05-02T19:00:00'),
    });
    // Upcoming games at the venue.
    for (let day = 1; day <= 7; day++)
      await aGame(app, { venueID, title: `Upcoming <b>${day}</b>`, gameAt: new Date(Date.now() + day * 86_400_000) });
    await rebuildStandings(app);
  });
  afterAll(() => app.close());

  it("shows the venue's top 10 exactly as GET /v1/point/totals answers them for the scope and period", async () => {
    for (const [query, totals] of [
      ['year=2025', '2025/All'],
      ['year=2025&period=Q2', '2025/Q2'],
      ['year=2025&period=m3', '2025/M3'],
      ['year=0', '0/All'],
    ] as const) {
      const { body } = await api(app).get<Rows<LeaderboardRow>>(`/v1/point/totals/${venueID}/0/${totals}/1/10`);
      const widget = await get(app, `/embed/standings?venue=${venueID}&${query}&rows=10`);
      expect(widget.status).toBe(200);
      expect(body.rows.length).toBeGreaterThan(0);
      expect([query, namesIn(widget.text)]).toEqual([
        query,
        body.rows.map((row) => `${row.ranked} ${row.playerName} ${row.totalPoints}`),
      ]);
    }
    const { body } = await api(app).get<Rows<LeaderboardRow>>(`/v1/point/totals/${venueID}/0/2025/All/1/10`);
    expect(body.rows).toHaveLength(10);
    const three = await get(app, `/embed/standings?venue=${venueID}&year=2025&rows=3`);
    expect(namesIn(three.text)).toEqual(
      body.rows.slice(0, 3).map((row) => `${row.ranked} ${row.playerName} ${row.totalPoints}`),
    );
  });

  it('is framable by any site, while every other route still refuses framing as before', async () => {
    for (const path of [
      `/embed/standings?venue=${venueID}&year=2025`,
      `/embed/player?number=${hostile.playerNumber}`,
      `/embed/games?venue=${venueID}`,
      '/embed/standings?venue=x',
    ]) {
      for (let i = 0; i < 2; i++) {
        // The second call is the kept answer's replay: it must carry the same headers.
        const { headers } = await get(app, path);
        expect([path, headers.get('x-frame-options'), headers.get('content-security-policy')]).toEqual([
          path,
          null,
          expect.stringContaining('frame-ancestors *'),
        ]);
        expect(headers.get('content-security-policy')).toContain("default-src 'none'");
        expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
      }
    }
    for (const path of [
      '/',
      '/v1/venue/list/0',
      '/v1/point/totals/0/0/2025/All/1/10',
      '/docs',
      '/embed',
      '/embedded/standings',
    ]) {
      for (let i = 0; i < 2; i++) {
        const { headers } = await get(app, path);
        expect([path, headers.get('x-frame-options')]).toEqual([path, 'SAMEORIGIN']);
        expect(headers.get('content-security-policy') ?? '').not.toContain('frame-ancestors *');
      }
    }
  });

  it('escapes every value: a player named like an HTML tag shows as text', async () => {
    const standings = await get(app, `/embed/standings?venue=${venueID}&year=0&rows=50`);
    expect(standings.text).not.toContain(HOSTILE_NAME);
    expect(standings.text).toContain('&#60;img src=x onerror=alert(1)&#62; X');
    expect(standings.text).toContain('Widget Tavern &#38; Grill standings');
    const card = await get(app, `/embed/player?number=${hostile.playerNumber}&year=2025`);
    expect(card.status).toBe(200);
    expect(card.text).not.toContain(HOSTILE_NAME);
    expect(card.text).toContain('&#60;img src=x onerror=alert(1)&#62; X');
    const games = await get(app, `/embed/games?venue=${venueID}`);
    expect(games.text).not.toContain('<b>');
    expect(games.text).toContain('Upcoming &#60;b&#62;1&#60;/b&#62;');
  });

  it('has no script, stays under 15 KB, follows the theme and accent, and links back to the site', async () => {
    for (const path of [
      `/embed/standings?venue=${venueID}&year=0&rows=50&theme=dark&accent=aa3300`,
      `/embed/player?number=${hostile.playerNumber}&theme=dark`,
      `/embed/games?venue=${venueID}&rows=20`,
    ]) {
      const { status, text } = await get(app, path, { 'accept-encoding': 'identity' });
      expect([path, status]).toEqual([path, 200]);
      expect(Buffer.byteLength(text)).toBeLessThan(15 * 1024);
      expect(text).not.toMatch(/<script|javascript:|<[^>]*\son[a-z]+=/i);
      expect(text).toMatch(/<a href="https:\/\/league\.example\/[^"]*" target="_top"/);
    }
    const dark = await get(app, `/embed/standings?venue=${venueID}&year=2025&theme=dark&accent=%23AA3300`);
    expect(dark.text).toContain('color-scheme:dark');
    expect(dark.text).toContain('border-top:4px solid #aa3300');
    expect(dark.text).toContain(`href="https://league.example/events/leaderboard/${venueID}/0/2025"`);
    const light = await get(app, `/embed/standings?venue=${venueID}&year=2025`);
    expect(light.text).toContain('color-scheme:light');
    const games = await get(app, `/embed/games?venue=${venueID}&rows=5`);
    expect(games.text.match(/<tr><td>/g)).toHaveLength(5);
  });

  it('refuses bad parameters with a small HTML page (400), an unknown venue or player with 404, without echoing the input', async () => {
    const bad = [
      `/embed/standings?venue=${venueID}&accent=red`,
      `/embed/standings?venue=${venueID}&accent=${encodeURIComponent('#aa3300;background:url(//evil)')}`,
      `/embed/standings?venue=${venueID}&accent=${encodeURIComponent('aa3300</style><script>alert(1)</script>')}`,
      `/embed/standings?venue=${venueID}&accent=abc`,
      `/embed/standings?venue=${venueID}&theme=blue`,
      `/embed/standings?venue=${venueID}&rows=0`,
      `/embed/standings?venue=${venueID}&rows=51`,
      `/embed/standings?venue=${venueID}&rows=1e1`,
      `/embed/standings?venue=${venueID}&year=1999`,
      `/embed/standings?venue=${venueID}&period=Q5`,
      `/embed/standings?venue=${venueID}&venue=${otherVenueID}`,
      `/embed/standings?venue=${venueID}&${encodeURIComponent('<script>')}=1`,
      '/embed/standings',
      '/embed/standings?venue=-1',
      '/embed/player?number=abc',
      '/embed/games?venue=1&rows=21',
    ];
    for (const path of bad) {
      const { status, text, headers } = await get(app, path);
      expect([path, status, headers.get('content-type')]).toEqual([path, 400, 'text/html; charset=utf-8']);
      expect(text).not.toMatch(/<script|evil|url\(/i);
      expect(text).toContain('<!doctype html>');
      expect(headers.get('cache-control')).toBe('no-store');
    }
    for (const path of ['/embed/standings?venue=999999', '/embed/games?venue=999999', '/embed/player?number=1234567']) {
      const { status, text } = await get(app, path);
      expect([path, status]).toEqual([path, 404]);
      expect(text).toMatch(/not found|No player/i);
    }
  });

  it('is kept like the JSON reads and dropped when the standings change', async () => {
    const path = `/embed/standings?venue=${venueID}&year=2025&rows=10`;
    const first = await get(app, path);
    const leader = namesIn(first.text)[0]!;
    const leaderName = leader.split(' ').slice(1, -1).join(' ');
    // A change behind the cache's back: the kept answer is replayed as it was.
    await app.sql(`update players set title = 'Renamed Behind' where title = ?`, [leaderName]);
    expect((await get(app, path)).text).toBe(first.text);
    // The standings recomputed (what every game end, edit and player save does): the kept widget is dropped.
    await rebuildStandings(app);
    const after = await get(app, path);
    expect(after.text).toContain('Renamed Behind');
    await app.sql(`update players set title = ? where title = 'Renamed Behind'`, [leaderName]);
    await rebuildStandings(app);
  });
});
