import { Injectable } from '@nestjs/common';
import { EntityManager, ForeignKeyConstraintViolationException } from '@mikro-orm/postgresql';
import type { Series } from '../domain/series.js';
import { fieldsOf } from '../../../shared/domain/field-table.js';
import { SERIES_FIELDS } from '../domain/series.fields.js';
import { SeriesRepository } from '../application/ports/series.repository.js';
import { NoVenueSelectedError } from '../domain/venues.errors.js';
import { SeriesEntity } from './series.entity.js';

/** The event's fields of its entity, as SERIES_FIELDS lists them: a new field maps without an edit here. */
export const toSeries = (entity: SeriesEntity): Series => fieldsOf(SERIES_FIELDS, entity) as Series;

@Injectable()
export class MikroOrmSeriesRepository extends SeriesRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async findByID(eventID: number): Promise<Series | null> {
    const entity = await this.em.findOne(SeriesEntity, { eventID });
    return entity ? toSeries(entity) : null;
  }

  async save(event: Series): Promise<Series> {
    const { eventID, ...fields } = event;
    const entity = eventID
      ? await this.em.findOneOrFail(SeriesEntity, { eventID })
      : this.em.create(SeriesEntity, fields);
    this.em.assign(entity, fields);
    try {
      await this.em.flush();
    } catch (error) {
      // The venue was deleted since it was looked up.
      if (error instanceof ForeignKeyConstraintViolationException) throw new NoVenueSelectedError();
      throw error;
    }
    return toSeries(entity);
  }

  async delete(eventID: number): Promise<void> {
    await this.em.nativeDelete(SeriesEntity, { eventID });
  }
}
