import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';
import { databaseOutage } from '../infrastructure/database/database-outage.js';

export type Check = 'up' | 'down';
export interface HealthReport {
  readonly status: Check;
  readonly postgres: Check;
  readonly redis: Check;
}

/** How often PostgreSQL and Redis are probed, whatever the number of callers asking. */
const REFRESH_MS = 1_000;
/** A probe that has not answered by then counts as down. */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * PostgreSQL and Redis status, probed in the background once a second, so /v1/health
 * answers from memory (serveCachedReads replays it before Nest): a monitor polling hard
 * loads neither service, and the status is never more than a probe round old.
 */
@Injectable()
export class HealthStatus implements OnApplicationBootstrap, OnApplicationShutdown {
  private report: HealthReport = { status: 'down', postgres: 'down', redis: 'down' };
  private timer?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly em: EntityManager,
    private readonly redis: Redis,
  ) {}

  /** The latest report; the same object until the status changes. */
  current(): HealthReport {
    return this.report;
  }

  async onApplicationBootstrap(): Promise<void> {
    // The first answer is a real one: probed before the server listens.
    await this.refresh();
    this.schedule();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private schedule(): void {
    if (this.stopped) return;
    // One round at a time: the next starts a second after the last one ended.
    this.timer = setTimeout(() => void this.refresh().finally(() => this.schedule()), REFRESH_MS);
    this.timer.unref();
  }

  private async refresh(): Promise<void> {
    const [postgres, redis] = await Promise.all([
      // The probe also tells the process's PostgreSQL outage tracker when the database is away and when it is back.
      this.probe(() => this.em.getConnection().execute('select 1'), {
        down: (error) => void databaseOutage.failed('health probe', error),
        up: () => databaseOutage.ready('health probe'),
      }),
      this.probe(() => this.redis.ping()),
    ]);
    const status: Check = postgres === 'up' && redis === 'up' ? 'up' : 'down';
    const last = this.report;
    if (last.status !== status || last.postgres !== postgres || last.redis !== redis) this.report = { status, postgres, redis };
  }

  private async probe(check: () => Promise<unknown>, tell?: { down: (error: unknown) => void; up: () => void }): Promise<Check> {
    let timer: NodeJS.Timeout | undefined;
    // ETIMEDOUT: a service that does not answer at all (packets dropped) is away, as one that refuses.
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(Object.assign(new Error(`no answer in ${PROBE_TIMEOUT_MS} ms`), { code: 'ETIMEDOUT' })), PROBE_TIMEOUT_MS)));
    try {
      await Promise.race([check(), timeout]);
      tell?.up();
      return 'up';
    } catch (error) {
      tell?.down(error);
      return 'down';
    } finally {
      clearTimeout(timer);
    }
  }
}
