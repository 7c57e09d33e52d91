import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReadCache } from '../../../../shared/application/read-cache.js';
import { StandingsStore } from '../ports/standings.store.js';
import { RebuildStandingsCommand } from './rebuild-standings.command.js';

/** A batch's transaction stays short, so the reads and the workers wait on none for long. */
const SCOPES_PER_BATCH = 50;

/**
 * Batch by batch, each in its own transaction: a rebuild cut short (a worker killed) leaves
 * every batch it finished right, and running it again finishes the rest.
 */
@CommandHandler(RebuildStandingsCommand)
export class RebuildStandingsHandler implements ICommandHandler<RebuildStandingsCommand> {
  constructor(
    private readonly store: StandingsStore,
    private readonly readCache: ReadCache,
  ) {}

  async execute({ onProgress }: RebuildStandingsCommand): Promise<number> {
    const scopes = await this.store.allScopes();
    onProgress(0, scopes.length);
    for (let done = 0; done < scopes.length; done += SCOPES_PER_BATCH) {
      await this.store.recompute(scopes.slice(done, done + SCOPES_PER_BATCH));
      onProgress(Math.min(done + SCOPES_PER_BATCH, scopes.length), scopes.length);
    }
    await this.readCache.drop('leaderboard_totals');
    return scopes.length;
  }
}
