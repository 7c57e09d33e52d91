/**
 * Tables of other modules this module reads (joins for display and the game schedule:
 * events and their venues, point records to tell a played game). architecture.spec.ts lets
 * a module read only its own tables (its entities') and these, and write only its own.
 */
export const GAMES_READS_FROM = ['events', 'venues', 'points'] as const;
