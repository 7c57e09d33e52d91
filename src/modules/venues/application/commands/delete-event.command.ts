import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventInUseError, EventNotFoundError } from '../../domain/venues.errors.js';
import { EventRepository } from '../ports/event.repository.js';

export class DeleteEventCommand extends Command<void> {
  constructor(readonly eventID: number) {
    super();
  }
}

/** An event with games is history: end it with a stop date instead. */
@CommandHandler(DeleteEventCommand)
export class DeleteEventHandler implements ICommandHandler<DeleteEventCommand> {
  constructor(private readonly events: EventRepository) {}

  async execute({ eventID }: DeleteEventCommand): Promise<void> {
    if (!(await this.events.findByID(eventID))) throw new EventNotFoundError();
    if (await this.events.hasGames(eventID)) throw new EventInUseError();
    await this.events.delete(eventID);
  }
}
