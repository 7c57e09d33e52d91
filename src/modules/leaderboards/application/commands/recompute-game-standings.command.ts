import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReadCache } from '../../../../shared/application/read-cache.js';
import type { StandingsScope } from '../../domain/standings-scope.js';
import { StandingsStore } from '../ports/standings.store.js';

/** After a game ended: its players' rows of the scopes it counts in, from their point records, and those scopes ranked again. */
export class RecomputeGameStandingsCommand extends Command<void> {
  constructor(
    readonly gameID: number,
    readonly scopes: readonly StandingsScope[],
  ) {
    super();
  }
}

@CommandHandler(RecomputeGameStandingsCommand)
export class RecomputeGameStandingsHandler implements ICommandHandler<RecomputeGameStandingsCommand> {
  constructor(
    private readonly store: StandingsStore,
    private readonly readCache: ReadCache,
  ) {}

  async execute({ gameID, scopes }: RecomputeGameStandingsCommand): Promise<void> {
    await this.store.recomputePlayersOfGame(gameID, scopes);
    await this.readCache.drop('leaderboard_totals');
  }
}
