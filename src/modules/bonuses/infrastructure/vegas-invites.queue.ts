import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { DEFAULT_JOB_OPTIONS } from '../../../shared/infrastructure/queue/queues.js';
import { WorkLedger } from '../../../shared/infrastructure/queue/work-ledger.js';
import { closeRedis } from '../../../shared/infrastructure/redis/redis-connection.js';
import { reportRedisErrors } from '../../../shared/infrastructure/redis/redis-outage.js';

/** The BullMQ queue of the Vegas Invites read model and the league's mail after games (prefixed by Settings.queuePrefix). */
export const VEGAS_INVITES_QUEUE = 'vegas-invites';
/** One invite year from the point records: `{ inviteYear }`. */
export const RECOMPUTE_INVITE_YEAR = 'recompute-invite-year';
/** Every invite year: `{ onlyIfEmpty }` (a worker's first start fills an empty read model). */
export const REBUILD_ALL_INVITES = 'rebuild-all-invites';
/** Last month's monthly invites awarded and mailed (the 1st of each month). */
export const MONTHLY_INVITES = 'monthly-invites';
/** The standings mail to an ended game's players: `{ gameID }`. */
export const STANDINGS_MAIL = 'standings-mail';
export const MONTHLY_SCHEDULER_ID = 'monthly-invites';
/** 06:00 on the 1st in the league's zone: the month has ended everywhere the league plays, and nobody is woken at night. */
export const MONTHLY_PATTERN = '0 6 1 * *';

/** Puts the bonuses module's jobs on its queue; VegasInvitesProcessor (worker process) runs them. */
@Injectable()
export class VegasInvitesQueue implements OnApplicationShutdown {
  private readonly logger = new Logger(VegasInvitesQueue.name);
  readonly queue: Queue;

  constructor(
    private readonly connection: Redis,
    prefix: string,
    private readonly settleMs = 0,
    /** Records each recompute in PostgreSQL too, so one Redis loses is queued again by the worker's sweeper. */
    private readonly ledger?: WorkLedger,
  ) {
    this.queue = new Queue(VEGAS_INVITES_QUEUE, { connection, prefix, defaultJobOptions: DEFAULT_JOB_OPTIONS });
    reportRedisErrors(this.queue, 'vegas-invites queue');
  }

  /**
   * One recompute per invite year however many games end while it waits (`settleMs`, the
   * Settings' invitesSettleMs) or runs (one more after it): each reads every record of the
   * year, so a recompute per ending kept the worker busy for seconds on end in a big league.
   */
  async recomputeYear(inviteYear: number): Promise<void> {
    const opts = { delay: this.settleMs, deduplication: { id: `year-${inviteYear}`, keepLastIfActive: true } };
    await (this.ledger
      ? this.ledger.add(this.queue, RECOMPUTE_INVITE_YEAR, { inviteYear }, opts)
      : this.queue.add(RECOMPUTE_INVITE_YEAR, { inviteYear }, opts));
  }

  async standingsMail(gameID: number, key: string): Promise<void> {
    await this.queue.add(STANDINGS_MAIL, { gameID }, { jobId: `standings-${gameID}-${key}` });
  }

  async rebuildAll(onlyIfEmpty: boolean): Promise<void> {
    await this.queue.add(REBUILD_ALL_INVITES, { onlyIfEmpty });
  }

  /** Upserting keeps one scheduler however many workers start. */
  async registerMonthlyRun(timeZone: string): Promise<void> {
    await this.queue.upsertJobScheduler(
      MONTHLY_SCHEDULER_ID,
      { pattern: MONTHLY_PATTERN, tz: timeZone },
      { name: MONTHLY_INVITES, data: {}, opts: DEFAULT_JOB_OPTIONS },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
    await closeRedis(this.connection);
  }
}
