import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SqlReads } from '../../../../shared/application/sql-reads.js';
import { type PointWhereabouts, GamesOfPointsQuery } from './games-of-points.query.js';

/** The records found (unknown ids are left out). */
@QueryHandler(GamesOfPointsQuery)
export class GamesOfPointsHandler implements IQueryHandler<GamesOfPointsQuery> {
  constructor(private readonly sql: SqlReads) {}

  execute({ pointIDs }: GamesOfPointsQuery): Promise<PointWhereabouts[]> {
    if (pointIDs.length === 0) return Promise.resolve([]);
    return this.sql.query<PointWhereabouts>(
      `select p.point_id as "pointID", p.game_id as "gameID", g.event_type as "eventType" from points p join games g on g.game_id = p.game_id where p.point_id in (${pointIDs.map(() => '?').join(', ')})`,
      pointIDs,
    );
  }
}
