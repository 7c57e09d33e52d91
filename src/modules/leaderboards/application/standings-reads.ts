import type { StandingsScope } from '../domain/standings-scope.js';

/**
 * The tables every standings answer (totals, stats, event totals, games played) reads: its
 * read-cache tags (ReadCache). `leaderboard_totals` stands for the counted records: only ended
 * games count, and every write that changes what counts is followed by a recompute that
 * writes it and drops it (docs/decisions/0098-module-graph-without-cycles.md).
 */
export const STANDINGS_ANSWER_TABLES = ['leaderboard_totals', 'players', 'venues', 'events'] as const;

/**
 * The tags of a standings answer that reads one scope (totals, a player's rank, games played):
 * its (event, venue) part of `leaderboard_totals`, filled from the route's ids. The event comes
 * first so that one event's drop, `leaderboard_totals:E`, also ends that event's answers asked
 * with a venue. An ending then drops only its own scopes' answers (standingsTagsOf), where it
 * dropped every leaderboard in the league (issue 35). A read of every event's totals at once
 * keeps STANDINGS_ANSWER_TABLES: any part's drop ends it.
 */
export const STANDINGS_SCOPE_ANSWER_TAGS = [
  'leaderboard_totals:{eventID}:{venueID}',
  ...STANDINGS_ANSWER_TABLES.slice(1),
] as const;

/** What a recompute of these scopes drops: the answers that read them (STANDINGS_SCOPE_ANSWER_TAGS), and every whole-table reader. */
export function standingsTagsOf(scopes: readonly StandingsScope[]): string[] {
  const tags = scopes.map(({ scopeType, scopeID }) =>
    scopeType === 'league'
      ? 'leaderboard_totals:0:0'
      : scopeType === 'venue'
        ? `leaderboard_totals:0:${scopeID}`
        : `leaderboard_totals:${scopeID}`,
  );
  return [...new Set(tags)];
}
