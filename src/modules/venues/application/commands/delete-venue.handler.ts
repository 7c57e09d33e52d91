import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReadCache } from '../../../../shared/application/read-cache.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { RemoveUnplayedGamesCommand } from '../../../../shared/application/unplayed-games.js';
import { VenueInUseError, VenueNotFoundError } from '../../domain/venues.errors.js';
import { VenueRepository } from '../ports/venue.repository.js';
import { DeleteVenueCommand } from './delete-venue.command.js';

/**
 * A venue whose games nobody played goes with its events and those games (a venue set up
 * by mistake, whose event already scheduled eight weeks); one with a played game is
 * history and stays. One transaction: all of it goes, or nothing.
 */
@CommandHandler(DeleteVenueCommand)
export class DeleteVenueHandler implements ICommandHandler<DeleteVenueCommand> {
  constructor(
    private readonly venues: VenueRepository,
    private readonly commandBus: CommandBus,
    private readonly unitOfWork: UnitOfWork,
    private readonly readCache: ReadCache,
  ) {}

  async execute({ venueID }: DeleteVenueCommand): Promise<void> {
    if (!(await this.venues.findByID(venueID))) throw new VenueNotFoundError();
    await this.unitOfWork.run(async () => {
      const games = await this.commandBus.execute(new RemoveUnplayedGamesCommand({ venueID }));
      if (games.played > 0) throw new VenueInUseError();
      await this.venues.deleteWithSeries(venueID);
    });
    await this.readCache.drop('venues', 'events', 'games');
  }
}
