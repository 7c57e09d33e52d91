import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { type Job, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { workerLockOptions } from './queues.js';
import { watchWorker } from './worker-events.js';

/** A module's reaction to a domain event, run by the worker process with retries. */
export abstract class DomainEventSubscriber {
  abstract readonly eventType: string;
  abstract handle(payload: Record<string, unknown>): Promise<void>;
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
    private readonly options: { queueName: string; prefix: string; subscribers: DomainEventSubscriber[]; lockMs?: number },
  ) {}

  onApplicationBootstrap(): void {
    this.worker = new Worker(this.options.queueName, (job) => this.process(job), {
      connection: this.connection,
      prefix: this.options.prefix,
      concurrency: 4,
      ...workerLockOptions(this.options.lockMs ?? 30_000),
    });
    watchWorker(this.worker, this.logger);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }

  /**
   * Runs the job's subscribers, then marks its outbox row completed: until then the worker's
   * sweeper (read-model-sweeper.ts) takes a vanished job as not done and queues it again. A
   * failed mark fails the job, which is retried (its subscribers are recomputes or keyed jobs).
   */
  async process(job: Job): Promise<void> {
    const subscribers = this.options.subscribers.filter((subscriber) => subscriber.eventType === job.name);
    if (subscribers.length === 0) this.logger.debug(`No subscriber for ${job.name}; job ${job.id} acknowledged`);
    else
      await RequestContext.create(this.orm.em, async () => {
        for (const subscriber of subscribers) await subscriber.handle(job.data as Record<string, unknown>);
      });
    const outboxID = (job.data as { outboxID?: unknown } | null)?.outboxID;
    if (typeof outboxID === 'string' || typeof outboxID === 'number') {
      await this.orm.em.fork().execute('update outbox set completed_at = now() where id = ? and completed_at is null', [outboxID]);
    }
  }
}
