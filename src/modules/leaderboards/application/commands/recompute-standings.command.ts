import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReadCache } from '../../../../shared/application/read-cache.js';
import type { StandingsScope } from '../../domain/standings-scope.js';
import { StandingsChanges } from '../ports/standings-changes.js';
import { StandingsStore } from '../ports/standings.store.js';

/** Recomputes the named (scope, period) rows of the read model from point records. */
export class RecomputeStandingsCommand extends Command<void> {
  constructor(readonly scopes: readonly StandingsScope[]) {
    super();
  }
}

@CommandHandler(RecomputeStandingsCommand)
export class RecomputeStandingsHandler implements ICommandHandler<RecomputeStandingsCommand> {
  constructor(
    private readonly store: StandingsStore,
    private readonly readCache: ReadCache,
    private readonly changes: StandingsChanges,
  ) {}

  async execute({ scopes }: RecomputeStandingsCommand): Promise<void> {
    await this.store.recompute(scopes);
    await this.readCache.drop('leaderboard_totals');
    // Committed and the kept answers dropped: a page that reads again now sees the new totals.
    await this.changes.announce({ scopes, gameID: null, playerIDs: null });
  }
}
