/**
 * The tables every game answer (lists, by id, points, the calendar feed) reads: its read-cache
 * tags (ReadCache: answers are tagged by the tables they read, and a write drops the tables
 * it wrote). Game answers show venue, event and player names and totals from points.
 */
export const GAME_ANSWER_TABLES = ['games', 'venues', 'events', 'players', 'points'] as const;
