import { Query } from '@nestjs/cqrs';

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
