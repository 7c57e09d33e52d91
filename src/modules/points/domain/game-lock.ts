import { UserType } from '../../../shared/domain/user-type.js';
import { GameCanceledError, GameLockedError } from './points.errors.js';

/** How long after its start an ended game stays open to its hosts' corrections. */
export const CORRECTION_WINDOW_MS = 7 * 24 * 60 * 60_000;

export interface LockableGame {
  readonly canceled: boolean;
  readonly gameAt: Date;
  readonly endedAt: Date | null;
}

/**
 * Whether a caller may change a game's records (docs/decisions/0067-game-night-commands.md): never on
 * a canceled game; a game that has not ended, or ended within 7 days of its start, is open
 * to hosts; after that only managers and up may correct it (and end it again).
 */
export function assertGameOpenForChanges(game: LockableGame, callerLevel: number, now: Date): void {
  if (game.canceled) throw new GameCanceledError();
  if (callerLevel >= UserType.Manager || game.endedAt === null) return;
  if (now.getTime() - game.gameAt.getTime() > CORRECTION_WINDOW_MS) throw new GameLockedError();
}
