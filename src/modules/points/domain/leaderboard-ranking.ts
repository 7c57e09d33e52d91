import { isPaidPlace } from './placement.js';

export interface LeaderboardTotals {
  readonly playerID: number;
  readonly totalPoints: number;
  /** final tables: games finished 1st to 8th */
  readonly totalPlaced: number;
  readonly totalWon: number;
}

/** Sums point records into one row per player, in order of first appearance. */
export function tallyLeaderboard(
  records: readonly { readonly playerID: number; readonly points: number; readonly place: number }[],
): LeaderboardTotals[] {
  const rows = new Map<number, { playerID: number; totalPoints: number; totalPlaced: number; totalWon: number }>();
  for (const { playerID, points, place } of records) {
    const row = rows.get(playerID) ?? { playerID, totalPoints: 0, totalPlaced: 0, totalWon: 0 };
    row.totalPoints += points;
    if (isPaidPlace(place)) row.totalPlaced += 1;
    if (place === 1) row.totalWon += 1;
    rows.set(playerID, row);
  }
  return [...rows.values()];
}

/**
 * Orders by total points, highest first; equal points share a rank and the
 * next rank skips (1, 2, 2, 4). Within equal points, more final tables, then
 * more wins, then the lower playerID come first, so the order is stable.
 */
export function rankLeaderboard<R extends LeaderboardTotals>(rows: readonly R[]): (R & { ranked: number })[] {
  const ordered = [...rows].sort(
    (a, b) =>
      b.totalPoints - a.totalPoints ||
      b.totalPlaced - a.totalPlaced ||
      b.totalWon - a.totalWon ||
      a.playerID - b.playerID,
  );
  let ranked = 0;
  return ordered.map((row, index) => {
    if (index === 0 || row.totalPoints !== ordered[index - 1].totalPoints) ranked = index + 1;
    return { ...row, ranked };
  });
}

/** Percent of final tables won (the chart's second axis); 0 without a final table. */
export const winPercentage = ({ totalWon, totalPlaced }: { totalWon: number; totalPlaced: number }): number =>
  totalPlaced > 0 ? (100 * totalWon) / totalPlaced : 0;
