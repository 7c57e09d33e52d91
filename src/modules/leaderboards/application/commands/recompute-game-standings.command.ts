import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReadCache } from '../../../../shared/application/read-cache.js';
import type { StandingsScope } from '../../domain/standings-scope.js';
import { StandingsChanges } from '../ports/standings-changes.js';
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
    private readonly changes: StandingsChanges,
  ) {}

  async execute({ gameID, scopes }: RecomputeGameStandingsCommand): Promise<void> {
    const { counted, playerIDs } = await this.store.recomputePlayersOfGame(gameID, scopes);
    await this.readCache.drop('leaderboard_totals');
    // Committed and the kept answers dropped: a page that reads again now sees the new totals.
    // A practice game's ending changed no public standings, so nothing is said about its scopes.
    if (counted) await this.changes.announce({ scopes, gameID, playerIDs });
  }
}
