import type { PlayerReference } from '../../shared/application/player-merge.js';

/**
 * Tables of other modules this module reads (joins for display: a game's venue, event and
 * host, a game's point records with their players' names; a game with points may not be
 * deleted; the game schedule reads events and their venues, and point records to tell a
 * played game). architecture.spec.ts lets a module read only its own tables and these, and
 * write only its own.
 */
export const GAMES_READS_FROM = ['venues', 'events', 'players', 'points'] as const;

/**
 * Columns of this module's tables that point at a player, and what a merge does with them
 * (src/shared/application/player-merge.ts): the games the duplicate hosted name the survivor
 * (their years' hosting invites are recomputed); the audit trail keeps the ids as they were.
 */
export const GAMES_PLAYER_REFERENCES: readonly PlayerReference[] = [
  { table: 'games', column: 'host_id', countAs: 'hostedGames', games: { column: 'game_id', as: 'hosted' } },
  {
    table: 'game_history',
    column: 'player_id',
    onMerge: { kind: 'keep', why: 'the audit trail names the player as it was (append-only)' },
  },
  {
    table: 'game_history',
    column: 'actor_id',
    onMerge: { kind: 'keep', why: 'the audit trail names who made the change as it was (append-only)' },
  },
];
