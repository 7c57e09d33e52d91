import type { PlayerReference } from '../../shared/application/player-merge.js';

/**
 * Tables of other modules this module reads: the host's games (locked while a deposit is
 * applied; their earnings, for the rule and for display), the host's name, the games'
 * venues (display). Games are written only through the games module's
 * RecordGameDepositsCommand. architecture.spec.ts checks these.
 */
export const DEPOSITS_READS_FROM = ['games', 'players', 'venues'] as const;

/** Columns of this module's tables that point at a player, and what a merge does with them (src/shared/application/player-merge.ts). */
export const DEPOSITS_PLAYER_REFERENCES: readonly PlayerReference[] = [
  { table: 'deposits', column: 'host_id', countAs: 'deposits' },
];
