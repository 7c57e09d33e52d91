import { Injectable } from '@nestjs/common';
import {
  EntityManager,
  ForeignKeyConstraintViolationException,
  raw,
  UniqueConstraintViolationException,
} from '@mikro-orm/postgresql';
import { fieldsOf } from '../../../shared/domain/field-table.js';
import type { Venue } from '../domain/venue.js';
import { VENUE_FIELDS } from '../domain/venue.fields.js';
import { VenueInUseError, VenueTitleTakenError } from '../domain/venues.errors.js';
import { VenueRepository } from '../application/ports/venue.repository.js';
import { SeriesEntity } from './series.entity.js';
import { VenueEntity } from './venue.entity.js';

/** The venue's fields of its entity, as VENUE_FIELDS lists them: a new field maps without an edit here. */
export const toVenue = (entity: VenueEntity): Venue => fieldsOf(VENUE_FIELDS, entity);

@Injectable()
export class MikroOrmVenueRepository extends VenueRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async findByID(venueID: number): Promise<Venue | null> {
    const entity = await this.em.findOne(VenueEntity, { venueID });
    return entity ? toVenue(entity) : null;
  }

  async findByTitle(title: string): Promise<Venue | null> {
    const entity = await this.em.findOne(VenueEntity, { [raw('lower(title)')]: title.toLowerCase() });
    return entity ? toVenue(entity) : null;
  }

  async save(venue: Venue): Promise<Venue> {
    const { venueID, ...fields } = venue;
    const entity = venueID
      ? await this.em.findOneOrFail(VenueEntity, { venueID })
      : this.em.create(VenueEntity, fields);
    this.em.assign(entity, fields);
    try {
      await this.em.flush();
    } catch (error) {
      // Two managers saving the same new title at once: the database decides.
      if (error instanceof UniqueConstraintViolationException) throw new VenueTitleTakenError();
      throw error;
    }
    return toVenue(entity);
  }

  async deleteWithSeries(venueID: number): Promise<void> {
    try {
      await this.em.nativeDelete(SeriesEntity, { venueID });
      await this.em.nativeDelete(VenueEntity, { venueID });
    } catch (error) {
      // A game added since the venue's games were cleared: the foreign key decides.
      if (error instanceof ForeignKeyConstraintViolationException) throw new VenueInUseError();
      throw error;
    }
  }
}
