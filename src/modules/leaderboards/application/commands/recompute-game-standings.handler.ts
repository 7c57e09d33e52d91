import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReadCache } from '../../../../shared/application/read-cache.js';
import { standingsTagsOf } from '../standings-reads.js';
import { StandingsChanges } from '../ports/standings-changes.js';
import { StandingsStore } from '../ports/standings.store.js';
import { RecomputeGameStandingsCommand } from './recompute-game-standings.command.js';

@CommandHandler(RecomputeGameStandingsCommand)
export class RecomputeGameStandingsHandler implements ICommandHandler<RecomputeGameStandingsCommand> {
  constructor(
    private readonly store: StandingsStore,
    private readonly readCache: ReadCache,
    private readonly changes: StandingsChanges,
  ) {}

  async execute({ gameID, scopes }: RecomputeGameStandingsCommand): Promise<void> {
    const { counted, playerIDs } = await this.store.recomputePlayersOfGame(gameID, scopes);
    await this.readCache.drop(...standingsTagsOf(scopes));
    // Committed and the kept answers dropped: a page that reads again now sees the new totals.
    // A practice game's ending changed no public standings, so nothing is said about its scopes.
    if (counted) await this.changes.announce({ scopes, gameID, playerIDs });
  }
}
