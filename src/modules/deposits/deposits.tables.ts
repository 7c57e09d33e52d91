/**
 * Tables of other modules this module reads: the host's games (locked while a deposit is
 * applied; their earnings, for the rule and for display), the host's name, the games'
 * venues (display). Games are written only through the games module's
 * RecordGameDepositsCommand. architecture.spec.ts checks these.
 */
export const DEPOSITS_READS_FROM = ['games', 'players', 'venues'] as const;
