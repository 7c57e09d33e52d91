/**
 * Tables of other modules this module reads (joins for display and activity: a
 * venue's games, an event's host name). architecture.spec.ts lets a module read
 * only its own tables (its entities') and these, and write only its own.
 */
export const VENUES_READS_FROM = ['games', 'players'] as const;
