import type { GameClockState } from '../../domain/game-clock.js';

/**
 * The games module's tournament clocks (game_clocks). `lock` is used inside the caller's
 * unit of work: the row is made from `fresh` when the game has none yet, and held until
 * the transaction ends, so two writes to one clock run one after the other.
 */
export abstract class GameClockStore {
  abstract find(gameID: number): Promise<GameClockState | null>;
  abstract lock(fresh: GameClockState): Promise<GameClockState>;
  abstract save(state: GameClockState, at: Date): Promise<void>;
  /** The game's point records without a place: the players still in. */
  abstract playersLeft(gameID: number): Promise<number>;
}
