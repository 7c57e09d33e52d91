import type { PlayerReference } from '../../shared/application/player-merge.js';
import { MergeSameGameError } from '../players/domain/player-merge.errors.js';

/**
 * Tables of other modules this module reads: the game a record belongs to (its type, time,
 * flags; locked while a game-night write runs) and the players checked in (names, numbers,
 * banned and suspended, host level). architecture.spec.ts checks these.
 */
export const POINTS_READS_FROM = ['games', 'players'] as const;

/**
 * Columns of this module's tables that point at a player, and what a merge does with them
 * (src/shared/application/player-merge.ts): the duplicate's point records become the
 * survivor's (their games' standings and invite years are recomputed), refused when both
 * have a record of one game (a player plays a game once, and which record to keep is not
 * the server's guess); the records it checked in as host too.
 */
export const POINTS_PLAYER_REFERENCES: readonly PlayerReference[] = [
  {
    table: 'points',
    column: 'player_id',
    onMerge: { kind: 'refuseIfBothHave', key: ['game_id'], error: (games) => new MergeSameGameError(games) },
    countAs: 'points',
    games: { column: 'game_id', as: 'played' },
  },
  { table: 'points', column: 'host_id', countAs: 'pointsCheckedIn' },
];
