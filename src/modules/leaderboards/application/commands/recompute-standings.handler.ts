import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReadCache } from '../../../../shared/application/read-cache.js';
import { standingsTagsOf } from '../standings-reads.js';
import { StandingsChanges } from '../ports/standings-changes.js';
import { StandingsStore } from '../ports/standings.store.js';
import { RecomputeStandingsCommand } from './recompute-standings.command.js';

@CommandHandler(RecomputeStandingsCommand)
export class RecomputeStandingsHandler implements ICommandHandler<RecomputeStandingsCommand> {
  constructor(
    private readonly store: StandingsStore,
    private readonly readCache: ReadCache,
    private readonly changes: StandingsChanges,
  ) {}

  async execute({ scopes }: RecomputeStandingsCommand): Promise<void> {
    await this.store.recompute(scopes);
    await this.readCache.drop(...standingsTagsOf(scopes));
    // Committed and the kept answers dropped: a page that reads again now sees the new totals.
    await this.changes.announce({ scopes, gameID: null, playerIDs: null });
  }
}
