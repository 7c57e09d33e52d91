import { Query } from '@nestjs/cqrs';
import type { Rows } from '../../../../shared/application/rows.js';
import type { EventLeaderboardRow } from '../../domain/standings-calls.js';
import { type StandingsRequest } from '../standings-source.js';

export class ListSeriesLeaderboardsQuery extends Query<Rows<EventLeaderboardRow>> {
  constructor(
    readonly request: StandingsRequest,
    /** 0 for every player. */
    readonly playerID: number,
    /** Only each series' leaders (rank 1). */
    readonly leadersOnly: boolean,
  ) {
    super();
  }
}
