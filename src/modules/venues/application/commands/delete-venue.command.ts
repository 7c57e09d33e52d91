import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReadCache } from '../../../../shared/application/read-cache.js';
import { VenueInUseError, VenueNotFoundError } from '../../domain/venues.errors.js';
import { VenueRepository } from '../ports/venue.repository.js';
import { VENUE_READS } from '../venue-reads.js';

export class DeleteVenueCommand extends Command<void> {
  constructor(readonly venueID: number) {
    super();
  }
}

/** A venue with history stays: its games and events point at it. */
@CommandHandler(DeleteVenueCommand)
export class DeleteVenueHandler implements ICommandHandler<DeleteVenueCommand> {
  constructor(
    private readonly venues: VenueRepository,
    private readonly readCache: ReadCache,
  ) {}

  async execute({ venueID }: DeleteVenueCommand): Promise<void> {
    if (!(await this.venues.findByID(venueID))) throw new VenueNotFoundError();
    if (await this.venues.isInUse(venueID)) throw new VenueInUseError();
    await this.venues.delete(venueID);
    await this.readCache.drop(VENUE_READS);
  }
}
