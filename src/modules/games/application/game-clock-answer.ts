import type { ClockView } from '../domain/game-clock.js';

/**
 * What the clock's read, its writes and the `clock` socket message answer: the clock, the
 * server's time when the answer was made (screens take offset = serverNow - their own
 * time at receipt), and the players still in (for the read and the message after a read).
 */
export interface GameClockAnswer {
  readonly clock: ClockView;
  /** ISO instant: the server's clock when this answer was made. */
  readonly serverNow: string;
  readonly playersLeft: number;
}
