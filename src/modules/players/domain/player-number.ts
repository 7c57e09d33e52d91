import { InvalidPlayerNumberError, PlayerNumbersExhaustedError } from './players.errors.js';

/** A blank player number gets the next free one in this range (product §3.1). */
export const AUTOMATIC_PLAYER_NUMBERS = { first: 9_000_000, last: 9_099_999 } as const;
/** Numbers in this range are playerIDs and are looked up by id, not by player number (product §9.2). */
export const PLAYER_ID_RANGE = { first: 400_000, last: 999_999 } as const;

export const isPlayerNumber = (n: number): boolean => Number.isInteger(n) && n >= 1_000_000 && n <= 9_999_999;

export function assertPlayerNumber(n: number): void {
  if (!isPlayerNumber(n)) throw new InvalidPlayerNumberError();
}

/** Whether a scanned or typed number means a playerID (by-id lookup) rather than a player number. */
export const isPlayerIdLookup = (n: number): boolean =>
  Number.isInteger(n) && n >= PLAYER_ID_RANGE.first && n <= PLAYER_ID_RANGE.last;

/**
 * The next automatic number: one above the highest in use, so a number that
 * was freed (and may still be printed on an old card) is not handed out again
 * while the range lasts; once the top is reached, the lowest free one.
 */
export function nextAutomaticPlayerNumber(numbersInUse: Iterable<number>): number {
  const { first, last } = AUTOMATIC_PLAYER_NUMBERS;
  const used = new Set<number>();
  let highest = first - 1;
  for (const n of numbersInUse) {
    if (n < first || n > last) continue;
    used.add(n);
    highest = Math.max(highest, n);
  }
  if (highest < last) return highest + 1;
  for (let n = first; n <= last; n++) if (!used.has(n)) return n;
  throw new PlayerNumbersExhaustedError();
}
