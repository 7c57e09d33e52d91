import { describe, expect, it } from '@jest/globals';
import { formatCalendarDate, formatGameClock, venueDate, venueWallTime, wallClock } from './game-time';

describe('game times in the venue’s zone', () => {
  // 03:00 UTC on Nov 24 is 7 pm on Nov 23 in Seattle and 10 pm on Nov 23 in New York.
  const gameAt = '2026-11-24T03:00:00.000Z';

  it('gives the venue’s own date and clock, not the viewer’s', () => {
    expect(wallClock(gameAt, 'America/Los_Angeles')).toEqual({ date: '2026-11-23', time: '19:00:00' });
    expect(wallClock(gameAt, 'America/New_York')).toEqual({ date: '2026-11-23', time: '22:00:00' });
    expect(venueDate(gameAt, 'Pacific/Honolulu')).toBe('2026-11-23');
    expect(venueDate('2026-11-24T06:30:00.000Z', 'America/New_York')).toBe('2026-11-24');
  });

  it('writes midnight as 00, never 24', () => {
    expect(venueWallTime('2026-07-01T07:00:00.000Z', 'America/Los_Angeles')).toBe('2026-07-01T00:00:00');
  });

  it('follows daylight saving time', () => {
    expect(venueWallTime('2026-07-01T02:00:00.000Z', 'America/Los_Angeles')).toBe('2026-06-30T19:00:00');
    expect(venueWallTime('2026-01-01T03:00:00.000Z', 'America/Los_Angeles')).toBe('2025-12-31T19:00:00');
  });

  it('formats the time with its zone, and calendar dates without one', () => {
    expect(formatGameClock(gameAt, 'America/Los_Angeles')).toBe('7:00 PM PST');
    expect(formatGameClock(gameAt, 'America/Denver')).toBe('8:00 PM MST');
    expect(formatCalendarDate('2026-03-10')).toBe('Tuesday, March 10');
  });
});
