/**
 * The tables every game answer (lists, by id, the calendar feed) reads: its read-cache tags
 * (ReadCache: answers are tagged by the tables they read, and a write drops the tables it
 * wrote). Game answers show venue, event and player names; their totals are the game's own
 * columns, written when it ends, so no check-in drops them (issue 35: on a Friday a check-in
 * came every moment, and each one drew every list and page of games again).
 */
export const GAME_ANSWER_TABLES = ['games', 'venues', 'events', 'players'] as const;

/**
 * One game's answer (by id): its own row's part of `games` (`games:game:12`), so another game's
 * ending leaves it kept (issue 35: an ending every few seconds on a Friday drew every game's page
 * again). An ending drops its game's part, which also ends the lists (they carry the whole table);
 * every other write to games drops the whole table.
 */
export const ONE_GAME_ANSWER_TABLES = ['games:game:{gameID}', 'venues', 'events', 'players'] as const;

/** Besides those, a game list asked for one player's games (`?playerID=`) reads the point records. */
export const PLAYER_GAMES_ANSWER_TABLES = ['points'] as const;

/**
 * A game's records (GET /v1/game/points): the game's own row and that game's point records only,
 * so a check-in or an ending at another venue leaves them kept (the write drops the game's part of points:
 * partTag('points', 'game', gameID)).
 */
export const GAME_POINTS_ANSWER_TABLES = [...ONE_GAME_ANSWER_TABLES, 'points:game:{gameID}'] as const;
