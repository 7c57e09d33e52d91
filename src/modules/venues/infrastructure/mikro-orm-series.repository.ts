import { Injectable } from '@nestjs/common';
import { EntityManager, ForeignKeyConstraintViolationException } from '@mikro-orm/postgresql';
import type { Series } from '../domain/series.js';
import type { EventDay, Frequency } from '../domain/series-schedule.js';
import type { EventType } from '../../../shared/domain/event-type.js';
import { SeriesRepository } from '../application/ports/series.repository.js';
import { NoVenueSelectedError } from '../domain/venues.errors.js';
import { SeriesEntity } from './series.entity.js';

export function toSeries(entity: SeriesEntity): Series {
  return {
    eventID: entity.eventID,
    title: entity.title,
    venueID: entity.venueID,
    hostID: entity.hostID,
    eventType: entity.eventType as EventType,
    eventDay: entity.eventDay as EventDay,
    frequency: entity.frequency as Frequency,
    eventTime: entity.eventTime,
    startDate: entity.startDate,
    effectDate: entity.effectDate,
    stopDate: entity.stopDate,
  };
}

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
    const entity = eventID ? await this.em.findOneOrFail(SeriesEntity, { eventID }) : this.em.create(SeriesEntity, fields);
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
