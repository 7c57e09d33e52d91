import { describe, expect, it } from '@jest/globals';
import { dateInZone, leagueToday, parseToday } from './clock';

describe('parseToday', () => {
  it('reads a date as that local day', () => {
    const date = parseToday('2024-03-15');
    expect(date && [date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2024, 2, 15]);
  });

  it('reads ISO date-times', () => {
    expect(parseToday('2024-03-15T19:30:00Z')?.toISOString()).toBe('2024-03-15T19:30:00.000Z');
    expect(parseToday('2024-03-15T12:00:00-07:00')?.toISOString()).toBe('2024-03-15T19:00:00.000Z');
    expect(parseToday('2024-03-15 19:30')).not.toBeNull();
  });

  it.each(['', 'yesterday', '2024-02-30', '2024-13-01', '15/03/2024', '2024-03-15T25:00:00Z', '20240315'])(
    'ignores %p',
    (value) => {
      expect(parseToday(value)).toBeNull();
    },
  );
});

describe('league dates', () => {
  it('counts the day where the games are played, not in UTC', () => {
    // 4:06 PM on Tuesday in Seattle is already Wednesday in UTC: tonight's games are still today's.
    expect(dateInZone(new Date('2026-11-25T00:06:00Z'), 'America/Los_Angeles')).toBe('2026-11-24');
    expect(dateInZone(new Date('2026-11-25T08:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-25');
    expect(dateInZone(new Date('2026-07-01T06:59:00Z'), 'America/Los_Angeles')).toBe('2026-06-30');
    expect(dateInZone(new Date('2026-11-25T00:06:00Z'), 'America/New_York')).toBe('2026-11-24');
  });

  it("is today's date in the league's zone", () => {
    expect(leagueToday()).toBe(dateInZone(new Date(), 'America/Los_Angeles'));
  });
});
