import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Outbox } from '../../../../shared/application/outbox.js';
import { ReadCache } from '../../../../shared/application/read-cache.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { VENUE_READS } from '../../../venues/application/venue-reads.js';
import { GameChangedEvent } from '../../domain/game-changed.event.js';
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
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: Outbox,
  ) {}

  async execute({ gameID }: DeleteGameCommand): Promise<void> {
    const existing = await this.games.findByID(gameID);
    if (!existing) throw new GameNotFoundError();
    await this.unitOfWork.run(async () => {
      await this.games.delete(gameID);
      await this.outbox.add(GameChangedEvent.type, new GameChangedEvent(gameID, existing, null).toPayload());
    });
    await this.readCache.drop(GAME_READS, VENUE_READS);
    // Screens showing it (detail, monitor) reload and find it gone.
    this.notifier.refreshGame(gameID);
  }
}
