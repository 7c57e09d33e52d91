import type { PlayerReference } from '../../shared/application/player-merge.js';

/**
 * Tables of other modules this module reads: point records and their games (the totals are
 * recomputed from them, canceled games left out; the standings lists read them as they
 * are), players (names on the rows), venues and events (the event leaderboard's titles).
 * architecture.spec.ts checks these.
 */
export const LEADERBOARDS_READS_FROM = ['points', 'games', 'players', 'venues', 'events'] as const;

/**
 * Columns of this module's tables that point at a player, and what a merge does with them
 * (src/shared/application/player-merge.ts): the duplicate's rows of the standings read model
 * go (the scopes of its games are recomputed after the commit, from the outbox's
 * PlayersMerged, which counts them for the survivor).
 */
export const LEADERBOARDS_PLAYER_REFERENCES: readonly PlayerReference[] = [
  {
    table: 'leaderboard_totals',
    column: 'player_id',
    onMerge: {
      kind: 'drop',
      // Each scope the duplicate had a row in loses that one row: its stored count follows (issue 24).
      dropStatement: `with gone as (delete from leaderboard_totals where player_id = ? returning scope_type, scope_id, period)
        update leaderboard_scopes s set row_count = s.row_count - 1 from gone g
        where s.scope_type = g.scope_type and s.scope_id = g.scope_id and s.period = g.period`,
    },
  },
];
