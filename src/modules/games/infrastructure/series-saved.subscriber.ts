import { Injectable } from '@nestjs/common';
import { DomainEventSubscriber } from '../../../shared/infrastructure/queue/domain-events.worker.js';
import { SeriesSavedEvent } from '../../venues/domain/series-saved.event.js';
import { GameScheduleQueue } from './game-schedule.queue.js';

/** A recurring event was saved: queue its games (only that: the work is the schedule job's). */
@Injectable()
export class SeriesSavedSubscriber extends DomainEventSubscriber {
  readonly eventType = SeriesSavedEvent.type;

  constructor(private readonly queue: GameScheduleQueue) {
    super();
  }

  async handle(payload: Record<string, unknown>): Promise<void> {
    const event = SeriesSavedEvent.fromPayload(payload);
    if (!event) return;
    await this.queue.scheduleEvent(event.eventID, String(payload.outboxID ?? 'direct'));
  }
}
