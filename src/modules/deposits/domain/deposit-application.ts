/**
 * Applying a host's deposit to the earnings their games collected
 * (product §4.9). Amounts are dollars; the sums are
 * done in whole cents so no money is lost to floating point.
 */
export interface DepositableGame {
  readonly gameID: number;
  readonly gameAt: Date;
  /** collected from the venue */
  readonly earningsActual: number;
  readonly earningsDeposited: number;
}

export interface GameDeposit {
  readonly gameID: number;
  /** what this deposit adds to the game */
  readonly applied: number;
  readonly earningsDeposited: number;
  readonly earningsReconciled: boolean;
}

export interface DepositApplication {
  /** only the games the deposit reached, oldest first */
  readonly games: readonly GameDeposit[];
  readonly applied: number;
  /** what is left once every game is reconciled */
  readonly unapplied: number;
}

const toCents = (dollars: number): number => Math.round(dollars * 100);
const toDollars = (cents: number): number => cents / 100;

/** A game is reconciled when its deposited earnings equal its actual earnings: the games module's rule. */
export { isReconciled } from '../../games/domain/earnings.js';

export const outstandingEarnings = (game: Pick<DepositableGame, 'earningsActual' | 'earningsDeposited'>): number =>
  toDollars(Math.max(0, toCents(game.earningsActual) - toCents(game.earningsDeposited)));

/**
 * Applies the amount to the unreconciled games oldest first (then by gameID),
 * filling each to its actual earnings, until the amount is used up. A game is
 * never filled past its actual earnings; an amount of 0 or less applies nothing.
 */
export function applyDeposit(amount: number, games: readonly DepositableGame[]): DepositApplication {
  let remaining = Math.max(0, toCents(amount));
  const oldestFirst = [...games].sort((a, b) => a.gameAt.getTime() - b.gameAt.getTime() || a.gameID - b.gameID);
  const reached: GameDeposit[] = [];
  for (const game of oldestFirst) {
    if (remaining === 0) break;
    const outstanding = toCents(outstandingEarnings(game));
    if (outstanding === 0) continue;
    const applied = Math.min(remaining, outstanding);
    remaining -= applied;
    const deposited = toCents(game.earningsDeposited) + applied;
    reached.push({
      gameID: game.gameID,
      applied: toDollars(applied),
      earningsDeposited: toDollars(deposited),
      earningsReconciled: deposited === toCents(game.earningsActual),
    });
  }
  const applied = reached.reduce((sum, game) => sum + toCents(game.applied), 0);
  return { games: reached, applied: toDollars(applied), unapplied: toDollars(remaining) };
}
