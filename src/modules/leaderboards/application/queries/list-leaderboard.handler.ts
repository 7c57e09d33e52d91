import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { JsonText } from '../../../../shared/application/json-text.js';
import type { Rows } from '../../../../shared/application/rows.js';
import { SqlReads } from '../../../../shared/application/sql-reads.js';
import type { LeaderboardRow } from '../../domain/standings-calls.js';
import type { StandingsScope } from '../../domain/standings-scope.js';
import { StandingsSource, type TotalsSource } from '../standings-source.js';
import { ListLeaderboardQuery, ListLeaderboardJsonQuery } from './list-leaderboard.query.js';

/** The leaderboard of a scope and window: rank, then name; total counts every row. */
@QueryHandler(ListLeaderboardQuery)
export class ListLeaderboardHandler implements IQueryHandler<ListLeaderboardQuery> {
  constructor(
    private readonly sql: SqlReads,
    private readonly source: StandingsSource,
  ) {}

  async execute({ request, page }: ListLeaderboardQuery): Promise<Rows<LeaderboardRow>> {
    const totals = await this.source.totals(request);
    if (!page) {
      const rows = await this.sql.query<LeaderboardRow>(`${SELECT_ROWS(totals.sql)} ${ORDER}`, totals.params);
      return { rows, total: rows.length };
    }
    if (totals.live) {
      // A live aggregate runs once: its rows are counted as they are made.
      const rows = await this.sql.query<LeaderboardRow & { total: number }>(
        `${SELECT_ROWS(totals.sql, ', (count(*) over ())::int as total')} ${ORDER} limit ? offset ?`,
        [...totals.params, page.limit, page.offset],
      );
      const total = rows[0]?.total ?? (page.offset > 0 ? await this.count(totals) : 0);
      return { rows: rows.map(({ total: _total, ...row }) => row), total };
    }
    // A row's rank is 1 + the rows ahead of it, so every row of a page ending at row n ranks n or
    // better: only those are joined and sorted (found by points, RANKED_AT_MOST), not the whole scope.
    // The scope's row count comes stored with them (leaderboard_scopes, written by the worker): one read.
    const scope = totals.scope!;
    const scopeParams = [scope.scopeType, scope.scopeID, scope.period];
    const rows = await this.sql.query<LeaderboardRow & { total: number | null }>(
      `${SELECT_ROWS(totals.sql, `, (select s.row_count from leaderboard_scopes s where s.scope_type = ? and s.scope_id = ? and s.period = ?) as total`)} where ${RANKED_AT_MOST} ${ORDER} limit ? offset ?`,
      [...totals.params, ...scopeParams, ...scopeParams, page.offset + page.limit - 1, page.limit, page.offset],
    );
    const stored = rows[0]?.total;
    return {
      rows: rows.map(({ total: _total, ...row }) => row),
      total: typeof stored === 'number' ? stored : await this.count(totals),
    };
  }

  /** A page of a read-model scope as JSON text (the same answer as execute's); anything else, execute's rows serialized. */
  async json({ request, page }: ListLeaderboardJsonQuery): Promise<JsonText<Rows<LeaderboardRow>>> {
    const totals = await this.source.totals(request);
    if (!page || totals.live)
      return new JsonText(JSON.stringify(await this.execute({ request, page } as ListLeaderboardQuery)));
    const scope = totals.scope!;
    // The hottest read of a game night: planned once per connection (SqlReads.planned).
    const [answer] = await this.sql.planned<{ rows: string | null; total: number | null }>(
      leaderboardPageJsonSql(totals.sql),
      leaderboardPageJsonParams(totals.params, scope, page),
    );
    const total = typeof answer?.total === 'number' ? answer.total : await this.count(totals);
    return new JsonText(`{"rows":[${answer?.rows ?? ''}],"total":${total}}`);
  }

  /** Every row of the scope: its stored count, else (a page past the end, a scope not counted yet) counted. */
  private async count({ sql, params, scope }: TotalsSource): Promise<number> {
    if (scope) {
      const [stored] = await this.sql.query<{ total: number }>(
        'select row_count as total from leaderboard_scopes where scope_type = ? and scope_id = ? and period = ?',
        [scope.scopeType, scope.scopeID, scope.period],
      );
      if (stored) return stored.total;
    }
    const [row] = await this.sql.query<{ total: number }>(`select count(*)::int as total from (${sql}) t`, params);
    return row?.total ?? 0;
  }
}

const SELECT_ROWS = (totals: string, extra = ''): string => `with totals as (${totals})
  select t.ranked, t.player_id as "playerID", pl.player_number as "playerNumber", pl.title as "playerName",
    pl.first_name as "firstName", pl.last_name as "lastName", t.total_points as "totalPoints", t.total_placed as "totalPlaced",
    t.total_won as "totalWon", t.total_games as "totalGames"${extra}
  from totals t join players pl on pl.player_id = t.player_id`;

const ORDER = 'order by t.ranked, pl.title, t.player_id';

/**
 * The scope's rows ranked n or better are those with at least the n-th row's points (fewer than n
 * rows: all of them), found by the points index. There is no index on `ranked`, so a re-rank
 * rewrites its rows in place (issue 35). Parameters: the scope (type, id, period), then n - 1.
 */
const RANKED_AT_MOST = `t.total_points >= coalesce((select c.total_points from leaderboard_totals c
    where c.scope_type = ? and c.scope_id = ? and c.period = ? order by c.total_points desc offset ? limit 1), ${-(2 ** 31)})`;

/**
 * A read-model page as JSON text: `rows` (the page's rows, joined by commas) and `total` (the
 * scope's stored row count); its parameters are leaderboardPageJsonParams'. Exported for the
 * bench's floor (scripts/bench/floor-server.mjs runs this very statement without the framework).
 */
export const leaderboardPageJsonSql = (
  totals: string,
): string => `select (select string_agg(row_to_json(r)::text, ',' order by r.ranked, r."playerName", r."playerID")
    from (${SELECT_ROWS(totals)} where ${RANKED_AT_MOST} ${ORDER} limit ? offset ?) r) as rows,
  (select s.row_count from leaderboard_scopes s where s.scope_type = ? and s.scope_id = ? and s.period = ?) as total`;

/** leaderboardPageJsonSql's parameters: the totals' own, the scope and the page. */
export const leaderboardPageJsonParams = (
  totalsParams: readonly unknown[],
  scope: StandingsScope,
  page: { limit: number; offset: number },
): unknown[] => {
  const scopeParams = [scope.scopeType, scope.scopeID, scope.period];
  return [...totalsParams, ...scopeParams, page.offset + page.limit - 1, page.limit, page.offset, ...scopeParams];
};

/** The leaderboard as JSON text (the API's answer), from the same reads as ListLeaderboardHandler. */
@QueryHandler(ListLeaderboardJsonQuery)
export class ListLeaderboardJsonHandler implements IQueryHandler<ListLeaderboardJsonQuery> {
  constructor(private readonly leaderboard: ListLeaderboardHandler) {}

  execute(query: ListLeaderboardJsonQuery): Promise<JsonText<Rows<LeaderboardRow>>> {
    return this.leaderboard.json(query);
  }
}
