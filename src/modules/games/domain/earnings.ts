import { EventType } from '../../../shared/domain/event-type.js';

/**
 * Estimated earnings (dollars) a game brings, set when it is saved (product §4.9,
 * §9.3): under 6 players 0, 6-29 players 35, 30 or more 45; never for Quarterly.
 */
export function estimatedEarnings(totalPlayers: number, eventType: number): number {
  if (eventType === EventType.Quarterly || totalPlayers < 6) return 0;
  return totalPlayers < 30 ? 35 : 45;
}

/**
 * A game is reconciled when its deposited earnings equal its actual earnings (product §4.9),
 * compared in whole cents. The games table keeps the flag; deposits apply money to it.
 */
export const isReconciled = (game: { readonly earningsActual: number; readonly earningsDeposited: number }): boolean =>
  Math.round(game.earningsDeposited * 100) === Math.round(game.earningsActual * 100);

export interface GameEarnings {
  readonly earningsEstimated: number;
  readonly earningsActual: number;
}

/**
 * The earnings a game has once it is ended on the points screen: the estimate for its
 * players, and the actual earnings set to that estimate (what the league's screen used to
 * post; 0 for quarterly, whose estimate is 0) unless someone entered another figure since
 * the last ending (Manage Games, deposits): a correction keeps a hand-entered figure.
 */
export function earningsAtEnding(previous: GameEarnings, totalPlayers: number, eventType: number): GameEarnings {
  const earningsEstimated = estimatedEarnings(totalPlayers, eventType);
  const handEntered = previous.earningsActual !== 0 && previous.earningsActual !== previous.earningsEstimated;
  return { earningsEstimated, earningsActual: handEntered ? previous.earningsActual : earningsEstimated };
}
