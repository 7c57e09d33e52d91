import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type StandingsRebuild, StandingsRebuildQueue } from '../ports/standings-rebuild.queue.js';

/** The latest full rebuild: the one waiting or running, else the last finished one kept; null when none. */
export class GetStandingsRebuildQuery extends Query<StandingsRebuild | null> {}

@QueryHandler(GetStandingsRebuildQuery)
export class GetStandingsRebuildHandler implements IQueryHandler<GetStandingsRebuildQuery> {
  constructor(private readonly rebuilds: StandingsRebuildQueue) {}

  execute(): Promise<StandingsRebuild | null> {
    return this.rebuilds.latest();
  }
}
