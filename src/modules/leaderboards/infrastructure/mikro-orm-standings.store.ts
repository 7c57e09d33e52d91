import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SiteInfo } from '../../../shared/application/site-info.js';
import { yieldToEventLoop } from '../../../shared/infrastructure/queue/event-loop-blocks.js';
import { countedGameSql } from '../../games/domain/counted-games.js';
import { COUNTED_RECORDS, scopeFilter, TOTALS_SELECT } from '../application/counted-records.js';
import { StandingsStore, type GameStandingsRecomputed } from '../application/ports/standings.store.js';
import {
  distinctScopes,
  rangeOfStandingsPeriod,
  scopeKey,
  standingsScopesOf,
  type ScopeType,
  type StandingsScope,
} from '../domain/standings-scope.js';

/** Months whose scopes are worked out between two turns of the event loop (about 20 ms of work). */
const MONTHS_PER_SLICE = 100;

/** Stores a scope's row count as its rows now are (an index-only count, once per write, so no read counts). */
const COUNT_SCOPE = `insert into leaderboard_scopes (scope_type, scope_id, period, row_count)
  select ?, ?, ?, count(*)::int from leaderboard_totals where scope_type = ? and scope_id = ? and period = ?
  on conflict (scope_type, scope_id, period) do update set row_count = excluded.row_count`;

/** Reads points and games (leaderboards.tables.ts), writes only leaderboard_totals and each scope's row count (leaderboard_scopes). */
@Injectable()
export class MikroOrmStandingsStore extends StandingsStore {
  constructor(
    private readonly em: EntityManager,
    private readonly site: SiteInfo,
  ) {
    super();
  }

  async recompute(scopes: readonly StandingsScope[]): Promise<void> {
    const zone = this.site.leagueTimeZone;
    await this.em.fork().transactional(async (tx) => {
      for (const { scopeType, scopeID, period } of distinctScopes(scopes)) {
        const filter = scopeFilter(
          scopeType,
          { venueID: scopeID, eventID: scopeID },
          rangeOfStandingsPeriod(period, zone),
        );
        // One recompute of a scope at a time (a job and a rebuild may meet): the second waits, then sees the first's rows to delete.
        await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [scopeKey({ scopeType, scopeID, period })]);
        await tx.execute('delete from leaderboard_totals where scope_type = ? and scope_id = ? and period = ?', [
          scopeType,
          scopeID,
          period,
        ]);
        await tx.execute(
          `insert into leaderboard_totals (scope_type, scope_id, period, player_id, total_points, total_games, total_placed, total_won, ranked)
            select ?, ?, ?, t.* from (select ${TOTALS_SELECT} from ${COUNTED_RECORDS}${filter.sql} group by p.player_id) t`,
          [scopeType, scopeID, period, ...filter.params],
        );
        await tx.execute(COUNT_SCOPE, [scopeType, scopeID, period, scopeType, scopeID, period]);
      }
    });
  }

  async recomputePlayersOfGame(gameID: number, scopes: readonly StandingsScope[]): Promise<GameStandingsRecomputed> {
    const zone = this.site.leagueTimeZone;
    return this.em.fork().transactional(async (tx) => {
      const playersOfGame = 'select player_id from points where game_id = ?';
      for (const scope of distinctScopes(scopes)) {
        const { scopeType, scopeID, period } = scope;
        const filter = scopeFilter(
          scopeType,
          { venueID: scopeID, eventID: scopeID },
          rangeOfStandingsPeriod(period, zone),
        );
        await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [scopeKey(scope)]);
        // The players as an array: looked up by the primary key. As `in (select ...)` the planner, whose statistics
        // count a scope as one row just after a rebuild, walked the whole scope and probed the game's records for
        // each row (11,000 probes for a league's; issue 35's Friday, where this ran once per scope per ending).
        await tx.execute(
          `delete from leaderboard_totals where scope_type = ? and scope_id = ? and period = ? and player_id = any(array(${playersOfGame}))`,
          [scopeType, scopeID, period, gameID],
        );
        await tx.execute(
          `insert into leaderboard_totals (scope_type, scope_id, period, player_id, total_points, total_games, total_placed, total_won, ranked)
            select ?, ?, ?, t.* from (select ${TOTALS_SELECT} from ${COUNTED_RECORDS}${filter.sql} and p.player_id in (${playersOfGame}) group by p.player_id) t`,
          [scopeType, scopeID, period, ...filter.params, gameID],
        );
        // The same rank() as a recompute's, over the scope's stored totals; only rows whose rank moved are written.
        // Hash-joined whatever the statistics say: just after a rebuild they count a scope as one row, and the
        // planner's nested loop then ranks the scope again for every row (minutes for a league's 11,000 players).
        await tx.execute('set local enable_nestloop = off');
        await tx.execute(
          `update leaderboard_totals t set ranked = r.ranked
            from (select player_id, (rank() over (order by total_points desc))::int as ranked from leaderboard_totals
              where scope_type = ? and scope_id = ? and period = ?) r
            where t.scope_type = ? and t.scope_id = ? and t.period = ? and t.player_id = r.player_id and t.ranked <> r.ranked`,
          [scopeType, scopeID, period, scopeType, scopeID, period],
        );
        await tx.execute('set local enable_nestloop = on');
        await tx.execute(COUNT_SCOPE, [scopeType, scopeID, period, scopeType, scopeID, period]);
      }
      const [game] = await tx.execute<{ counted: boolean; playerIDs: number[] | null }[]>(
        `select exists (select 1 from games g where g.game_id = ? and ${countedGameSql('g')}) as counted,
          (select array_agg(distinct player_id order by player_id) from points where game_id = ?) as "playerIDs"`,
        [gameID, gameID],
      );
      return { counted: game?.counted === true, playerIDs: game?.playerIDs ?? [] };
    });
  }

  async allScopes(): Promise<StandingsScope[]> {
    const zone = this.site.leagueTimeZone;
    // One game per venue, event and league month stands for all of that month's games: they share their scopes.
    const months = await this.em
      .fork()
      .execute<{ venueID: number | null; eventID: number | null; gameAt: string | Date }[]>(
        `select g.venue_id as "venueID", g.event_id as "eventID", min(g.game_at) as "gameAt"
        from games g where ${countedGameSql('g')}
        group by g.venue_id, g.event_id, to_char(g.game_at at time zone ?, 'YYYY-MM')`,
        [zone],
      );
    const kept = await this.em
      .fork()
      .execute<{ scopeType: ScopeType; scopeID: number; period: string }[]>(
        'select distinct scope_type as "scopeType", scope_id as "scopeID", period from leaderboard_totals',
      );
    // A league of a million records has some 15,000 such months: their periods (luxon, in the zone) are
    // worked out a slice at a time, letting the worker's other jobs run between (issue 24).
    // Without repeats as they come (distinctScopes, a slice at a time), then in distinctScopes' order.
    const byKey = new Map<string, StandingsScope>();
    for (let from = 0; from < months.length; from += MONTHS_PER_SLICE) {
      if (from > 0) await yieldToEventLoop();
      for (const { venueID, eventID, gameAt } of months.slice(from, from + MONTHS_PER_SLICE))
        for (const scope of standingsScopesOf({ venueID, eventID, gameAt: new Date(gameAt) }, zone))
          byKey.set(scopeKey(scope), scope);
    }
    for (let from = 0; from < kept.length; from += MONTHS_PER_SLICE * 10) {
      await yieldToEventLoop();
      for (const scope of kept.slice(from, from + MONTHS_PER_SLICE * 10)) byKey.set(scopeKey(scope), scope);
    }
    await yieldToEventLoop();
    return distinctScopes([...byKey.values()]);
  }
}
