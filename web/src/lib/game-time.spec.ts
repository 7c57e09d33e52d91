import { describe, expect, it } from '@jest/globals';
import { formatGameTime, gameStartIso, gameWallClock, gameZone } from './game-time';

describe('game times in the venue zone (issue 19 item 3)', () => {
  // Sat 7/11/26 6:00 PM in Seattle is 01:00 UTC on Sunday the 12th.
  const saturdayEvening = '2026-07-12T01:00:00.000Z';

  it('shows the venue’s date, not the UTC one', () => {
    expect(formatGameTime(saturdayEvening, 'America/Los_Angeles', 'numericDay')).toBe('7/11/26');
    expect(formatGameTime(saturdayEvening, 'America/Los_Angeles', 'listDay')).toBe('Sat, 7/11/26');
    expect(formatGameTime(saturdayEvening, 'America/Los_Angeles', 'mediumDay')).toBe('Jul 11, 2026');
    expect(formatGameTime(saturdayEvening, 'America/Los_Angeles', 'longDay')).toBe('Saturday, July 11, 2026');
    expect(formatGameTime(saturdayEvening, 'America/Los_Angeles', 'clockWithZone')).toBe('6:00 PM PDT');
    expect(gameWallClock(saturdayEvening, 'America/Los_Angeles')).toEqual({ date: '2026-07-11', time: '18:00:00' });
  });

  it('falls back to the league zone when the venue names none', () => {
    expect(gameZone(null)).toBe('America/Los_Angeles');
    expect(formatGameTime(saturdayEvening, null, 'numericDay')).toBe('7/11/26');
    expect(formatGameTime(saturdayEvening, 'America/New_York', 'clock')).toBe('9:00 PM');
  });

  it('answers blank for something that is not a time', () => {
    expect(formatGameTime('not a time', null, 'longDay')).toBe('');
    expect(gameWallClock('', null)).toEqual({ date: '', time: '' });
  });

  it('gives the start as ISO 8601 with the venue’s offset (issue 31: schema.org Event startDate)', () => {
    expect(gameStartIso(saturdayEvening, 'America/Los_Angeles')).toBe('2026-07-11T18:00:00-07:00');
    expect(gameStartIso('2026-12-05T03:00:00.000Z', 'America/Los_Angeles')).toBe('2026-12-04T19:00:00-08:00');
    expect(gameStartIso(saturdayEvening, 'Asia/Kolkata')).toBe('2026-07-12T06:30:00+05:30');
    expect(gameStartIso(saturdayEvening, 'UTC')).toBe('2026-07-12T01:00:00+00:00');
    expect(gameStartIso('not a time', null)).toBe('');
    expect(formatGameTime(saturdayEvening, 'America/Los_Angeles', 'monthDay')).toBe('Jul 11');
    expect(formatGameTime(saturdayEvening, 'America/Los_Angeles', 'weekday')).toBe('Saturday');
  });
});
