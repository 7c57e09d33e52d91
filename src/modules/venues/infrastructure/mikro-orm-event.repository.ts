import { Injectable } from '@nestjs/common';
import { EntityManager, ForeignKeyConstraintViolationException } from '@mikro-orm/postgresql';
import type { RecurringEvent } from '../domain/recurring-event.js';
import { fieldsOf } from '../../../shared/domain/field-table.js';
import { EVENT_FIELDS } from '../domain/event.fields.js';
import { EventRepository } from '../application/ports/event.repository.js';
import { NoVenueSelectedError } from '../domain/venues.errors.js';
import { EventEntity } from './event.entity.js';

/** The event's fields of its entity, as EVENT_FIELDS lists them: a new field maps without an edit here. */
export const toRecurringEvent = (entity: EventEntity): RecurringEvent => fieldsOf(EVENT_FIELDS, entity) as RecurringEvent;

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
