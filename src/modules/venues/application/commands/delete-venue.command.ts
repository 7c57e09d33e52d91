import { Command } from '@nestjs/cqrs';

export class DeleteVenueCommand extends Command<void> {
  constructor(readonly venueID: number) {
    super();
  }
}
