import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { SiteInfo } from '../../../../shared/application/site-info.js';
import { SqlReads } from '../../../../shared/application/sql-reads.js';
import { leagueDateRange } from '../../../../shared/domain/zoned-period.js';
import type { GameRow } from '../../domain/game-row.js';
import { listedFor, selectGameRows } from '../game-rows.js';
import { ListGamesQuery } from './list-games.query.js';

@QueryHandler(ListGamesQuery)
export class ListGamesHandler implements IQueryHandler<ListGamesQuery> {
  constructor(
    private readonly sql: SqlReads,
    private readonly site: SiteInfo,
  ) {}

  async execute({ filter, page, all, viewer }: ListGamesQuery): Promise<Rows<GameRow>> {
    // League days as instants, so the (…, game_at) indexes answer it.
    const window = leagueDateRange(filter.start, filter.stop, this.site.leagueTimeZone);
    const conditions = [
      'g.game_at >= ?',
      'g.game_at < ?',
      listedFor(all ? viewer : { ...viewer, seesUnlisted: false }),
    ];
    const params: unknown[] = [window.start, window.stop];
    for (const [column, id] of [
      ['g.host_id', filter.hostID],
      ['g.venue_id', filter.venueID],
      ['g.event_id', filter.eventID],
      ['g.event_type', filter.eventType],
    ] as const) {
      if (id) {
        conditions.push(`${column} = ?`);
        params.push(id);
      }
    }
    if (filter.playerID) {
      conditions.push('exists (select 1 from points p where p.game_id = g.game_id and p.player_id = ?)');
      params.push(filter.playerID);
    }
    const where = `where ${conditions.join(' and ')}`;
    if (!page) {
      const rows = await selectGameRows(this.sql, this.site, viewer, `${where} order by g.game_at, g.game_id`, params);
      return { rows, total: rows.length };
    }
    const [{ total }] = (await this.sql.query<{ total: number }>(
      `select count(*)::int as total from games g ${where}`,
      params,
    )) as [{ total: number }];
    // The page's ids first (an index-only scan), then the joins for those rows alone, so a deep
    // page does not join and format every row it skips; `= any(array(…))` has the planner look
    // the ids up by key rather than hash the whole table against them.
    const newestFirst = 'order by g.game_at desc, g.game_id desc';
    const pageIDs = `select g.game_id from games g ${where} ${newestFirst} limit ? offset ?`;
    const rows = total
      ? await selectGameRows(this.sql, this.site, viewer, `where g.game_id = any(array(${pageIDs})) ${newestFirst}`, [
          ...params,
          page.limit,
          page.offset,
        ])
      : [];
    return { rows, total };
  }
}
