import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReadCache } from '../../../../shared/application/read-cache.js';
import { prepareVenue, type Venue, type VenueInput } from '../../domain/venue.js';
import { VenueNotFoundError, VenueTitleTakenError } from '../../domain/venues.errors.js';
import { VenueRepository } from '../ports/venue.repository.js';

export class SaveVenueCommand extends Command<Venue> {
  constructor(readonly venue: VenueInput) {
    super();
  }
}

@CommandHandler(SaveVenueCommand)
export class SaveVenueHandler implements ICommandHandler<SaveVenueCommand> {
  constructor(
    private readonly venues: VenueRepository,
    private readonly readCache: ReadCache,
  ) {}

  async execute({ venue: input }: SaveVenueCommand): Promise<Venue> {
    const venue = prepareVenue(input);
    if (venue.venueID && !(await this.venues.findByID(venue.venueID))) throw new VenueNotFoundError();
    const sameTitle = await this.venues.findByTitle(venue.title);
    if (sameTitle && sameTitle.venueID !== venue.venueID) throw new VenueTitleTakenError();
    const saved = await this.venues.save(venue);
    await this.readCache.drop('venues');
    return saved;
  }
}
