import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/application/clock.js';
import { Outbox } from '../../../../shared/application/outbox.js';
import { ReadCache } from '../../../../shared/application/read-cache.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { GameChangedEvent } from '../../domain/game-changed.event.js';
import { changesBetween, HISTORY_ACTIONS } from '../../domain/game-history.js';
import { GameNotFoundError } from '../../domain/games.errors.js';
import { GameHistoryStore } from '../ports/game-history.store.js';
import { RecordGameHistoryCommand } from './record-game-history.command.js';
import { GameNotifier } from '../ports/game-notifier.js';
import { GameRepository } from '../ports/game.repository.js';
import { DeleteGameCommand } from './delete-game.command.js';

/** The game's fields a deletion takes to none in its trail. */
const DELETED_FIELDS = [
  'title',
  'venueID',
  'eventID',
  'hostID',
  'eventType',
  'gameAt',
  'earningsActual',
  'canceled',
] as const;

/**
 * A game with point records is history and stays (cancel it instead); one without goes.
 * Its audit trail stays (append-only): a game that has one, or is past its start, gets the
 * deletion as its last row, in the same transaction.
 */
@CommandHandler(DeleteGameCommand)
export class DeleteGameHandler implements ICommandHandler<DeleteGameCommand> {
  constructor(
    private readonly games: GameRepository,
    private readonly readCache: ReadCache,
    private readonly notifier: GameNotifier,
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly history: GameHistoryStore,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({ gameID, actor }: DeleteGameCommand): Promise<void> {
    const existing = await this.games.findByID(gameID);
    if (!existing) throw new GameNotFoundError();
    await this.unitOfWork.run(async () => {
      await this.games.delete(gameID);
      if (existing.gameAt.getTime() <= this.clock.now().getTime() || (await this.history.hasHistory(gameID))) {
        await this.commandBus.execute(
          new RecordGameHistoryCommand(actor, [
            { gameID, action: HISTORY_ACTIONS.deleted, changes: changesBetween(existing, null, DELETED_FIELDS) },
          ]),
        );
      }
      await this.outbox.add(GameChangedEvent, new GameChangedEvent(gameID, existing, null).toPayload());
    });
    await this.readCache.drop('games');
    // Screens showing it (detail, monitor) reload and find it gone.
    this.notifier.refreshGame(gameID);
  }
}
