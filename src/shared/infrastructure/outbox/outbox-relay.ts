import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import pg from 'pg';
import { OUTBOX_CHANNEL } from './mikro-orm.outbox.js';
import type { Redis } from 'ioredis';
import { DEFAULT_JOB_OPTIONS } from '../queue/queues.js';
import { databaseOutage } from '../database/database-outage.js';
import { isRedisConnectionError, redisOutage, reportRedisErrors } from '../redis/redis-outage.js';

const BATCH_SIZE = 100;
const IDLE_DELAY_MS = 1_000;
const RELISTEN_DELAY_MS = 5_000;
/** How long a claimed row is this relay's: a relay that dies mid-way leaves its rows to the others after it. */
const CLAIM_SECONDS = 60;
/** While Redis (or PostgreSQL) refuses, the relay waits longer each time, up to this. */
const MAX_BACKOFF_MS = 5_000;

/**
 * Moves outbox rows to the domain-events queue. Each job's id is the row's id,
 * so a row sent twice (a crash between the add and the mark) is one job; rows are
 * claimed (claimed_until, taken with SKIP LOCKED in one statement) so several workers can
 * relay side by side, and no transaction stays open while Redis is called. With a database URL
 * it also LISTENs on the outbox channel, so a committed event is relayed at once rather
 * than at the next poll; the 1 s poll stays as the safety net when the listener is down.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  /** Ends the current wait, back-off included (shutdown). */
  private halt: (() => void) | undefined;
  /** A notification came while a batch was being relayed: look again before sleeping. */
  private notified = false;
  private listener: pg.Client | undefined;

  constructor(
    private readonly orm: MikroORM,
    private readonly queue: Queue,
    private readonly databaseUrl?: string,
  ) {
    // An EventEmitter's unheard 'error' ends the process; a Redis outage must only pause the relay.
    reportRedisErrors(queue, 'domain-events queue');
  }

  static createQueue(connection: Redis, name: string, prefix: string): Queue {
    return new Queue(name, { connection, prefix, defaultJobOptions: DEFAULT_JOB_OPTIONS });
  }

  onApplicationBootstrap(): void {
    this.running = true;
    this.loop = this.run();
    if (this.databaseUrl) void this.listen(this.databaseUrl);
  }

  async onApplicationShutdown(): Promise<void> {
    this.running = false;
    this.halt?.();
    await this.listener?.end().catch(() => undefined);
    await this.loop;
    await this.queue.close();
  }

  /**
   * Relays one batch; answers how many rows were published. No transaction is open while
   * Redis is called (a Redis outage would hold it, and its row locks, for the whole outage):
   * the rows are claimed for CLAIM_SECONDS in one short statement, added to Redis, then marked
   * published (or released again when Redis refused them) in another.
   */
  async relayOnce(): Promise<number> {
    const em = this.orm.em.fork();
    const rows = await em.execute<{ id: string; type: string; payload: Record<string, unknown> }[]>(
      `update outbox set claimed_until = now() + make_interval(secs => ?) where id in (
        select id from outbox where published_at is null and (claimed_until is null or claimed_until < now()) order by id limit ? for update skip locked
      ) returning id, type, payload`,
      [CLAIM_SECONDS, BATCH_SIZE],
    );
    if (rows.length === 0) return 0;
    rows.sort((a, b) => Number(a.id) - Number(b.id));
    const ids = rows.map((row) => row.id);
    const marks = ids.map(() => '?').join(',');
    try {
      await this.queue.addBulk(
        rows.map((row) => ({
          name: row.type,
          data: { ...row.payload, outboxID: row.id },
          opts: { jobId: `outbox-${row.id}` },
        })),
      );
    } catch (error) {
      await em
        .execute(`update outbox set claimed_until = null, attempts = attempts + 1 where id in (${marks})`, ids)
        .catch(() => undefined);
      throw error;
    }
    await em.execute(
      `update outbox set published_at = now(), claimed_until = null, attempts = attempts + 1 where id in (${marks})`,
      ids,
    );
    return rows.length;
  }

  private async listen(databaseUrl: string): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    this.listener = client;
    const relisten = () => {
      if (this.listener !== client) return;
      this.listener = undefined;
      if (this.running) setTimeout(() => this.running && void this.listen(databaseUrl), RELISTEN_DELAY_MS).unref();
    };
    client.on('notification', () => {
      this.notified = true;
      this.wake?.();
    });
    client.on('error', (error) => {
      if (!databaseOutage.failed('outbox listener', error)) this.logger.warn(`Outbox listener: ${error.message}`);
      void client.end().catch(() => undefined);
      relisten();
    });
    client.on('end', relisten);
    try {
      await client.connect();
      await client.query(`listen ${OUTBOX_CHANNEL}`);
    } catch (error) {
      if (!databaseOutage.failed('outbox listener', error))
        this.logger.warn(`Outbox listener: ${error instanceof Error ? error.message : String(error)}`);
      void client.end().catch(() => undefined);
      relisten();
    }
  }

  private async run(): Promise<void> {
    let failures = 0;
    /** The relay said it paused (a failure that was not PostgreSQL away, which its outage tracker reports). */
    let saidPaused = false;
    while (this.running) {
      let published = 0;
      this.notified = false;
      try {
        published = await this.relayOnce();
        databaseOutage.ready('outbox relay');
        if (saidPaused) this.logger.log('Outbox relay resumed');
        failures = 0;
        saidPaused = false;
      } catch (error) {
        // Redis or PostgreSQL away: the rows stay unpublished and are tried again, less often each time.
        const databaseAway =
          !(redisOutage.down && isRedisConnectionError(error)) && databaseOutage.failed('outbox relay', error);
        if (!databaseAway && !saidPaused) {
          this.logger.warn(`Outbox relay paused: ${error instanceof Error ? error.message : String(error)}`);
          saidPaused = true;
        }
        failures += 1;
      }
      const delay =
        failures > 0
          ? Math.min(MAX_BACKOFF_MS, IDLE_DELAY_MS * 2 ** (failures - 1))
          : published === 0
            ? IDLE_DELAY_MS
            : 0;
      // A notification does not cut a back-off short: Redis is still away.
      if (failures > 0 || (published < BATCH_SIZE && !this.notified))
        await new Promise<void>((resolve) => {
          if (failures === 0) this.wake = resolve;
          this.halt = resolve;
          setTimeout(resolve, delay).unref();
        });
      this.wake = undefined;
      this.halt = undefined;
    }
  }
}
