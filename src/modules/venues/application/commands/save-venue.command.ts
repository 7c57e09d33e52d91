import { Command } from '@nestjs/cqrs';
import { type Venue, type VenueInput } from '../../domain/venue.js';

export class SaveVenueCommand extends Command<Venue> {
  constructor(readonly venue: VenueInput) {
    super();
  }
}
