/**
 * The tables every standings answer (totals, stats, event totals, games played) reads: its
 * read-cache tags (ReadCache). `leaderboard_totals` stands for the counted records: only ended
 * games count, and every write that changes what counts is followed by a recompute that
 * writes it and drops it (docs/decisions/0098-module-graph-without-cycles.md).
 */
export const STANDINGS_ANSWER_TABLES = ['leaderboard_totals', 'players', 'venues', 'events'] as const;
