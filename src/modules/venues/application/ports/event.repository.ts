import type { RecurringEvent } from '../../domain/recurring-event.js';

export abstract class EventRepository {
  abstract findByID(eventID: number): Promise<RecurringEvent | null>;
  /** Inserts when eventID is 0; answers the saved event. */
  abstract save(event: RecurringEvent): Promise<RecurringEvent>;
  abstract delete(eventID: number): Promise<void>;
}
