import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import pg from 'pg';
import { OUTBOX_CHANNEL } from './mikro-orm.outbox.js';
import type { Redis } from 'ioredis';
import { DEFAULT_JOB_OPTIONS } from '../queue/queues.js';
import { reportRedisErrors } from '../redis/redis-outage.js';

const BATCH_SIZE = 100;
const IDLE_DELAY_MS = 1_000;
const RELISTEN_DELAY_MS = 5_000;


/**
 * Moves outbox rows to the domain-events queue. Each job's id is the row's id,
 * so a row sent twice (a crash between the add and the mark) is one job; rows are
 * claimed with SKIP LOCKED so several workers can relay side by side. With a database URL
 * it also LISTENs on the outbox channel, so a committed event is relayed at once rather
 * than at the next poll; the 1 s poll stays as the safety net when the listener is down.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
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
    this.wake?.();
    await this.listener?.end().catch(() => undefined);
    await this.loop;
    await this.queue.close();
  }

  /** Relays one batch; answers how many rows were published. */
  async relayOnce(): Promise<number> {
    const em = this.orm.em.fork();
    return em.transactional(async (tx) => {
      const rows = await tx.execute<{ id: string; type: string; payload: Record<string, unknown> }[]>(
        'select id, type, payload from outbox where published_at is null order by id limit ? for update skip locked',
        [BATCH_SIZE],
      );
      if (rows.length === 0) return 0;
      await this.queue.addBulk(rows.map((row) => ({ name: row.type, data: { ...row.payload, outboxID: row.id }, opts: { jobId: `outbox-${row.id}` } })));
      await tx.execute(`update outbox set published_at = now(), attempts = attempts + 1 where id in (${rows.map(() => '?').join(',')})`, rows.map((row) => row.id));
      return rows.length;
    });
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
      this.logger.warn(`Outbox listener: ${error.message}`);
      void client.end().catch(() => undefined);
      relisten();
    });
    client.on('end', relisten);
    try {
      await client.connect();
      await client.query(`listen ${OUTBOX_CHANNEL}`);
    } catch (error) {
      this.logger.warn(`Outbox listener: ${error instanceof Error ? error.message : String(error)}`);
      void client.end().catch(() => undefined);
      relisten();
    }
  }

  private async run(): Promise<void> {
    while (this.running) {
      let published = 0;
      this.notified = false;
      try {
        published = await this.relayOnce();
      } catch (error) {
        // Redis or PostgreSQL away: the rows stay unpublished and are tried again.
        this.logger.warn(`Outbox relay paused: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (published < BATCH_SIZE && !this.notified) await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, published === 0 ? IDLE_DELAY_MS : 0).unref();
      });
    }
  }
}
