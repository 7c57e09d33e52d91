import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { type JobsOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { databaseOutage } from '../database/database-outage.js';
import { closeRedis } from '../redis/redis-connection.js';
import { isRedisConnectionError, redisOutage, reportRedisErrors } from '../redis/redis-outage.js';
import { DEFAULT_JOB_OPTIONS, DOMAIN_EVENTS_QUEUE } from './queues.js';
import { WorkLedger } from './work-ledger.js';

const BATCH = 500;

/**
 * The worker's sweeper (docs/decisions/0095-self-healing-read-models.md): every `everyMs` it
 * queues again what Redis no longer has and PostgreSQL says is not done, once older than
 * `afterMs`:
 * - outbox rows published but not completed (their domain-events job never ran its
 *   subscribers): the same job id `outbox-{id}`, so a job still in Redis is not doubled;
 * - the work ledger's read-model jobs (standings, Vegas Invites) asked for and not run:
 *   added again only when their deduplication id is no longer in Redis.
 * Several workers may sweep side by side: every add is idempotent, and every job a recompute.
 */
@Injectable()
export class ReadModelSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ReadModelSweeper.name);
  private readonly queues = new Map<string, Queue>();
  private readonly ledger: WorkLedger;
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<unknown> | undefined;

  constructor(
    private readonly orm: MikroORM,
    private readonly connection: Redis,
    private readonly options: { prefix: string; everyMs: number; afterMs: number },
  ) {
    this.ledger = new WorkLedger(orm);
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (this.sweeping) return;
      this.sweeping = this.sweepOnce()
        .then(() => databaseOutage.ready('sweeper'))
        .catch((error: unknown) => {
          // Redis or PostgreSQL away: their outage trackers say so once per outage, not a line per sweep.
          if (redisOutage.down && isRedisConnectionError(error)) return;
          if (!databaseOutage.failed('sweeper', error))
            this.logger.warn(`Sweep skipped: ${error instanceof Error ? error.message : String(error)}`);
        })
        .finally(() => (this.sweeping = undefined));
    }, this.options.everyMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    await closeRedis(this.connection);
  }

  /** One sweep; answers how many jobs were queued again. */
  async sweepOnce(): Promise<{ events: number; jobs: number }> {
    const events = await this.sweepOutbox();
    const jobs = await this.sweepLedger();
    if (events + jobs > 0)
      this.logger.warn(`Queued again what Redis had lost: ${events} domain event(s), ${jobs} read-model job(s)`);
    return { events, jobs };
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: this.connection,
        prefix: this.options.prefix,
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      });
      reportRedisErrors(queue, `${name} queue (sweeper)`);
      this.queues.set(name, queue);
    }
    return queue;
  }

  private async sweepOutbox(): Promise<number> {
    const rows = await this.orm.em
      .fork()
      .execute<{ id: string; type: string; payload: Record<string, unknown> }[]>(
        `select id, type, payload from outbox where published_at is not null and completed_at is null and published_at < now() - make_interval(secs => ?) order by id limit ?`,
        [this.options.afterMs / 1000, BATCH],
      );
    const queue = this.queue(DOMAIN_EVENTS_QUEUE);
    let added = 0;
    for (const row of rows) {
      const jobID = `outbox-${row.id}`;
      const job = await queue.getJob(jobID);
      if (job) {
        // Ran, but its completion was not written (PostgreSQL away at that moment): write it now.
        if (await job.isCompleted())
          await this.orm.em
            .fork()
            .execute('update outbox set completed_at = now() where id = ? and completed_at is null', [row.id]);
        continue;
      }
      // Not in Redis: lost, or it completed (and left Redis) after the rows above were read.
      // A run writes completed_at before its job leaves Redis, so read it again.
      const [still] = await this.orm.em
        .fork()
        .execute('select 1 from outbox where id = ? and completed_at is null', [row.id]);
      if (!still) continue;
      await queue.add(row.type, { ...row.payload, outboxID: row.id }, { jobId: jobID });
      added += 1;
    }
    return added;
  }

  private async sweepLedger(): Promise<number> {
    let added = 0;
    for (const work of await this.ledger.overdue(this.options.afterMs, BATCH)) {
      const queue = this.queue(work.queue);
      const dedupID = work.opts.deduplication?.id;
      const present = dedupID
        ? await queue.getDeduplicationJobId(dedupID)
        : work.opts.jobId
          ? await queue.getJob(work.opts.jobId)
          : undefined;
      if (present) continue;
      // Not in Redis: lost, or its run finished after the ledger was read (a run deletes its
      // row before its job leaves Redis), so the same ask must still be there to be lost.
      if (!(await this.ledger.stillDue(work))) continue;
      // At once, and not one more after a running one (keepLastIfActive): the run still due is this one.
      const { delay: _delay, ...opts } = work.opts;
      const again: JobsOptions = dedupID ? { ...opts, deduplication: { id: dedupID } } : opts;
      await queue.add(work.name, work.data, again);
      added += 1;
    }
    return added;
  }
}
