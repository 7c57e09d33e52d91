import { assertPlayerNumber, isPlayerIdLookup, isPlayerNumber, nextAutomaticPlayerNumber } from './player-number.js';
import { InvalidPlayerNumberError, PlayerNumbersExhaustedError } from './players.errors.js';

describe('nextAutomaticPlayerNumber', () => {
  it('starts the range at 9000000', () => expect(nextAutomaticPlayerNumber([])).toBe(9_000_000));
  it('goes one above the highest automatic number, ignoring numbers outside the range', () =>
    expect(nextAutomaticPlayerNumber([1_234_567, 9_000_000, 9_000_007, 9_100_000, 9_999_999])).toBe(9_000_008));
  it('does not reuse a freed number while the range lasts', () =>
    expect(nextAutomaticPlayerNumber([9_000_000, 9_000_002])).toBe(9_000_003));
  it('falls back to the lowest free number at the top of the range', () =>
    expect(nextAutomaticPlayerNumber([9_000_000, 9_000_001, 9_099_999])).toBe(9_000_002));
  it('says so when the range is full', () => {
    const all = Array.from({ length: 100_000 }, (_, i) => 9_000_000 + i);
    expect(() => nextAutomaticPlayerNumber(all)).toThrow(new PlayerNumbersExhaustedError());
  });
});

describe('player numbers and ids', () => {
  it('uses the by-id lookup for 400000-999999 only', () =>
    expect([399_999, 400_000, 999_999, 1_000_000, 9_000_001].map(isPlayerIdLookup)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]));
  it('wants 7 digits in a player number', () => {
    expect([999_999, 1_000_000, 9_999_999, 10_000_000, 1_234_567.5].map(isPlayerNumber)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
    expect(() => assertPlayerNumber(123)).toThrow(new InvalidPlayerNumberError());
    expect(() => assertPlayerNumber(9_000_001)).not.toThrow();
  });
});
