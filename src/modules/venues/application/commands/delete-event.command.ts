import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReadCache } from '../../../../shared/application/read-cache.js';
import { EventInUseError, EventNotFoundError } from '../../domain/venues.errors.js';
import { EventRepository } from '../ports/event.repository.js';
import { VENUE_READS } from '../venue-reads.js';

export class DeleteEventCommand extends Command<void> {
  constructor(readonly eventID: number) {
    super();
  }
}

/** An event with games is history: end it with a stop date instead. */
@CommandHandler(DeleteEventCommand)
export class DeleteEventHandler implements ICommandHandler<DeleteEventCommand> {
  constructor(
    private readonly events: EventRepository,
    private readonly readCache: ReadCache,
  ) {}

  async execute({ eventID }: DeleteEventCommand): Promise<void> {
    if (!(await this.events.findByID(eventID))) throw new EventNotFoundError();
    if (await this.events.hasGames(eventID)) throw new EventInUseError();
    await this.events.delete(eventID);
    await this.readCache.drop(VENUE_READS);
  }
}
