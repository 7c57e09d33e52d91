import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReadCache } from '../../../../shared/application/read-cache.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { RemoveUnplayedGamesCommand } from '../../../../shared/application/unplayed-games.js';
import { EventInUseError, EventNotFoundError } from '../../domain/venues.errors.js';
import { EventRepository } from '../ports/event.repository.js';

export class DeleteEventCommand extends Command<void> {
  constructor(readonly eventID: number) {
    super();
  }
}

/**
 * An event whose games nobody played goes with them (saving an event schedules its next
 * eight weeks at once, so a new event already has games); one with a played game is
 * history: end it with a stop date instead. One transaction: all of it goes, or nothing.
 */
@CommandHandler(DeleteEventCommand)
export class DeleteEventHandler implements ICommandHandler<DeleteEventCommand> {
  constructor(
    private readonly events: EventRepository,
    private readonly commandBus: CommandBus,
    private readonly unitOfWork: UnitOfWork,
    private readonly readCache: ReadCache,
  ) {}

  async execute({ eventID }: DeleteEventCommand): Promise<void> {
    if (!(await this.events.findByID(eventID))) throw new EventNotFoundError();
    await this.unitOfWork.run(async () => {
      const games = await this.commandBus.execute(new RemoveUnplayedGamesCommand({ eventID }));
      if (games.played > 0) throw new EventInUseError();
      await this.events.delete(eventID);
    });
    // Game answers carry this tag too: the removed games leave every list.
    await this.readCache.drop('events', 'games');
  }
}
