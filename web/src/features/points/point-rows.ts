/**
 * The points table's rows: answers merged in as they come, and their order (before
 * the game ends the latest arrival first, so the player just scanned is in view;
 * after, by place, unplaced last, then name).
 */
import type { GamePointRow, PointWriteAnswer } from './api/points';

/** What a write did to the rows, as far as its answer tells. */
export type WriteOutcome =
  { readonly kind: 'end' } | { readonly kind: 'remove'; readonly pointID: number } | { readonly kind: 'change' };

/** The rows with an answer merged in: an end answers every record; a remove drops its record; the rest replace or add theirs. */
export function mergeAnswer(
  rows: readonly GamePointRow[],
  outcome: WriteOutcome,
  answer: PointWriteAnswer,
): GamePointRow[] {
  if (outcome.kind === 'end') return [...answer.points];
  const kept = outcome.kind === 'remove' ? rows.filter((row) => row.pointID !== outcome.pointID) : [...rows];
  for (const written of answer.points) {
    const at = kept.findIndex((row) => row.pointID === written.pointID);
    if (at >= 0) kept[at] = written;
    else kept.push(written);
  }
  return kept;
}

const placeOrder = (row: GamePointRow): number => (row.place > 0 ? row.place : 9999);
const byPlace = (a: GamePointRow, b: GamePointRow): number =>
  placeOrder(a) - placeOrder(b) || a.playerName.localeCompare(b.playerName);
const byArrivalLatestFirst = (a: GamePointRow, b: GamePointRow): number =>
  b.entryAt.localeCompare(a.entryAt) || b.pointID - a.pointID;

/** The table's order: latest arrival first until the game has ended, then by place. */
export const orderRows = (rows: readonly GamePointRow[], ended: boolean): GamePointRow[] =>
  [...rows].sort(ended ? byPlace : byArrivalLatestFirst);
