/**
 * Tables of other modules this module reads (joins for display: a game's venue, event and
 * host, a game's point records with their players' names; a game with points may not be
 * deleted; the game schedule reads events and their venues, and point records to tell a
 * played game). architecture.spec.ts lets a module read only its own tables and these, and
 * write only its own.
 */
export const GAMES_READS_FROM = ['venues', 'events', 'players', 'points'] as const;
