import { describe, expect, it } from '@jest/globals';
import {
  fromWallTime,
  gameDateText,
  gameListParts,
  gameListText,
  gameTimeText,
  instantText,
  monthOfGame,
  newGameWallTime,
  toWallTime,
} from './game-time';

// 7:30 pm on 10 March 2026 in Seattle (PDT, -07:00) is 02:30 UTC on the 11th.
const INSTANT = '2026-03-11T02:30:00.000Z';

describe('a game’s time in its venue’s zone', () => {
  it('shows the venue’s date and time, not the phone’s', () => {
    expect(gameDateText(INSTANT, 'America/Los_Angeles')).toBe('Tuesday, March 10, 2026');
    expect(gameTimeText(INSTANT, 'America/Los_Angeles')).toBe('7:30 PM PDT');
    expect(gameDateText(INSTANT, 'America/New_York')).toBe('Tuesday, March 10, 2026');
    expect(gameTimeText(INSTANT, 'America/New_York')).toBe('10:30 PM EDT');
    expect(gameDateText(INSTANT, 'Pacific/Honolulu')).toBe('Tuesday, March 10, 2026');
    expect(gameTimeText(INSTANT, 'Pacific/Honolulu')).toBe('4:30 PM HST');
  });

  it('writes a list’s date column short', () =>
    expect(gameListText(INSTANT, 'America/Los_Angeles')).toBe('Tue 3/10/26 7:30 PM'));

  it('writes a History instant to the second, in the venue’s zone', () => {
    expect(instantText('2026-03-11T02:30:07.000Z', 'America/Los_Angeles')).toBe('Tue 3/10/26 7:30:07 PM');
    expect(instantText('not a time', 'America/Los_Angeles')).toBe('');
  });

  it('falls back to the league’s zone when the game names none', () =>
    expect(gameTimeText(INSTANT, '')).toBe('7:30 PM PDT'));

  it('shows nothing for a value that is not a time', () =>
    expect(gameDateText('soon', 'America/Los_Angeles')).toBe(''));
});

describe('the date-time picker’s wall time', () => {
  it('is the instant in the venue’s zone, and back', () => {
    expect(toWallTime(INSTANT, 'America/Los_Angeles')).toBe('2026-03-10 19:30:00');
    expect(fromWallTime('2026-03-10 19:30:00', 'America/Los_Angeles')).toBe(INSTANT);
    expect(toWallTime(INSTANT, 'America/Chicago')).toBe('2026-03-10 21:30:00');
    expect(fromWallTime('2026-03-10 21:30:00', 'America/Chicago')).toBe(INSTANT);
  });

  it('keeps the wall time right across the autumn change (standard time)', () => {
    expect(fromWallTime('2026-11-10 19:00:00', 'America/Los_Angeles')).toBe('2026-11-11T03:00:00.000Z');
  });

  it('takes minutes without seconds, and refuses what is not a time', () => {
    expect(fromWallTime('2026-03-10 19:30', 'America/Los_Angeles')).toBe(INSTANT);
    expect(fromWallTime('', 'America/Los_Angeles')).toBeNull();
    expect(fromWallTime('tomorrow', 'America/Los_Angeles')).toBeNull();
  });

  it('starts a new game 30 minutes from now, on the minute', () => {
    expect(newGameWallTime(new Date('2026-03-11T02:00:42.500Z'), 'America/Los_Angeles')).toBe('2026-03-10 19:30:00');
  });
});

describe('a list’s date column', () => {
  it('splits the day from the time', () =>
    expect(gameListParts(INSTANT, 'America/Los_Angeles')).toEqual({ day: 'Tue 3/10/26', time: '7:30 PM' }));
});

describe('the month a game falls in', () => {
  it('is the venue’s month, not UTC’s', () => {
    expect(monthOfGame({ gameAt: '2026-04-01T02:00:00.000Z', venueTimeZone: 'America/Los_Angeles' })).toEqual({
      year: 2026,
      month: 3,
    });
    expect(monthOfGame({ gameAt: '2027-01-01T05:30:00.000Z', venueTimeZone: 'America/Chicago' })).toEqual({
      year: 2026,
      month: 12,
    });
  });
});
