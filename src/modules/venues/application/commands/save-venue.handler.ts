import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReadCache } from '../../../../shared/application/read-cache.js';
import { prepareVenue, type Venue } from '../../domain/venue.js';
import { VenueNotFoundError, VenueTitleTakenError } from '../../domain/venues.errors.js';
import { VenueRepository } from '../ports/venue.repository.js';
import { SaveVenueCommand } from './save-venue.command.js';

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
