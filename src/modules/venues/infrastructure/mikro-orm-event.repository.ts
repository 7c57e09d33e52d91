import { Injectable } from '@nestjs/common';
import { EntityManager, ForeignKeyConstraintViolationException } from '@mikro-orm/postgresql';
import type { RecurringEvent } from '../domain/recurring-event.js';
import type { EventDay, Frequency } from '../domain/event-schedule.js';
import type { EventType } from '../../../shared/domain/event-type.js';
import { EventRepository } from '../application/ports/event.repository.js';
import { NoVenueSelectedError } from '../domain/venues.errors.js';
import { EventEntity } from './event.entity.js';

export function toRecurringEvent(entity: EventEntity): RecurringEvent {
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
export class MikroOrmEventRepository extends EventRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async findByID(eventID: number): Promise<RecurringEvent | null> {
    const entity = await this.em.findOne(EventEntity, { eventID });
    return entity ? toRecurringEvent(entity) : null;
  }

  async save(event: RecurringEvent): Promise<RecurringEvent> {
    const { eventID, ...fields } = event;
    const entity = eventID ? await this.em.findOneOrFail(EventEntity, { eventID }) : this.em.create(EventEntity, fields);
    this.em.assign(entity, fields);
    try {
      await this.em.flush();
    } catch (error) {
      // The venue was deleted since it was looked up.
      if (error instanceof ForeignKeyConstraintViolationException) throw new NoVenueSelectedError();
      throw error;
    }
    return toRecurringEvent(entity);
  }

  async delete(eventID: number): Promise<void> {
    await this.em.nativeDelete(EventEntity, { eventID });
  }
}
