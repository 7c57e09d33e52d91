import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { SqlReads } from '../../../../shared/application/sql-reads.js';
import type { LeaderboardPage } from '../../domain/leaderboard-page.js';
import type { LeaderboardRow } from '../../domain/standings-calls.js';
import { StandingsSource, type StandingsRequest } from '../standings-source.js';

export class ListLeaderboardQuery extends Query<Rows<LeaderboardRow>> {
  constructor(
    readonly request: StandingsRequest,
    readonly page: LeaderboardPage | null,
  ) {
    super();
  }
}

/** The leaderboard of a scope and window: rank, then name; total counts every row. */
@QueryHandler(ListLeaderboardQuery)
export class ListLeaderboardHandler implements IQueryHandler<ListLeaderboardQuery> {
  constructor(
    private readonly sql: SqlReads,
    private readonly source: StandingsSource,
  ) {}

  async execute({ request, page }: ListLeaderboardQuery): Promise<Rows<LeaderboardRow>> {
    const totals = await this.source.totals(request);
    const rows = await this.sql.query<LeaderboardRow & { total: number }>(
      `with totals as (${totals.sql})
        select t.ranked, t.player_id as "playerID", pl.player_number as "playerNumber", pl.title as "playerName",
          pl.first_name as "firstName", pl.last_name as "lastName", t.total_points as "totalPoints", t.total_placed as "totalPlaced",
          t.total_won as "totalWon", t.total_games as "totalGames", (count(*) over ())::int as total
        from totals t join players pl on pl.player_id = t.player_id
        order by t.ranked, pl.title, t.player_id${page ? ' limit ? offset ?' : ''}`,
      [...totals.params, ...(page ? [page.limit, page.offset] : [])],
    );
    const total = rows[0]?.total ?? (page && page.offset > 0 ? await this.count(totals.sql, totals.params) : 0);
    return { rows: rows.map(({ total: _total, ...row }) => row), total };
  }

  /** A page past the end has no row to carry the total. */
  private async count(sql: string, params: unknown[]): Promise<number> {
    const [row] = await this.sql.query<{ total: number }>(`select count(*)::int as total from (${sql}) t`, params);
    return row?.total ?? 0;
  }
}
