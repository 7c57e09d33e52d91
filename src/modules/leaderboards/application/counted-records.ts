import { countedGameSql } from '../../games/domain/counted-games.js';
import { LAST_PAID_PLACE } from '../../points/domain/placement.js';
import type { InstantRange } from '../../../shared/domain/period.js';
import type { ScopeType } from '../domain/standings-scope.js';

/**
 * What the standings count, in one place for the read model's recompute and the live
 * aggregate alike: the point records (`p`) of the games (`g`) that count toward results
 * (countedGameSql: ended, not canceled, not unlisted). A game not yet ended counts nowhere
 * (its ending is what moves the standings), nor does a practice (unlisted) game.
 */
export const COUNTED_RECORDS = `points p join games g on g.game_id = p.game_id where ${countedGameSql('g')}`;

/**
 * One player's totals over counted records (grouped by player, and by `partitionBy` too when
 * given), ranked 1, 2, 2, 4 by points within each partition (leaderboard-ranking.ts) with SQL's rank().
 */
export const totalsSelect = (partitionBy?: string): string =>
  `p.player_id, sum(p.points)::int as total_points, count(*)::int as total_games,
    (count(*) filter (where p.place between 1 and ${LAST_PAID_PLACE}))::int as total_placed,
    (count(*) filter (where p.place = 1))::int as total_won,
    (rank() over (${partitionBy ? `partition by ${partitionBy} ` : ''}order by sum(p.points) desc))::int as ranked`;

export const TOTALS_SELECT = totalsSelect();

/** The where-clause (after COUNTED_RECORDS) and parameters of a scope's games in a window (no window: all time). */
export function scopeFilter(
  scopeType: ScopeType | 'venue-event',
  ids: { venueID: number; eventID: number },
  range: InstantRange | null,
): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (scopeType === 'venue' || scopeType === 'venue-event') {
    parts.push('g.venue_id = ?');
    params.push(ids.venueID);
  }
  if (scopeType === 'event' || scopeType === 'venue-event') {
    parts.push('g.event_id = ?');
    params.push(ids.eventID);
  }
  if (range) {
    parts.push('g.game_at >= ? and g.game_at < ?');
    params.push(range.start, range.stop);
  }
  return { sql: parts.map((part) => ` and ${part}`).join(''), params };
}
