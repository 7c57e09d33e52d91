import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReadCache } from '../../../../shared/application/read-cache.js';
import { VENUE_READS } from '../../../venues/application/venue-reads.js';
import { GameNotFoundError } from '../../domain/games.errors.js';
import { GameNotifier } from '../ports/game-notifier.js';
import { GameRepository } from '../ports/game.repository.js';
import { GAME_READS } from '../game-reads.js';

export class DeleteGameCommand extends Command<void> {
  constructor(readonly gameID: number) {
    super();
  }
}

/** A game with point records is history and stays (cancel it instead); one without goes. */
@CommandHandler(DeleteGameCommand)
export class DeleteGameHandler implements ICommandHandler<DeleteGameCommand> {
  constructor(
    private readonly games: GameRepository,
    private readonly readCache: ReadCache,
    private readonly notifier: GameNotifier,
  ) {}

  async execute({ gameID }: DeleteGameCommand): Promise<void> {
    if (!(await this.games.findByID(gameID))) throw new GameNotFoundError();
    await this.games.delete(gameID);
    await this.readCache.drop(GAME_READS, VENUE_READS);
    // Screens showing it (detail, monitor) reload and find it gone.
    this.notifier.refreshGame(gameID);
  }
}
