import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { type Job, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { DomainEventKind } from '../../domain/domain-event.js';
import { workerLockOptions } from './queues.js';
import { watchWorker } from './worker-events.js';
import { stopWorker } from './stop-worker.js';

/** How an event reached a subscriber. */
export interface EventDelivery {
  /** The outbox row's id ('direct' for a job queued by hand): a key for work that must be done once per event. */
  readonly key: string;
}

/**
 * A module's reaction to one kind of domain event, run by the worker process with retries.
 * It is a provider of its own module's worker module: the worker finds every one (WorkerModule).
 */
export abstract class DomainEventSubscriber<Event = unknown> {
  /** The kind it hears, from the publisher's domain: its payload arrives parsed by the kind's own parser. */
  abstract readonly event: DomainEventKind<Event>;
  abstract handle(event: Event, delivery: EventDelivery): Promise<void>;
}

/**
 * Runs the domain-events queue: each job goes to the subscribers of its type,
 * each inside its own MikroORM context (docs/architecture.md: queue handlers need their own).
 */
@Injectable()
export class DomainEventsWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DomainEventsWorker.name);
  private worker: Worker | undefined;

  constructor(
    private readonly orm: MikroORM,
    private readonly connection: Redis,
    private readonly options: {
      queueName: string;
      prefix: string;
      subscribers: () => readonly DomainEventSubscriber[];
      lockMs?: number;
    },
  ) {}

  /** Found once every module's providers exist (the modules register their own). */
  private subscribers: readonly DomainEventSubscriber[] = [];

  onApplicationBootstrap(): void {
    this.subscribers = this.options.subscribers();
    this.worker = new Worker(this.options.queueName, (job) => this.process(job), {
      connection: this.connection,
      prefix: this.options.prefix,
      concurrency: 4,
      ...workerLockOptions(this.options.lockMs ?? 30_000),
    });
    watchWorker(this.worker, this.logger);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.worker) await stopWorker(this.worker, this.logger);
  }

  /**
   * Runs the job's subscribers, then marks its outbox row completed: until then the worker's
   * sweeper (read-model-sweeper.ts) takes a vanished job as not done and queues it again. A
   * failed mark fails the job, which is retried (its subscribers are recomputes or keyed jobs).
   */
  async process(job: Job): Promise<void> {
    const subscribers = this.subscribers.filter((subscriber) => subscriber.event.type === job.name);
    const payload = (typeof job.data === 'object' && job.data !== null ? job.data : {}) as Record<string, unknown>;
    const outboxID = payload.outboxID;
    if (subscribers.length === 0) this.logger.debug(`No subscriber for ${job.name}; job ${job.id} acknowledged`);
    else
      await RequestContext.create(this.orm.em, async () => {
        for (const subscriber of subscribers) {
          const event = subscriber.event.fromPayload(payload);
          // A payload its own kind cannot read would fail the same way on every retry: it is logged and passed.
          if (event === null)
            this.logger.warn(
              `${job.name} job ${job.id}: the payload is not one; ${subscriber.constructor.name} skipped it`,
            );
          else await subscriber.handle(event, { key: String(outboxID ?? 'direct') });
        }
      });
    if (typeof outboxID === 'string' || typeof outboxID === 'number') {
      await this.orm.em
        .fork()
        .execute('update outbox set completed_at = now() where id = ? and completed_at is null', [outboxID]);
    }
  }
}
