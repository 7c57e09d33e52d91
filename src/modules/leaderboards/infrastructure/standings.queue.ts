import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Job, type JobsOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { DEFAULT_JOB_OPTIONS } from '../../../shared/infrastructure/queue/queues.js';
import { WorkLedger } from '../../../shared/infrastructure/queue/work-ledger.js';
import { closeRedis } from '../../../shared/infrastructure/redis/redis-connection.js';
import { distinctScopes, scopeKey, type StandingsScope } from '../domain/standings-scope.js';
import { reportRedisErrors } from '../../../shared/infrastructure/redis/redis-outage.js';

/** The BullMQ queue of the standings read model (prefixed by Settings.queuePrefix like every queue). */
export const STANDINGS_QUEUE = 'standings';
/** Recompute one (scope, period): `{ scope }`. */
export const RECOMPUTE_SCOPE = 'recompute-scope';
/** Recompute the rows of one ended game's players in the scopes it counts in: `{ gameID, scopes }`. */
export const RECOMPUTE_GAME = 'recompute-game';
/** Recompute every (scope, period). */
export const REBUILD_ALL = 'rebuild-all';

/**
 * Finished jobs are not kept: a scope's job id is free again once it ran, and every job
 * recomputes from the records, so a job run again answers the same.
 */
const STANDINGS_JOB_OPTIONS = { ...DEFAULT_JOB_OPTIONS, removeOnComplete: true };

/**
 * A game's own jobs (no priority: BullMQ runs those first) take a few milliseconds; a whole
 * league scope re-aggregates up to every record of the league and waits behind them, and a
 * rebuild behind everything, so a player's new standing never queues behind a league's year.
 */
const LEAGUE_SCOPE_PRIORITY = 10;
const REBUILD_PRIORITY = 20;
/** A full rebuild is kept when done (the last 20), so its 100 % shows on the admin screen and the jobs dashboard. */
const REBUILD_JOB_OPTIONS = { removeOnComplete: { count: 20 }, priority: REBUILD_PRIORITY };

/**
 * Puts standings jobs on the queue; the worker process's StandingsProcessor runs them. With a
 * work ledger (always, but in a few unit tests) each job is also recorded in PostgreSQL, so
 * one Redis loses is queued again by the worker's sweeper (docs/decisions/0095-self-healing-read-models.md).
 */
@Injectable()
export class StandingsQueue implements OnApplicationShutdown {
  private readonly logger = new Logger(StandingsQueue.name);
  readonly queue: Queue;

  constructor(
    private readonly connection: Redis,
    prefix: string,
    private readonly ledger?: WorkLedger,
  ) {
    this.queue = new Queue(STANDINGS_QUEUE, { connection, prefix, defaultJobOptions: STANDINGS_JOB_OPTIONS });
    // An unheard 'error' ends the process; a Redis outage must only delay the standings.
    reportRedisErrors(this.queue, 'standings queue');
  }

  /**
   * One job per (scope, period), deduplicated by its key: many endings in a row make one
   * waiting job per scope, and one that comes while that scope's job runs makes one more
   * after it (keepLastIfActive), so no change is read by a recompute that began before it.
   */
  async recompute(scopes: readonly StandingsScope[]): Promise<void> {
    await this.addBulk(
      distinctScopes(scopes).map((scope) => ({
        name: RECOMPUTE_SCOPE,
        data: { scope },
        opts: {
          deduplication: { id: `scope-${scopeKey(scope)}`, keepLastIfActive: true },
          ...(scope.scopeType === 'league' ? { priority: LEAGUE_SCOPE_PRIORITY } : {}),
        },
      })),
    );
  }

  /**
   * One job for a game that ended: its players' rows in `scopes`. Deduplicated by game (an
   * ending again while one waits is read by the waiting job; while one runs, one more runs after).
   */
  async recomputeGame(gameID: number, scopes: readonly StandingsScope[]): Promise<void> {
    await this.add(
      RECOMPUTE_GAME,
      { gameID, scopes: distinctScopes(scopes) },
      { deduplication: { id: `game-${gameID}`, keepLastIfActive: true } },
    );
  }

  /** Every scope, once however often asked while one rebuild waits or runs. */
  async rebuild(): Promise<void> {
    await this.add(
      REBUILD_ALL,
      {},
      { ...REBUILD_JOB_OPTIONS, deduplication: { id: REBUILD_ALL, keepLastIfActive: true } },
    );
  }

  /**
   * An admin's rebuild: a new one, or the one already waiting or running (the same
   * deduplication id, without keepLastIfActive: BullMQ answers the existing job's id).
   */
  async startRebuild(): Promise<Job> {
    const added = await this.add(REBUILD_ALL, {}, { ...REBUILD_JOB_OPTIONS, deduplication: { id: REBUILD_ALL } });
    return (await Job.fromId(this.queue, added.id!)) ?? added;
  }

  /** The rebuild waiting or running, else the last finished one kept (or failed); undefined when none. */
  async latestRebuild(): Promise<Job | undefined> {
    const current = await this.queue.getDeduplicationJobId(REBUILD_ALL);
    const job = current ? await Job.fromId(this.queue, current) : undefined;
    if (job) return job;
    const finished = (await this.queue.getJobs(['completed', 'failed'], 0, 199)).filter(
      (candidate) => candidate.name === REBUILD_ALL,
    );
    return finished.sort((a, b) => (b.finishedOn ?? 0) - (a.finishedOn ?? 0))[0];
  }

  /**
   * Whether a job shown as active has lost its worker: its lock ran out (the worker was killed
   * or blocked) and BullMQ's next stalled check will queue it again.
   */
  async isStalled(job: Job): Promise<boolean> {
    if (!(await job.isActive())) return false;
    return (await this.connection.exists(`${this.queue.toKey(String(job.id))}:lock`)) === 0;
  }

  private add(name: string, data: Record<string, unknown>, opts: JobsOptions): Promise<Job> {
    return this.ledger ? this.ledger.add(this.queue, name, data, opts) : this.queue.add(name, data, opts);
  }

  private addBulk(jobs: { name: string; data: Record<string, unknown>; opts: JobsOptions }[]): Promise<Job[]> {
    return this.ledger ? this.ledger.addBulk(this.queue, jobs) : this.queue.addBulk(jobs);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
    await closeRedis(this.connection);
  }
}
