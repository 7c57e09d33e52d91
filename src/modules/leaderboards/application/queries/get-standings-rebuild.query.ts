import { Query } from '@nestjs/cqrs';
import { type StandingsRebuild } from '../ports/standings-rebuild.queue.js';

/** The latest full rebuild: the one waiting or running, else the last finished one kept; null when none. */
export class GetStandingsRebuildQuery extends Query<StandingsRebuild | null> {}
