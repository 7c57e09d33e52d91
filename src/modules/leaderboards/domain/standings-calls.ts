/**
 * The standings reads (SPEC 7, docs/api.md "Points, leaderboards and invites"): what each
 * answers. The site imports these types, so the screens and the server agree on one shape.
 * Every list answers `{ rows, total }` (shared/application/rows.ts). `start`/`stop` in the
 * paths are league dates (yyyy-MM-dd, both included); venueID / eventID / playerID 0 = any.
 * Answers come from the read models (leaderboard totals, invite rows) kept by the workers.
 */

/**
 * SPEC §3 "Leaderboard row": one player's totals in a scope and period, ranked 1, 2, 2, 4
 * by totalPoints (leaderboard-ranking.ts).
 * GET /v1/point/totals/{venueID}/{eventID}/{start}/{stop}/{page}/{pageSize}
 * (page 1-based; pageSize 0 = every row, the quarterly standings' form), ordered by rank then name.
 */
export interface LeaderboardRow {
  ranked: number;
  playerID: number;
  playerNumber: number;
  playerName: string;
  firstName: string;
  lastName: string;
  totalPoints: number;
  /** Final tables: games placed 1st-8th. */
  totalPlaced: number;
  /** Games won (1st). */
  totalWon: number;
  /** Games played (a record in the game). */
  totalGames: number;
}

/**
 * The event leaderboard's rows (SPEC §2 "Event leaderboard").
 * GET /v1/point/games/{venueID}/{eventID}/{playerID}/{winnersOnly}/{start}/{stop}: one row per
 * placed record of each game in the window (winnersOnly 1: only 1st place), newest game first,
 * then by place. The event slot takes the tokens 3 (every Quarterly game: quarterly champions)
 * and 4 (every Tournament: national champions) as well as real event ids (docs/decisions/0073-standings-lists-and-bench.md);
 * `/v1/point/games/0/3/0/1` and `/0/4/0/1` (no dates) cover all years.
 * GET /v1/point/events/{venueID}/{eventID}/{playerID}/{flag}/{start}/{stop}: one row per
 * player per event (the event's totals), by event then rank.
 */
export interface EventLeaderboardRow {
  /** Per-game rows; 0 on per-event rows. */
  gameID: number;
  /** ISO instant of the game (per-game rows); null on per-event rows. */
  gameAt: string | null;
  /** The game's display title (per-game rows) or the event's title. */
  title: string;
  venueID: number | null;
  venueName: string;
  venueTimeZone: string;
  eventID: number | null;
  eventName: string | null;
  eventType: number;
  playerID: number;
  playerNumber: number;
  playerName: string;
  /** Per-game rows: the place (1-8). Per-event rows: the rank in the event's totals. */
  ranked: number;
  totalPoints: number;
}

/**
 * A player's history (SPEC §2 "Player dashboard"): their records, newest first.
 * GET /v1/point/history/{venueID}/{eventID}/{playerID}/{start}/{stop}/{page}/{pageSize}
 */
export interface HistoryRow {
  pointID: number;
  gameID: number;
  gameAt: string;
  title: string;
  venueID: number | null;
  venueName: string;
  venueTimeZone: string;
  eventID: number | null;
  eventName: string | null;
  eventType: number;
  place: number;
  points: number;
  bonuses: number;
}

/**
 * GET /v1/point/stats/{venueID}/{eventID}/{playerID}/{start}/{stop} (also .../{year}/{period})
 * answers PointStatsAnswer (points/domain/point-calls.ts): { totalPoints, ranked }.
 */

/** GET /v1/player/stats/{venueID}/{eventID}/{start}/{stop}: games played by player, the top 10. */
export interface PlayerGamesRow {
  playerID: number;
  playerNumber: number;
  playerName: string;
  totalGames: number;
}

/** GET /v1/venue/stats/{venueID}/{eventID}/{start}/{stop}: games played (ended, not canceled) by venue. */
export interface VenueGamesRow {
  venueID: number;
  venueName: string;
  totalGames: number;
}
