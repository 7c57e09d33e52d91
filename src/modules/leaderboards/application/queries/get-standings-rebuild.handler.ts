import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type StandingsRebuild, StandingsRebuildQueue } from '../ports/standings-rebuild.queue.js';
import { GetStandingsRebuildQuery } from './get-standings-rebuild.query.js';

@QueryHandler(GetStandingsRebuildQuery)
export class GetStandingsRebuildHandler implements IQueryHandler<GetStandingsRebuildQuery> {
  constructor(private readonly rebuilds: StandingsRebuildQueue) {}

  execute(): Promise<StandingsRebuild | null> {
    return this.rebuilds.latest();
  }
}
