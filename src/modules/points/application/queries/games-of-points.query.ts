import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SqlReads } from '../../../../shared/application/sql-reads.js';

/** Where some records are: their game and its type (to read SPEC's shape-dispatched POST /v1/point). */
export interface PointWhereabouts {
  pointID: number;
  gameID: number;
  eventType: number;
}

export class GamesOfPointsQuery extends Query<PointWhereabouts[]> {
  constructor(readonly pointIDs: readonly number[]) {
    super();
  }
}

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
