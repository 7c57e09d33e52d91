import type { PlayerReference } from '../../shared/application/player-merge.js';

/**
 * Tables of other modules this module reads (joins for display and activity: a
 * venue's games, an event's host name). architecture.spec.ts lets a module read
 * only its own tables (its entities') and these, and write only its own.
 */
export const VENUES_READS_FROM = ['games', 'players'] as const;

/** Columns of this module's tables that point at a player, and what a merge does with them (src/shared/application/player-merge.ts). */
export const VENUES_PLAYER_REFERENCES: readonly PlayerReference[] = [
  { table: 'events', column: 'host_id', countAs: 'hostedEvents' },
];
