import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ReadCache } from '../../../../shared/application/read-cache.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { RemoveUnplayedGamesCommand } from '../../../../shared/application/unplayed-games.js';
import { SeriesInUseError, SeriesNotFoundError } from '../../domain/venues.errors.js';
import { SeriesRepository } from '../ports/series.repository.js';
import { DeleteSeriesCommand } from './delete-series.command.js';

/**
 * An event whose games nobody played goes with them (saving an event schedules its next
 * eight weeks at once, so a new event already has games); one with a played game is
 * history: end it with a stop date instead. One transaction: all of it goes, or nothing.
 */
@CommandHandler(DeleteSeriesCommand)
export class DeleteSeriesHandler implements ICommandHandler<DeleteSeriesCommand> {
  constructor(
    private readonly events: SeriesRepository,
    private readonly commandBus: CommandBus,
    private readonly unitOfWork: UnitOfWork,
    private readonly readCache: ReadCache,
  ) {}

  async execute({ eventID }: DeleteSeriesCommand): Promise<void> {
    if (!(await this.events.findByID(eventID))) throw new SeriesNotFoundError();
    await this.unitOfWork.run(async () => {
      const games = await this.commandBus.execute(new RemoveUnplayedGamesCommand({ eventID }));
      if (games.played > 0) throw new SeriesInUseError();
      await this.events.delete(eventID);
    });
    // Game answers carry this tag too: the removed games leave every list.
    await this.readCache.drop('events', 'games');
  }
}
