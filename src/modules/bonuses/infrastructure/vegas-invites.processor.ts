import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { type Job, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { workerLockOptions } from '../../../shared/infrastructure/queue/queues.js';
import { keepJobScheduler } from '../../../shared/infrastructure/queue/recurring-jobs.js';
import { watchWorker } from '../../../shared/infrastructure/queue/worker-events.js';
import { stopWorker } from '../../../shared/infrastructure/queue/stop-worker.js';
import { WorkLedger } from '../../../shared/infrastructure/queue/work-ledger.js';
import { closeRedis } from '../../../shared/infrastructure/redis/redis-connection.js';
import { RebuildAllInvitesCommand } from '../application/commands/rebuild-all-invites.command.js';
import { RecomputeInviteYearCommand } from '../application/commands/recompute-invite-year.command.js';
import { SendMonthlyInvitesCommand } from '../application/commands/send-monthly-invites.command.js';
import { SendStandingsMailCommand } from '../application/commands/send-standings-mail.command.js';
import {
  MONTHLY_INVITES,
  MONTHLY_SCHEDULER_ID,
  REBUILD_ALL_INVITES,
  RECOMPUTE_INVITE_YEAR,
  STANDINGS_MAIL,
  VEGAS_INVITES_QUEUE,
  VegasInvitesQueue,
} from './vegas-invites.queue.js';

const wholeNumber = (value: unknown): number | undefined =>
  Number.isInteger(value) && (value as number) > 0 ? (value as number) : undefined;

/**
 * The worker process's side of the invites: runs the queue's jobs one at a time (each in
 * its own MikroORM context, with the queue's retries), and on start registers the monthly
 * run and fills the read model if it is empty (a first start, the demo's included).
 */
@Injectable()
export class VegasInvitesProcessor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(VegasInvitesProcessor.name);
  private worker: Worker | undefined;
  private readonly ledger: WorkLedger;
  private stopKeeping: (() => void) | undefined;

  constructor(
    private readonly orm: MikroORM,
    private readonly commandBus: CommandBus,
    private readonly queue: VegasInvitesQueue,
    private readonly connection: Redis,
    private readonly options: { prefix: string; leagueTimeZone: string; lockMs?: number; checkEveryMs?: number },
  ) {
    this.ledger = new WorkLedger(orm);
  }

  onApplicationBootstrap(): void {
    // Each run is checked off the work ledger when it succeeds (what Redis loses, the sweeper queues again).
    this.worker = new Worker(VEGAS_INVITES_QUEUE, (job) => this.ledger.run(job, () => this.process(job)), {
      connection: this.connection,
      prefix: this.options.prefix,
      concurrency: 1,
      ...workerLockOptions(this.options.lockMs ?? 30_000),
    });
    watchWorker(this.worker, this.logger);
    // The monthly run is registered again whenever Redis has lost it (an empty restart, a flush).
    this.stopKeeping = keepJobScheduler(
      this.queue.queue,
      MONTHLY_SCHEDULER_ID,
      () => this.queue.registerMonthlyRun(this.options.leagueTimeZone),
      {
        connection: this.connection,
        everyMs: this.options.checkEveryMs ?? 60_000,
        logger: this.logger,
      },
    );
    void this.queue
      .rebuildAll(true)
      .catch((error: unknown) =>
        this.logger.warn(`Vegas Invites rebuild not queued: ${error instanceof Error ? error.message : String(error)}`),
      );
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopKeeping?.();
    if (this.worker) await stopWorker(this.worker, this.logger);
    await closeRedis(this.connection);
  }

  async process(job: Job): Promise<unknown> {
    const data = (job.data ?? {}) as Record<string, unknown>;
    const command = (() => {
      switch (job.name) {
        case RECOMPUTE_INVITE_YEAR: {
          const inviteYear = wholeNumber(data.inviteYear);
          return inviteYear === undefined ? undefined : new RecomputeInviteYearCommand(inviteYear);
        }
        case STANDINGS_MAIL: {
          const gameID = wholeNumber(data.gameID);
          return gameID === undefined ? undefined : new SendStandingsMailCommand(gameID);
        }
        case REBUILD_ALL_INVITES:
          return new RebuildAllInvitesCommand(data.onlyIfEmpty === true);
        case MONTHLY_INVITES:
          return new SendMonthlyInvitesCommand();
        default:
          return undefined;
      }
    })();
    // A malformed job would only fail its retries: there is nothing to do.
    if (!command) return undefined;
    return RequestContext.create(this.orm.em, () => this.commandBus.execute(command));
  }
}
