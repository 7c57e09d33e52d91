import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { type Job, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { countedGameSql } from '../../games/domain/counted-games.js';
import { workerLockOptions } from '../../../shared/infrastructure/queue/queues.js';
import { watchWorker } from '../../../shared/infrastructure/queue/worker-events.js';
import { stopWorker } from '../../../shared/infrastructure/queue/stop-worker.js';
import { WorkLedger } from '../../../shared/infrastructure/queue/work-ledger.js';
import { closeRedis } from '../../../shared/infrastructure/redis/redis-connection.js';
import { RebuildStandingsCommand } from '../application/commands/rebuild-standings.command.js';
import { RecomputeGameStandingsCommand } from '../application/commands/recompute-game-standings.command.js';
import { RecomputeStandingsCommand } from '../application/commands/recompute-standings.command.js';
import type { ScopeType, StandingsScope } from '../domain/standings-scope.js';
import { REBUILD_ALL, RECOMPUTE_GAME, RECOMPUTE_SCOPE, STANDINGS_QUEUE, StandingsQueue } from './standings.queue.js';

const SCOPE_TYPES: readonly ScopeType[] = ['league', 'venue', 'event'];

/** A job's scope, or null when the data is not one (nothing to recompute). */
function scopeOf(data: unknown): StandingsScope | null {
  const scope = (data as { scope?: Partial<StandingsScope> } | null)?.scope;
  if (
    !scope ||
    !SCOPE_TYPES.includes(scope.scopeType!) ||
    !Number.isInteger(scope.scopeID) ||
    typeof scope.period !== 'string'
  )
    return null;
  return { scopeType: scope.scopeType!, scopeID: scope.scopeID!, period: scope.period };
}

/** A game job's `{ gameID, scopes }`, or null when malformed. */
function gameJobOf(data: unknown): { gameID: number; scopes: StandingsScope[] } | null {
  const { gameID, scopes } = (data ?? {}) as { gameID?: unknown; scopes?: unknown };
  if (!Number.isInteger(gameID) || !Array.isArray(scopes)) return null;
  const valid = scopes.map((scope) => scopeOf({ scope }));
  return valid.every((scope) => scope !== null)
    ? { gameID: gameID as number, scopes: valid as StandingsScope[] }
    : null;
}

/**
 * The worker process's side of the standings: runs its queue's jobs (each in its own
 * MikroORM context, with the queue's retries). On start it queues a rebuild when the read
 * model is empty but games have ended (a new install, or the first start after its migration).
 */
@Injectable()
export class StandingsProcessor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(StandingsProcessor.name);
  private worker: Worker | undefined;
  private readonly ledger: WorkLedger;

  constructor(
    private readonly orm: MikroORM,
    private readonly commandBus: CommandBus,
    private readonly queue: StandingsQueue,
    private readonly connection: Redis,
    private readonly options: { prefix: string; lockMs?: number },
  ) {
    this.ledger = new WorkLedger(orm);
  }

  onApplicationBootstrap(): void {
    // Each run is checked off the work ledger when it succeeds (what Redis loses, the sweeper queues again).
    this.worker = new Worker(STANDINGS_QUEUE, (job) => this.ledger.run(job, () => this.process(job)), {
      connection: this.connection,
      prefix: this.options.prefix,
      concurrency: 2,
      ...workerLockOptions(this.options.lockMs ?? 30_000),
    });
    watchWorker(this.worker, this.logger);
    // Not awaited: with Redis away the worker still starts, and this goes through once it is back.
    void this.rebuildIfEmpty().catch((error: unknown) =>
      this.logger.warn(`Standings rebuild not queued: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.worker) await stopWorker(this.worker, this.logger);
    await closeRedis(this.connection);
  }

  async process(job: Job): Promise<void> {
    if (job.name === REBUILD_ALL) {
      await RequestContext.create(this.orm.em, () =>
        this.commandBus.execute(
          new RebuildStandingsCommand(
            (done, total) =>
              void job.updateProgress(total ? Math.floor((100 * done) / total) : 100).catch(() => undefined),
          ),
        ),
      );
      return;
    }
    if (job.name === RECOMPUTE_GAME) {
      const game = gameJobOf(job.data);
      if (game)
        await RequestContext.create(this.orm.em, () =>
          this.commandBus.execute(new RecomputeGameStandingsCommand(game.gameID, game.scopes)),
        );
      return;
    }
    const scope = job.name === RECOMPUTE_SCOPE ? scopeOf(job.data) : null;
    // A malformed job would only fail its retries; there is nothing to recompute.
    if (!scope) return;
    await RequestContext.create(this.orm.em, () => this.commandBus.execute(new RecomputeStandingsCommand([scope])));
  }

  private async rebuildIfEmpty(): Promise<void> {
    const [state] = await this.orm.em
      .fork()
      .execute<{ kept: boolean; ended: boolean }[]>(
        `select exists (select 1 from leaderboard_totals) as kept, exists (select 1 from games g where ${countedGameSql('g')}) as ended`,
      );
    if (state && !state.kept && state.ended) await this.queue.rebuild();
  }
}
