import { call, startTestApp, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { aGame, aGameWithEntries, aPlayer, somePlayers } from '../support/builders.js';
import { UserType } from '../../src/shared/domain/user-type.js';
import { ReadCache } from '../../src/shared/application/read-cache.js';
import { MIN_PLAYERS_TO_END } from '../../src/modules/points/domain/game-ending.js';
import { standingsTagsOf } from '../../src/modules/leaderboards/application/standings-reads.js';

type VenueRows = { rows: { venueID: number; title: string; notes?: string }[] };
type EventRows = { rows: { eventID: number; venueName: string }[] };

describe('the read cache: public answers kept per process, dropped everywhere by writes', () => {
  let a: TestApp;
  let b: TestApp;
  let manager: string;
  let venueID: number;
  let eventID: number;
  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({ shareWith: a });
    manager = await a.login('manager');
    const venue = await call<{ venue: { venueID: number } }>(a, 'POST', '/v1/venue', {
      token: manager,
      body: {
        data: { title: 'Cache Tavern', address: '1 Main St', city: 'Kent', notes: 'Staff only: key under the mat' },
      },
    });
    venueID = venue.body.venue.venueID;
    const event = await call<{ event: { eventID: number } }>(a, 'POST', '/v1/event', {
      token: manager,
      body: { data: { venueID, title: 'Monday Hold’em', eventDay: 1, eventTime: '19:00', startDate: '2026-01-05' } },
    });
    eventID = event.body.event.eventID;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** Has process `app` keep `path`'s answer: a change made behind the cache's back stays unseen. */
  async function keptOn(
    app: TestApp,
    path: string,
    change: { sql: string; undo: string },
  ): Promise<{ status: number; body: unknown }> {
    let kept!: { status: number; body: unknown };
    await eventually(async () => {
      // A try that failed (a drop from an earlier write arriving late, on a busy machine) may
      // have kept the answer read behind the cache's back: then start again with none kept.
      const truth = await call(a, 'GET', path, { token: 'not-a-session' });
      const shown = await call(app, 'GET', path);
      if (JSON.stringify(shown.body) !== JSON.stringify(truth.body)) await app.app.get(ReadCache).drop('venues');
      const first = await call(app, 'GET', path);
      await a.sql(change.sql);
      try {
        kept = await call(app, 'GET', path);
      } finally {
        await a.sql(change.undo);
      }
      expect(kept).toEqual(first);
    });
    return kept;
  }
  const retitle = (title: string) => ({
    sql: `update venues set title = '${title}' where venue_id = ${venueID}`,
    undo: `update venues set title = 'Cache Tavern' where venue_id = ${venueID}`,
  });

  it('a venue saved on process A drops the answer process B kept, for its record and its list', async () => {
    await keptOn(b, `/v1/venue/id/${venueID}`, retitle('Behind The Cache'));
    await keptOn(b, '/v1/venue/list/0', retitle('Behind The Cache'));
    await a.sql(`update venues set title = 'Still Behind' where venue_id = ${venueID}`);
    expect((await call<VenueRows>(b, 'GET', `/v1/venue/id/${venueID}`)).body.rows[0]!.title).toBe('Cache Tavern');

    const saved = await call(a, 'POST', '/v1/venue', {
      token: manager,
      body: { data: { venueID, title: 'Renamed Tavern', address: '1 Main St', city: 'Kent' } },
    });
    expect(saved.status).toBe(200);
    await eventually(async () => {
      expect((await call<VenueRows>(b, 'GET', `/v1/venue/id/${venueID}`)).body.rows[0]!.title).toBe('Renamed Tavern');
      expect((await call<VenueRows>(b, 'GET', '/v1/venue/list/0')).body.rows.map((venue) => venue.title)).toEqual([
        'Renamed Tavern',
      ]);
    });
    await call(a, 'POST', '/v1/venue', {
      token: manager,
      body: {
        data: {
          venueID,
          title: 'Cache Tavern',
          address: '1 Main St',
          city: 'Kent',
          notes: 'Staff only: key under the mat',
        },
      },
    });
  });

  it('an event saved on process A drops the event answers process B kept', async () => {
    const moveStart = {
      sql: `update events set start_date = '2026-02-02' where event_id = ${eventID}`,
      undo: `update events set start_date = '2026-01-05' where event_id = ${eventID}`,
    };
    await keptOn(b, `/v1/event/id/${eventID}`, moveStart);
    await keptOn(b, '/v1/event/list/0', moveStart);

    const current = (
      await call<{ rows: Record<string, unknown>[] }>(a, 'GET', `/v1/event/id/${eventID}`, { token: manager })
    ).body.rows[0]!;
    const saved = await call(a, 'POST', '/v1/event', {
      token: manager,
      body: { data: { ...current, title: 'Tuesday Hold’em' } },
    });
    expect(saved.status).toBe(200);
    await eventually(async () => {
      expect(
        (await call<EventRows & { rows: { title: string }[] }>(b, 'GET', `/v1/event/id/${eventID}`)).body.rows[0]!
          .title,
      ).toBe('Tuesday Hold’em');
      expect(
        (await call<{ rows: { title: string }[] }>(b, 'GET', '/v1/event/list/0')).body.rows.map((event) => event.title),
      ).toEqual(['Tuesday Hold’em']);
    });
  });

  it('a venue renamed on A drops the event answers B kept (they show the venue name)', async () => {
    await keptOn(b, '/v1/event/list/0', retitle('Behind The Cache'));
    await call(a, 'POST', '/v1/venue', {
      token: manager,
      body: { data: { venueID, title: 'Event Tavern', address: '1 Main St', city: 'Kent' } },
    });
    await eventually(async () => {
      expect((await call<EventRows>(b, 'GET', '/v1/event/list/0')).body.rows.map((event) => event.venueName)).toEqual([
        'Event Tavern',
      ]);
    });
    await call(a, 'POST', '/v1/venue', {
      token: manager,
      body: {
        data: {
          venueID,
          title: 'Cache Tavern',
          address: '1 Main St',
          city: 'Kent',
          notes: 'Staff only: key under the mat',
        },
      },
    });
  });

  it("a write drops every module's answers that read a table it wrote: a player renamed on A drops the event answers B kept (the host's name)", async () => {
    const host = await aPlayer(a, { userType: UserType.Host, firstName: 'Hal', lastName: 'Hostly' });
    const current = (
      await call<{ rows: Record<string, unknown>[] }>(a, 'GET', `/v1/event/id/${eventID}`, { token: manager })
    ).body.rows[0]!;
    expect(
      (await call(a, 'POST', '/v1/event', { token: manager, body: { data: { ...current, hostID: host.playerID } } }))
        .status,
    ).toBe(200);
    const moveStart = {
      sql: `update events set start_date = '2026-02-02' where event_id = ${eventID}`,
      undo: `update events set start_date = '${String(current.startDate)}' where event_id = ${eventID}`,
    };
    const kept = await keptOn(b, `/v1/event/id/${eventID}`, moveStart);
    expect((kept.body as { rows: { hostName: string }[] }).rows[0]!.hostName).toBe('Hal Hostly');

    const renamed = await call(a, 'POST', '/v1/player', {
      token: manager,
      body: {
        data: {
          playerID: host.playerID,
          playerNumber: host.playerNumber,
          firstName: 'Hank',
          lastName: 'Hostly',
          title: '',
          email: host.email,
          userType: host.userType,
        },
      },
    });
    expect(renamed.status).toBe(200);
    await eventually(async () => {
      expect(
        (await call<{ rows: { hostName: string }[] }>(b, 'GET', `/v1/event/id/${eventID}`)).body.rows[0]!.hostName,
      ).toBe('Hank Hostly');
    });
  });

  it("a check-in on A drops B's answers that read the records (the game's), and keeps the venue and event lists through game night", async () => {
    const host = await a.login('host');
    expect(
      (await call(a, 'POST', '/v1/user/agreement', { token: host, body: { data: { accepted: true } } })).status,
    ).toBe(200);
    const game = await aGame(a, { venueID });
    const [player] = await somePlayers(a, 1);
    await keptOn(b, '/v1/venue/list/0', retitle('Behind The Cache'));
    expect((await call<{ rows: unknown[] }>(b, 'GET', `/v1/game/points/${game.gameID}/1`)).body.rows).toEqual([]);
    await a.sql(`update venues set title = 'Still Behind' where venue_id = ${venueID}`);
    try {
      const checkedIn = await call(a, 'POST', '/v1/point/check-in', {
        token: host,
        body: { data: { gameID: game.gameID, playerID: player!.playerID } },
      });
      expect(checkedIn.status).toBe(200);
      // The game's records B kept (none) give way to the new player's...
      await eventually(async () =>
        expect(
          (await call<{ rows: { playerID: number }[] }>(b, 'GET', `/v1/game/points/${game.gameID}/1`)).body.rows.map(
            (row) => row.playerID,
          ),
        ).toEqual([player!.playerID]),
      );
      // ...while the venue list B kept is still the kept one (it reads no records).
      expect((await call<VenueRows>(b, 'GET', '/v1/venue/list/0')).body.rows.map((venue) => venue.title)).toContain(
        'Cache Tavern',
      );
    } finally {
      await a.sql(`update venues set title = 'Cache Tavern' where venue_id = ${venueID}`);
    }
  });

  it("a check-in drops its own game's answers and keeps another game's (issue 35: a check-in every moment on a Friday)", async () => {
    const host = await a.login('host');
    expect(
      (await call(a, 'POST', '/v1/user/agreement', { token: host, body: { data: { accepted: true } } })).status,
    ).toBe(200);
    const tonight = await aGame(a, { venueID });
    const elsewhere = await aGame(a, { venueID });
    const [player] = await somePlayers(a, 1);
    const retitleGame = (title: string) => ({
      sql: `update games set title = '${title}' where game_id = ${elsewhere.gameID}`,
      undo: `update games set title = '${elsewhere.title}' where game_id = ${elsewhere.gameID}`,
    });
    await keptOn(b, `/v1/game/id/${elsewhere.gameID}`, retitleGame('Behind The Cache'));
    await keptOn(b, `/v1/game/points/${elsewhere.gameID}/1`, retitleGame('Behind The Cache'));
    // The venue's games, as browse and the calendar list them: a check-in writes no game's row.
    const venueGames = `/v1/game/list/0/${venueID}/0/2000-01-01/2099-12-31`;
    await keptOn(b, venueGames, retitleGame('Behind The Cache'));
    const playersGames = `/v1/game/list/0/${venueID}/0/2000-01-01/2099-12-31?playerID=${player!.playerID}`;
    expect((await call<{ rows: unknown[] }>(b, 'GET', playersGames)).body.rows).toEqual([]);
    expect((await call<{ rows: unknown[] }>(b, 'GET', `/v1/game/points/${tonight.gameID}/1`)).body.rows).toEqual([]);
    await a.sql(`update games set title = 'Still Behind' where game_id = ${elsewhere.gameID}`);
    try {
      const checkedIn = await call(a, 'POST', '/v1/point/check-in', {
        token: host,
        body: { data: { gameID: tonight.gameID, playerID: player!.playerID } },
      });
      expect(checkedIn.status).toBe(200);
      // The checked-in game's records B kept (none) give way to the new player's...
      await eventually(async () =>
        expect(
          (await call<{ rows: { playerID: number }[] }>(b, 'GET', `/v1/game/points/${tonight.gameID}/1`)).body.rows.map(
            (row) => row.playerID,
          ),
        ).toEqual([player!.playerID]),
      );
      // ...and so do the games the player played (the list asked with ?playerID= reads the records)...
      await eventually(async () =>
        expect(
          (await call<{ rows: { gameID: number }[] }>(b, 'GET', playersGames)).body.rows.map((row) => row.gameID),
        ).toEqual([tonight.gameID]),
      );
      // ...while the other game's answer and the venue's games B kept are still the kept ones.
      expect(
        (await call<{ rows: { gameID: number; title: string }[] }>(b, 'GET', venueGames)).body.rows.find(
          (row) => row.gameID === elsewhere.gameID,
        )!.title,
      ).toBe(elsewhere.title);
      expect(
        (await call<{ rows: { title: string }[] }>(b, 'GET', `/v1/game/id/${elsewhere.gameID}`)).body.rows[0]!.title,
      ).toBe(elsewhere.title);
    } finally {
      await a.sql(`update games set title = '${elsewhere.title}' where game_id = ${elsewhere.gameID}`);
    }
  });

  it("a check-in to a game still open keeps the lists of counted records; a write to an ended game's records drops them (issue 35)", async () => {
    const [host, staff] = [await a.login('host'), manager];
    for (const token of [host, staff])
      expect((await call(a, 'POST', '/v1/user/agreement', { token, body: { data: { accepted: true } } })).status).toBe(
        200,
      );
    const [newcomer, winner, ...others] = await somePlayers(a, 1 + MIN_PLAYERS_TO_END);
    const past = await aGameWithEntries(a, MIN_PLAYERS_TO_END, { venueID, ended: true, players: [winner!, ...others] });
    const tonight = await aGame(a, { venueID });
    // The venue's champions (home and the venue page list them): only ended games' records.
    const champions = `/v1/point/games/${venueID}/0/0/1`;
    const renameWinner = (title: string) => ({
      sql: `update players set title = '${title}' where player_id = ${winner!.playerID}`,
      undo: `update players set title = '${winner!.title.replace(/'/g, "''")}' where player_id = ${winner!.playerID}`,
    });
    await keptOn(b, champions, renameWinner('Behind The Cache'));
    const championNames = async () =>
      (await call<{ rows: { gameID: number; playerName: string }[] }>(b, 'GET', champions)).body.rows
        .filter((row) => row.gameID === past.gameID)
        .map((row) => row.playerName);
    expect(await championNames()).toEqual([winner!.title]);
    await a.sql(renameWinner('Still Behind').sql);
    try {
      const checkIn = (token: string, gameID: number) =>
        call(a, 'POST', '/v1/point/check-in', { token, body: { data: { gameID, playerID: newcomer!.playerID } } });
      expect((await checkIn(host, tonight.gameID)).status).toBe(200);
      // The check-in's drop has reached B (its game's records read again)...
      await eventually(async () =>
        expect(
          (await call<{ rows: { playerID: number }[] }>(b, 'GET', `/v1/game/points/${tonight.gameID}/1`)).body.rows.map(
            (row) => row.playerID,
          ),
        ).toEqual([newcomer!.playerID]),
      );
      // ...and the champions B kept are still the kept ones: an open game's records count for nobody yet.
      expect(await championNames()).toEqual([winner!.title]);
      // A record written to the ended game (staff may) drops them.
      expect((await checkIn(staff, past.gameID)).status).toBe(200);
      await eventually(async () => expect(await championNames()).toEqual(['Still Behind']));
    } finally {
      await a.sql(renameWinner('').undo);
    }
  });

  it("an ending drops its own game's answers and the lists of games, and keeps another game's (issue 35: an ending every few seconds on a Friday)", async () => {
    expect(
      (await call(a, 'POST', '/v1/user/agreement', { token: manager, body: { data: { accepted: true } } })).status,
    ).toBe(200);
    const tonight = await aGameWithEntries(a, MIN_PLAYERS_TO_END, { venueID });
    const elsewhere = await aGame(a, { venueID });
    const retitleElsewhere = (title: string) => ({
      sql: `update games set title = '${title}' where game_id = ${elsewhere.gameID}`,
      undo: `update games set title = '${elsewhere.title}' where game_id = ${elsewhere.gameID}`,
    });
    // The list first: keptOn drops what B kept when it is behind (the games above were built behind the cache's back).
    const venueGames = `/v1/game/list/0/${venueID}/0/2000-01-01/2099-12-31`;
    await keptOn(b, venueGames, retitleElsewhere('Behind The Cache'));
    await keptOn(b, `/v1/game/id/${elsewhere.gameID}`, retitleElsewhere('Behind The Cache'));
    await keptOn(b, `/v1/game/points/${elsewhere.gameID}/1`, retitleElsewhere('Behind The Cache'));
    const endedAtOn = async (app: TestApp, gameID: number) =>
      (await call<{ rows: { endedAt: string | null }[] }>(app, 'GET', `/v1/game/id/${gameID}`)).body.rows[0]!.endedAt;
    expect(await endedAtOn(b, tonight.gameID)).toBeNull();
    await a.sql(retitleElsewhere('Still Behind').sql);
    try {
      const ended = await call(a, 'POST', '/v1/point/end', {
        token: manager,
        body: {
          data: {
            gameID: tonight.gameID,
            places: tonight.entries.map(({ pointID }, i) => ({ pointID, place: i < 8 ? i + 1 : 0 })),
          },
        },
      });
      expect(ended.status).toBe(200);
      // The ended game's answer B kept gives way, and so do the lists of games (they read every game's row)...
      await eventually(async () => expect(await endedAtOn(b, tonight.gameID)).not.toBeNull());
      await eventually(async () =>
        expect(
          (await call<{ rows: { gameID: number; title: string }[] }>(b, 'GET', venueGames)).body.rows.find(
            (row) => row.gameID === elsewhere.gameID,
          )!.title,
        ).toBe('Still Behind'),
      );
      // ...while the other game's own answer is still the kept one: its row did not change.
      expect(
        (await call<{ rows: { title: string }[] }>(b, 'GET', `/v1/game/id/${elsewhere.gameID}`)).body.rows[0]!.title,
      ).toBe(elsewhere.title);
    } finally {
      await a.sql(retitleElsewhere('').undo);
    }
  });

  it("an ending's recompute drops its own scopes' leaderboards and keeps another venue's (issue 35)", async () => {
    const other = await call<{ venue: { venueID: number } }>(a, 'POST', '/v1/venue', {
      token: manager,
      body: { data: { title: 'Quiet Tavern', address: '2 Main St', city: 'Kent' } },
    });
    const otherID = other.body.venue.venueID;
    const player = await aPlayer(a);
    const scopes = [
      { scopeType: 'league', scopeID: 0 },
      { scopeType: 'venue', scopeID: venueID },
      { scopeType: 'venue', scopeID: otherID },
      { scopeType: 'event', scopeID: eventID },
    ] as const;
    const rows = scopes.map(
      ({ scopeType, scopeID }) => `('${scopeType}', ${scopeID}, 'all', ${player.playerID}, 10, 1, 1, 1, 1)`,
    );
    await a.sql(
      `insert into leaderboard_totals (scope_type, scope_id, period, player_id, total_points, total_games, total_placed, total_won, ranked) values ${rows.join(', ')}`,
    );
    const board = (venue: number, event = 0) => `/v1/point/totals/${venue}/${event}/0/All/1/20`;
    const pointsOf = async (path: string) =>
      (await call<{ rows: { playerID: number; totalPoints: number }[] }>(b, 'GET', path)).body.rows.find(
        (row) => row.playerID === player.playerID,
      )?.totalPoints;
    const boards = [board(0), board(venueID), board(otherID), board(0, eventID)];
    try {
      await eventually(async () => {
        for (const path of boards) expect(await pointsOf(path)).toBe(10);
      });
      await a.sql(`update leaderboard_totals set total_points = 20 where player_id = ${player.playerID}`);
      // The recompute of a game at this venue, in this event: the league's, the venue's and the event's scopes.
      await a.app
        .get(ReadCache)
        .drop(...standingsTagsOf([scopes[0], scopes[1], scopes[3]].map((scope) => ({ ...scope, period: 'all' }))));
      await eventually(async () => {
        for (const path of [board(0), board(venueID), board(0, eventID)]) expect(await pointsOf(path)).toBe(20);
      });
      // Another venue's board was kept: nothing it reads changed.
      expect(await pointsOf(board(otherID))).toBe(10);
    } finally {
      await a.sql(`delete from leaderboard_totals where player_id = ${player.playerID}`);
    }
  });

  it('never answers a caller with a session from the kept public answer (hosts and up see staff fields)', async () => {
    const kept = await keptOn(b, `/v1/venue/id/${venueID}`, retitle('Behind The Cache'));
    expect((kept.body as VenueRows).rows[0]).not.toHaveProperty('notes');
    const staffToken = await b.login('manager');
    const asManager = await call<VenueRows>(b, 'GET', `/v1/venue/id/${venueID}`, { token: staffToken });
    expect(asManager.body.rows[0]).toMatchObject({ title: 'Cache Tavern', notes: 'Staff only: key under the mat' });
    // ...and the manager's answer was not kept for visitors.
    expect((await call<VenueRows>(b, 'GET', `/v1/venue/id/${venueID}`)).body.rows[0]).not.toHaveProperty('notes');
  });

  it('answers a kept read byte for byte, with the security headers', async () => {
    await keptOn(b, '/v1/venue/list/0', retitle('Behind The Cache'));
    const fresh = await fetch(`${a.url}/v1/venue/list/0`, { headers: { authorization: 'Bearer not-a-session' } });
    const kept = await fetch(`${b.url}/v1/venue/list/0`);
    expect(await kept.text()).toBe(await fresh.text());
    expect(kept.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(kept.headers.get('x-content-type-options')).toBe('nosniff');
    expect(kept.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('serves a moved clock (X-Test-Today) fresh, never from or into the kept answers', async () => {
    await keptOn(b, '/v1/venue/list/0', retitle('Behind The Cache'));
    await a.sql(retitle('Behind The Cache').sql);
    try {
      const moved = await call<VenueRows>(b, 'GET', '/v1/venue/list/0', { headers: { 'x-test-today': '2026-03-01' } });
      expect(moved.body.rows[0]!.title).toBe('Behind The Cache');
      expect((await call<VenueRows>(b, 'GET', '/v1/venue/list/0')).body.rows[0]!.title).toBe('Cache Tavern');
    } finally {
      await a.sql(retitle('Behind The Cache').undo);
    }
  });

  it('replays a kept answer with exactly the headers of a fresh one, compressed or not', async () => {
    // Enough venues for the list to be worth compressing (over 1 KB).
    for (let n = 1; n <= 12; n++) {
      await call(a, 'POST', '/v1/venue', {
        token: manager,
        body: {
          data: { title: `Compressed Tavern ${n}`, address: `${n} Long Boulevard of Many Letters`, city: 'Kent' },
        },
      });
    }
    await keptOn(b, '/v1/venue/list/0', retitle('Behind The Cache'));
    expect((await (await fetch(`${b.url}/v1/venue/list/0`)).arrayBuffer()).byteLength).toBeGreaterThan(1024);
    const headersOf = (response: Response) =>
      Object.fromEntries([...response.headers].filter(([name]) => name !== 'date'));
    for (const encoding of ['br', 'gzip', 'gzip, deflate, br', 'br;q=0, gzip']) {
      // Node's fetch decodes the body; the headers still say how it travelled.
      const fresh = await fetch(`${a.url}/v1/venue/list/0`, {
        headers: { 'accept-encoding': encoding, authorization: 'Bearer not-a-session' },
      });
      const kept = await fetch(`${b.url}/v1/venue/list/0`, { headers: { 'accept-encoding': encoding } });
      expect(await kept.text()).toBe(await fresh.text());
      // The fresh one went to a session (a made-up token skips the cache): it alone is no-store (security review).
      expect(fresh.headers.get('cache-control')).toBe('no-store');
      expect(kept.headers.get('cache-control')).toBeNull();
      const { 'cache-control': _sessionOnly, ...freshHeaders } = headersOf(fresh);
      expect(headersOf(kept)).toEqual(freshHeaders);
      expect(kept.headers.get('content-encoding')).toBe(
        encoding.startsWith('br;q=0') || encoding === 'gzip' ? 'gzip' : 'br',
      );
      expect(kept.headers.get('vary')).toBe('accept-encoding');
    }
    // Without Accept-Encoding: plain bytes, and a Vary telling caches the answer depends on it.
    const plainFresh = await fetch(`${a.url}/v1/venue/list/0`, {
      headers: { 'accept-encoding': 'identity', authorization: 'Bearer not-a-session' },
    });
    const plainKept = await fetch(`${b.url}/v1/venue/list/0`, { headers: { 'accept-encoding': 'identity' } });
    expect(await plainKept.text()).toBe(await plainFresh.text());
    expect(plainKept.headers.get('content-encoding')).toBeNull();
    expect({ ...headersOf(plainKept), vary: undefined }).toEqual({
      ...headersOf(plainFresh),
      vary: undefined,
      'cache-control': undefined,
    });
  });
});
