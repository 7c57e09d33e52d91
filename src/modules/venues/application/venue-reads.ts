/**
 * The tables every venue and event answer reads: its read-cache tags (ReadCache: answers are
 * tagged by the tables they read, and a write drops the tables it wrote). Event answers join
 * players' names and the venues' "active" lists are read from games.
 */
export const VENUE_ANSWER_TABLES = ['venues', 'events', 'games', 'players'] as const;
