import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import { SiteInfo } from '../../../../shared/application/site-info.js';
import { SqlReads } from '../../../../shared/application/sql-reads.js';
import { leagueDateRange } from '../../../../shared/domain/zoned-period.js';
import { VISITOR } from '../../domain/game.js';
import type { GameRow } from '../../domain/game-row.js';
import { listedFor, selectGameRows } from '../game-rows.js';
import { NextGameQuery } from './next-game.query.js';

/**
 * The next game of a type on or after a date ("The next Quarterly Tournament", home):
 * at most one row. Canceled games are passed over (the next one that will be played is
 * meant), and so are unlisted ones: the form has no `all`.
 */
@QueryHandler(NextGameQuery)
export class NextGameHandler implements IQueryHandler<NextGameQuery> {
  constructor(
    private readonly sql: SqlReads,
    private readonly site: SiteInfo,
  ) {}

  async execute({ hostID, venueID, eventType, start, viewer }: NextGameQuery): Promise<Rows<GameRow>> {
    const conditions = ['g.game_at >= ?', 'not g.canceled', listedFor(VISITOR)];
    const params: unknown[] = [leagueDateRange(start, start, this.site.leagueTimeZone).start];
    for (const [column, value] of [
      ['g.host_id', hostID],
      ['g.venue_id', venueID],
      ['g.event_type', eventType],
    ] as const) {
      if (value) {
        conditions.push(`${column} = ?`);
        params.push(value);
      }
    }
    const rows = await selectGameRows(
      this.sql,
      this.site,
      viewer,
      `where ${conditions.join(' and ')} order by g.game_at, g.game_id limit 1`,
      params,
    );
    return { rows, total: rows.length };
  }
}
