import 'reflect-metadata';
import ical, { type VEvent } from 'node-ical';
import { EventType } from '../../src/shared/domain/event-type.js';
import { api } from '../support/api.js';
import { aGame, aVenue } from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const DAY = 24 * 3_600_000;
const HOUR = 3_600_000;
/** Whole minutes, so instants survive the feed's second precision. */
const inDays = (days: number) => new Date(Math.floor((Date.now() + days * DAY) / 60_000) * 60_000);

describe('calendar feed', () => {
  let app: TestApp;
  let tavern: { venueID: number; title: string };
  let lodge: { venueID: number; title: string };
  const games: Record<string, { gameID: number; gameAt: Date }> = {};
  const LONG_TITLE = `Friday Night Deep Stack at the Tavern with a title long enough that its line is folded ${'x'.repeat(30)}`;

  beforeAll(async () => {
    app = await startTestApp();
    tavern = await aVenue(app, {
      title: 'Feed Tavern',
      address: '12 Pine St',
      city: 'Tacoma',
      zipCode: '98402',
      timeZone: 'America/New_York',
    });
    lodge = await aVenue(app, { title: 'Feed Lodge', address: '9 Elm Ave', city: 'Kent' });
    games.regular = await aGame(app, { venueID: tavern.venueID, gameAt: inDays(2), title: LONG_TITLE });
    games.canceled = await aGame(app, {
      venueID: tavern.venueID,
      gameAt: inDays(5),
      title: 'Big Night',
      eventType: EventType.Satellite,
      doublePoints: true,
    });
    await app.sql('update games set canceled = true where game_id = ?', [games.canceled.gameID]);
    games.quarterly = await aGame(app, {
      venueID: tavern.venueID,
      gameAt: inDays(10),
      title: 'Winter Season Final',
      eventType: EventType.Quarterly,
    });
    games.lodge = await aGame(app, { venueID: lodge.venueID, gameAt: inDays(3), title: 'Lodge Game' });
    games.lastWeek = await aGame(app, { venueID: lodge.venueID, gameAt: inDays(-7), title: 'Lodge Last Week' });
    games.tooOld = await aGame(app, { venueID: lodge.venueID, gameAt: inDays(-32), title: 'Lodge Long Ago' });
    games.tooFar = await aGame(app, { venueID: lodge.venueID, gameAt: inDays(60), title: 'Lodge Far Ahead' });
    // Visitors never see an unlisted game, and a feed is for anyone with its URL.
    games.unlisted = await aGame(app, {
      venueID: tavern.venueID,
      gameAt: inDays(4),
      title: 'Staff Game',
      unlisted: true,
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  const fetchFeed = async (path: string) => {
    const response = await fetch(`${app.url}${path}`);
    return { response, text: await response.text() };
  };
  const eventsOf = (text: string): Map<string, VEvent> =>
    new Map(
      Object.values(ical.sync.parseICS(text)).flatMap((component) =>
        component?.type === 'VEVENT' ? [[component.uid, component] as const] : [],
      ),
    );
  const uid = (gameID: number) => `game-${gameID}@localhost`;
  /** A property's text: node-ical answers { params, val } when the line has parameters (URL;VALUE=URI). */
  const textOf = (value: unknown): string => (typeof value === 'string' ? value : (value as { val: string }).val);

  it('answers the league feed as iCalendar: display titles, UTC instants, duration, address, link, status', async () => {
    const { response, text } = await fetchFeed('/v1/calendar/league.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="league.ics"');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);

    const events = eventsOf(text);
    // 30 days back to 8 weeks ahead; never an unlisted game.
    expect([...events.keys()].sort()).toEqual(
      [games.regular, games.canceled, games.quarterly, games.lodge, games.lastWeek]
        .map((game) => uid(game!.gameID))
        .sort(),
    );

    const regular = events.get(uid(games.regular!.gameID))!;
    expect(regular.summary).toBe(LONG_TITLE);
    expect(regular.start.toISOString()).toBe(games.regular!.gameAt.toISOString());
    expect(regular.end!.getTime() - regular.start.getTime()).toBe(4 * HOUR);
    expect(regular.location).toBe('Feed Tavern, 12 Pine St, Tacoma, WA 98402');
    expect(textOf(regular.url)).toBe(`${app.settings.siteUrl}/games/detail/${games.regular!.gameID}`);
    expect(textOf(regular.description)).toContain(`${app.settings.siteUrl}/games/detail/${games.regular!.gameID}`);
    expect(regular.status).toBe('CONFIRMED');

    const canceled = events.get(uid(games.canceled!.gameID))!;
    expect(canceled.summary).toBe('Big Night (Canceled, Satellite, Double Points)');
    expect(canceled.status).toBe('CANCELLED');

    const quarterly = events.get(uid(games.quarterly!.gameID))!;
    expect(quarterly.summary).toBe('Winter Season Final (Quarterly)');
    expect(quarterly.end!.getTime() - quarterly.start.getTime()).toBe(8 * HOUR);
    expect(events.get(uid(games.lodge!.gameID))!.location).toBe('Feed Lodge, 9 Elm Ave, Kent, WA');
  });

  it('folds long lines at 75 octets and ends every line with CRLF (RFC 5545 §3.1)', async () => {
    const { text } = await fetchFeed('/v1/calendar/league.ics');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines.every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
    // The long title did need folding: a continuation line starts with one space.
    const summaryAt = lines.findIndex((line) => line.startsWith('SUMMARY:Friday Night Deep Stack'));
    expect(lines[summaryAt + 1]!.startsWith(' ')).toBe(true);
    expect(`${lines[summaryAt]}${lines[summaryAt + 1]!.slice(1)}`).toContain('line is folded');
  });

  it("answers one venue's games, and 404 for an unknown venue", async () => {
    const { response, text } = await fetchFeed(`/v1/calendar/venue/${lodge.venueID}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="venue-${lodge.venueID}.ics"`);
    expect([...eventsOf(text).keys()].sort()).toEqual([uid(games.lodge!.gameID), uid(games.lastWeek!.gameID)].sort());

    expect(await api(app).get('/v1/calendar/venue/999999.ics')).toEqual({
      status: 404,
      body: { error: 'Venue not found', code: 'VENUE_NOT_FOUND' },
    });
  });

  it('is kept for visitors until a venue or game write drops it', async () => {
    const before = (await fetchFeed(`/v1/calendar/venue/${tavern.venueID}.ics`)).text;
    // Changed behind the cache's back: the kept answer stays.
    await app.sql("update games set title = 'Renamed Quietly' where game_id = ?", [games.quarterly!.gameID]);
    const kept = await fetchFeed(`/v1/calendar/venue/${tavern.venueID}.ics`);
    expect(kept.text).toBe(before);
    // The replay goes out as the fresh answer did.
    expect(kept.response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(kept.response.headers.get('content-disposition')).toBe(`inline; filename="venue-${tavern.venueID}.ics"`);
    // A venue save drops it.
    const manager = await app.login('manager');
    const saved = await api(app)
      .as(manager)
      .post('/v1/venue', {
        data: {
          venueID: tavern.venueID,
          title: 'Feed Tavern Two',
          address: '12 Pine St',
          city: 'Tacoma',
          zipCode: '98402',
          timeZone: 'America/New_York',
        },
      });
    expect(saved.status).toBe(200);
    const after = eventsOf((await fetchFeed(`/v1/calendar/venue/${tavern.venueID}.ics`)).text);
    expect(after.get(uid(games.quarterly!.gameID))!.summary).toBe('Renamed Quietly (Quarterly)');
    expect(after.get(uid(games.regular!.gameID))!.location).toBe('Feed Tavern Two, 12 Pine St, Tacoma, WA 98402');
  });
});
