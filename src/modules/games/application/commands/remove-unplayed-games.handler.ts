import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  RemoveUnplayedGamesCommand,
  type UnplayedGamesOutcome,
} from '../../../../shared/application/unplayed-games.js';
import { GameRepository } from '../ports/game.repository.js';

/**
 * The games side of deleting an event or a venue (shared/application/unplayed-games.ts):
 * in the caller's transaction, removes the scope's games unless one was played. The
 * caller drops the tables it wrote (`games` among them) from the read cache after its commit.
 */
@CommandHandler(RemoveUnplayedGamesCommand)
export class RemoveUnplayedGamesHandler implements ICommandHandler<RemoveUnplayedGamesCommand> {
  constructor(private readonly games: GameRepository) {}

  execute({ scope }: RemoveUnplayedGamesCommand): Promise<UnplayedGamesOutcome> {
    return this.games.removeUnplayed(scope);
  }
}
