import { Injectable } from '@nestjs/common';
import {
  DomainEventSubscriber,
  type EventDelivery,
} from '../../../shared/infrastructure/queue/domain-events.worker.js';
import { SeriesSavedEvent } from '../../venues/domain/series-saved.event.js';
import { GameScheduleQueue } from './game-schedule.queue.js';

/** A recurring event was saved: queue its games (only that: the work is the schedule job's). */
@Injectable()
export class SeriesSavedSubscriber extends DomainEventSubscriber<SeriesSavedEvent> {
  readonly event = SeriesSavedEvent;

  constructor(private readonly queue: GameScheduleQueue) {
    super();
  }

  async handle(saved: SeriesSavedEvent, { key }: EventDelivery): Promise<void> {
    await this.queue.scheduleSeries(saved.eventID, key);
  }
}
