import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { SiteInfo } from '../../../../shared/application/site-info.js';
import { SqlReads } from '../../../../shared/application/sql-reads.js';
import { displayGameTitle } from '../../../games/domain/game-title.js';
import type { HistoryRow } from '../../domain/standings-calls.js';
import { countedGames, GAME_COLUMNS, GAME_JOINS, type GameColumns } from '../standings-list-sql.js';
import { ListPointHistoryQuery } from './list-point-history.query.js';

type SelectedRow = GameColumns & Omit<HistoryRow, 'title'>;

/**
 * A player's records in the counted games (the dashboard's history), newest first. The
 * player's records come by the (player_id, game_id) index; a player has hundreds at most,
 * so the count and the page are two small index walks.
 */
@QueryHandler(ListPointHistoryQuery)
export class ListPointHistoryHandler implements IQueryHandler<ListPointHistoryQuery> {
  constructor(
    private readonly sql: SqlReads,
    private readonly site: SiteInfo,
  ) {}

  async execute({ window, playerID, page }: ListPointHistoryQuery): Promise<Rows<HistoryRow>> {
    const { where, params } = countedGames(window);
    where.push('p.player_id = ?');
    params.push(playerID);
    const records = `from points p join games g on g.game_id = p.game_id where ${where.join(' and ')}`;
    const [{ total }] = (await this.sql.query<{ total: number }>(
      `select count(*)::int as total ${records}`,
      params,
    )) as [{ total: number }];
    if (!total) return { rows: [], total };
    const selected = await this.sql.query<SelectedRow>(
      `select ${GAME_COLUMNS}, p.point_id as "pointID", p.place, p.points, p.bonuses
        from points p join games g on g.game_id = p.game_id ${GAME_JOINS}
        where ${where.join(' and ')}
        order by g.game_at desc, g.game_id desc ${page ? 'limit ? offset ?' : ''}`,
      [this.site.leagueTimeZone, ...params, ...(page ? [page.limit, page.offset] : [])],
    );
    const rows = selected.map(({ ownTitle, doublePoints, canceled, ...row }): HistoryRow => ({
      ...row,
      title: displayGameTitle({
        title: ownTitle,
        venueName: row.venueName,
        eventType: row.eventType,
        doublePoints,
        canceled,
      }),
    }));
    return { rows, total };
  }
}
