import type { EntityManager } from '@mikro-orm/postgresql';
import { MikroOrmOutbox } from '../../../shared/infrastructure/outbox/mikro-orm.outbox.js';
import { SeriesSavedEvent } from '../domain/series-saved.event.js';
import { prepareSeries, type SeriesInput, type Series } from '../domain/series.js';
import { prepareVenue, type Venue, type VenueInput } from '../domain/venue.js';
import { SeriesEntity } from './series.entity.js';
import { MikroOrmSeriesRepository } from './mikro-orm-series.repository.js';
import { MikroOrmVenueRepository } from './mikro-orm-venue.repository.js';
import { VenueEntity } from './venue.entity.js';

/** When a record was made and last changed; history the use cases would stamp with "now". */
export interface RecordDates {
  readonly createdAt: Date;
  readonly updatedAt?: Date;
}

/**
 * The venues module's part of the demo league, also used by the test builders:
 * venues and events checked by the module's own rules (prepareVenue,
 * prepareSeries, as the save commands do) and saved by its repositories. A
 * dozen venues and a score of events: one save each is quick enough.
 */
export class VenuesDemoSeeder {
  private readonly venues: MikroOrmVenueRepository;
  private readonly events: MikroOrmSeriesRepository;

  constructor(private readonly em: EntityManager) {
    this.venues = new MikroOrmVenueRepository(em);
    this.events = new MikroOrmSeriesRepository(em);
  }

  async addVenue(input: Omit<VenueInput, 'venueID'>, dates?: RecordDates): Promise<Venue> {
    const venue = await this.venues.save(prepareVenue({ ...input, venueID: 0 }));
    if (dates)
      await this.em.nativeUpdate(
        VenueEntity,
        { venueID: venue.venueID },
        { createdAt: dates.createdAt, updatedAt: dates.updatedAt ?? dates.createdAt },
      );
    return venue;
  }

  /** `today` (yyyy-MM-dd, league time) is the start date of an event given none. */
  async addSeries(
    input: Omit<SeriesInput, 'eventID'>,
    venue: Pick<Venue, 'title'>,
    today: string,
    dates?: RecordDates,
  ): Promise<Series> {
    const event = await this.events.save(prepareSeries({ ...input, eventID: 0 }, null, venue.title, today));
    if (dates)
      await this.em.nativeUpdate(
        SeriesEntity,
        { eventID: event.eventID },
        { createdAt: dates.createdAt, updatedAt: dates.updatedAt ?? dates.createdAt },
      );
    // Saved like any event (SaveSeriesHandler): the game schedule hears of it once the worker relays it.
    await new MikroOrmOutbox(this.em).add(SeriesSavedEvent, new SeriesSavedEvent(event.eventID).toPayload());
    return event;
  }
}
