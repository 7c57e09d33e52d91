import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { ReadCache } from '../../../../shared/application/read-cache.js';
import { Clock } from '../../../../shared/application/clock.js';
import { Outbox } from '../../../../shared/application/outbox.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { SiteInfo } from '../../../../shared/application/site-info.js';
import { leagueDateOf } from '../../../../shared/domain/zoned-period.js';
import { hasHostLevel } from '../../../../shared/domain/user-type.js';
import { GetPlayerLevelQuery } from '../../../players/application/queries/get-player-level.query.js';
import { SeriesSavedEvent } from '../../domain/series-saved.event.js';
import { prepareSeries, type Series } from '../../domain/series.js';
import { SeriesNotFoundError, HostNotEligibleError, NoVenueSelectedError } from '../../domain/venues.errors.js';
import { SeriesRepository } from '../ports/series.repository.js';
import { VenueRepository } from '../ports/venue.repository.js';
import { SaveSeriesCommand } from './save-series.command.js';

@CommandHandler(SaveSeriesCommand)
export class SaveSeriesHandler implements ICommandHandler<SaveSeriesCommand> {
  constructor(
    private readonly events: SeriesRepository,
    private readonly venues: VenueRepository,
    private readonly clock: Clock,
    private readonly site: SiteInfo,
    private readonly queryBus: QueryBus,
    private readonly readCache: ReadCache,
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: Outbox,
  ) {}

  async execute({ event: input }: SaveSeriesCommand): Promise<Series> {
    const existing = input.eventID ? await this.events.findByID(input.eventID) : null;
    if (input.eventID && !existing) throw new SeriesNotFoundError();
    const venue = input.venueID ? await this.venues.findByID(input.venueID) : null;
    if (!venue) throw new NoVenueSelectedError();
    // The same players the host picker offers (/v1/player/list/10).
    if (input.hostID && !hasHostLevel((await this.queryBus.execute(new GetPlayerLevelQuery(input.hostID))) ?? 0))
      throw new HostNotEligibleError();
    const event = prepareSeries(input, existing, venue.title, leagueDateOf(this.clock.now(), this.site.leagueTimeZone));
    // The event and its EventSaved message commit together: the game schedule hears of every save.
    const saved = await this.unitOfWork.run(async () => {
      const written = await this.events.save(event);
      await this.outbox.add(SeriesSavedEvent, new SeriesSavedEvent(written.eventID).toPayload());
      return written;
    });
    await this.readCache.drop('events');
    return saved;
  }
}
