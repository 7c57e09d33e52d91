/**
 * What Game Detail says and offers (product §2.11, §4.1), as pure rules the specs
 * pin: the status line, the points table's wording, and the buttons each viewer gets.
 */
import type { Schema } from '@/lib/api-reads';
import { ranksByPoints } from '@league/shared/domain/event-type.js';
import { UserType } from '@league/shared/domain/user-type.js';
import { href } from '@/config/paths';

type GameRow = Schema<'GameRow'>;

export const CANCELED_MESSAGE = 'This game has been canceled';
export const NO_POINTS_MESSAGE = 'Points have not been entered yet';
export const NO_PLACES_MESSAGE = 'Places have not been entered yet';

type StatusGame = Pick<GameRow, 'canceled' | 'totalPlayers' | 'eventType' | 'gameAt'>;

/**
 * Product §4.1: a canceled game says so; a game in the past, not canceled, with no
 * players says its points (types 1 and 2) or places (3 and up) are not in yet.
 * Otherwise there is nothing to say.
 */
export function gameStatusMessage(game: StatusGame, now: Date): string | null {
  if (game.canceled) return CANCELED_MESSAGE;
  const past = new Date(game.gameAt).getTime() < now.getTime();
  if (past && game.totalPlayers === 0) return ranksByPoints(game.eventType) ? NO_POINTS_MESSAGE : NO_PLACES_MESSAGE;
  return null;
}

/** Types 1 and 2 rank by points: the table shows Place and Points; 3 and up by places alone. */
export const showsPoints = (eventType: number): boolean => ranksByPoints(eventType);

/** Who is looking: their user type (null for a visitor) and whether host mode is on. */
export interface Viewer {
  readonly userType: number | null;
  readonly hostMode: boolean;
}

export interface GameButtons {
  /** Manage Game -> /update/games/{gameID}; null when not offered. */
  readonly manageGame: string | null;
  /** Manage Points -> the points screen in host mode, else the host agreement first. */
  readonly managePoints: string | null;
  /** Monitor Game, opened in a new tab. */
  readonly monitorGame: string | null;
}

const atLeast = (viewer: Viewer, level: number): boolean => viewer.userType !== null && viewer.userType >= level;

/**
 * Product §2.11: Manage Game for managers; Manage Points for hosts (Host, 20, and up:
 * the level the points screen and the host agreement admit) unless canceled; Monitor
 * Game for managers and admins unless canceled.
 */
export function gameButtons(game: Pick<GameRow, 'gameID' | 'canceled'>, viewer: Viewer): GameButtons {
  const { gameID, canceled } = game;
  const managePoints = viewer.hostMode ? href('managePoints', { gameID }) : href('hostAgreement', { gameID });
  return {
    manageGame: atLeast(viewer, UserType.Manager) ? href('manageGames', { gameID }) : null,
    managePoints: atLeast(viewer, UserType.Host) && !canceled ? managePoints : null,
    monitorGame: atLeast(viewer, UserType.Manager) && !canceled ? href('gameMonitor', { gameID }) : null,
  };
}
