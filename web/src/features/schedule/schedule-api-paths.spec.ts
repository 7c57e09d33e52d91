import { describe, expect, it } from '@jest/globals';
import { calendarFeedPath, calendarFeedUrl, gameWindowPath, nextQuarterlyPath, webcalUrl } from './schedule-api-paths';

describe('schedule calls (docs/api.md §4, §6)', () => {
  it('asks for the games of a window, unlisted ones only in host mode', () => {
    const window = { venueID: 0, eventID: 0, start: '2026-03-01', stop: '2026-03-31' };
    expect(gameWindowPath({ ...window, all: false })).toBe('/v1/game/list/0/0/0/2026-03-01/2026-03-31');
    expect(gameWindowPath({ ...window, all: true })).toBe('/v1/game/list/0/0/0/2026-03-01/2026-03-31/0/0/all');
    expect(gameWindowPath({ ...window, venueID: 7, eventID: 12, all: false })).toBe(
      '/v1/game/list/0/7/12/2026-03-01/2026-03-31',
    );
  });

  it('asks for the next quarterly with event type 3', () => {
    expect(nextQuarterlyPath('2026-11-24')).toBe('/v1/game/list/0/0/3/2026-11-24');
  });

  it("gives the league's feed, or the chosen venue's, as http(s) and webcal addresses", () => {
    expect(calendarFeedPath(0)).toBe('/v1/calendar/league.ics');
    expect(calendarFeedPath(9)).toBe('/v1/calendar/venue/9.ics');
    expect(calendarFeedUrl('https://league.example/', 9)).toBe('https://league.example/v1/calendar/venue/9.ics');
    expect(webcalUrl('https://league.example/v1/calendar/league.ics')).toBe(
      'webcal://league.example/v1/calendar/league.ics',
    );
    expect(webcalUrl('http://127.0.0.1:3000/v1/calendar/league.ics')).toBe(
      'webcal://127.0.0.1:3000/v1/calendar/league.ics',
    );
  });
});
