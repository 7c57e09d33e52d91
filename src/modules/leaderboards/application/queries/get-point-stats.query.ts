import { Query } from '@nestjs/cqrs';
import type { PointStatsAnswer } from '../../../points/domain/point-calls.js';
import { type StandingsRequest } from '../standings-source.js';

export class GetPointStatsQuery extends Query<PointStatsAnswer> {
  constructor(
    readonly request: StandingsRequest,
    readonly playerID: number,
  ) {
    super();
  }
}
