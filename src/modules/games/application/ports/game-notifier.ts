import type { ClockView } from '../../domain/game-clock.js';

/** Product §3.9: the realtime messages screens listen for. */
export interface DisplayPlayerMessage {
  gameID: number;
  playerName: string;
  buys: string;
  totalPoints: number;
  /** What totalPoints counts (issue 30); null: nothing worth showing. */
  pointsScope?: 'game' | 'season' | 'year' | null;
  collect: string;
}

/** Tells the screens watching a game that something changed (game detail, monitor). */
export abstract class GameNotifier {
  abstract refreshGame(gameID: number): void;
  abstract displayPlayer(message: DisplayPlayerMessage): void;
  /** The game's tournament clock changed (issue 23): the `clock` message, with the server's time at sending. */
  abstract clockChanged(clock: ClockView): void;
}
