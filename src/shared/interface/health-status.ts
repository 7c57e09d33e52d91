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

/**
 * Readiness (GET /v1/health/ready): whether this process can take requests (`process`, from its
 * event loop: ProcessReadiness), with PostgreSQL and Redis named as /v1/health names them but not
 * deciding it (docs/decisions/0140-readiness-is-the-processs-own.md).
 */
export interface ReadinessReport extends HealthReport {
  readonly process: 'up' | 'busy';
}

/** The readiness report of a process in a state: 503 when it is busy (the status), whatever PostgreSQL and Redis do. */
export function readinessOf(report: HealthReport, process: 'up' | 'busy'): ReadinessReport {
  return { status: process === 'up' ? 'up' : 'down', process, postgres: report.postgres, redis: report.redis };
}

/** How often PostgreSQL and Redis are probed, whatever the number of callers asking. */
const REFRESH_MS = 1_000;
/** A round waits this long for a probe's answer; a probe still out then goes on, and the next round waits for it. */
const PROBE_WAIT_MS = 2_000;
/**
 * No answer at all for this long is a service away (packets dropped), not a slow one: a
 * PostgreSQL busy with a game night's surge may take seconds to answer `select 1` and is up
 * all the same (issue 34: slow is not down). A refusal is down at once.
 */
export const SILENT_DOWN_MS = 10_000;

/** One service's probe: never two out at once, however slow the service is. */
class ServiceProbe {
  private pending: Promise<void> | undefined;
  private lastAnswerAt = Date.now();
  state: Check = 'down';

  constructor(
    private readonly check: () => Promise<unknown>,
    private readonly tell?: { down: (error: unknown) => void; up: () => void },
  ) {}

  async round(): Promise<Check> {
    this.pending ??= this.check()
      .then(
        () => {
          this.lastAnswerAt = Date.now();
          this.state = 'up';
          this.tell?.up();
        },
        (error: unknown) => {
          this.lastAnswerAt = Date.now();
          this.state = 'down';
          this.tell?.down(error);
        },
      )
      .finally(() => (this.pending = undefined));
    let timer: NodeJS.Timeout | undefined;
    const answered = await Promise.race([
      this.pending.then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), PROBE_WAIT_MS))),
    ]);
    clearTimeout(timer);
    const silentFor = Date.now() - this.lastAnswerAt;
    if (!answered && silentFor >= SILENT_DOWN_MS && this.state === 'up') {
      this.state = 'down';
      // ETIMEDOUT: a service that does not answer at all (packets dropped) is away, as one that refuses.
      this.tell?.down(Object.assign(new Error(`no answer in ${Math.round(silentFor)} ms`), { code: 'ETIMEDOUT' }));
    }
    return this.state;
  }
}

/**
 * PostgreSQL and Redis status, probed in the background once a second, so /v1/health
 * answers from memory (serveCachedReads replays it before Nest): a monitor polling hard
 * loads neither service, and the status is never more than a probe round old. A service that
 * answers slowly keeps its status; one that refuses is down at once, one silent for
 * SILENT_DOWN_MS too.
 */
@Injectable()
export class HealthStatus implements OnApplicationBootstrap, OnApplicationShutdown {
  private report: HealthReport = { status: 'down', postgres: 'down', redis: 'down' };
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private readonly postgres: ServiceProbe;
  private readonly redisProbe: ServiceProbe;

  constructor(em: EntityManager, redis: Redis) {
    // The probe also tells the process's PostgreSQL outage tracker when the database is away and when it is back.
    this.postgres = new ServiceProbe(() => em.getConnection().execute('select 1'), {
      down: (error) => void databaseOutage.failed('health probe', error),
      up: () => databaseOutage.ready('health probe'),
    });
    this.redisProbe = new ServiceProbe(() => redis.ping());
  }

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
    const [postgres, redis] = await Promise.all([this.postgres.round(), this.redisProbe.round()]);
    const status: Check = postgres === 'up' && redis === 'up' ? 'up' : 'down';
    const last = this.report;
    if (last.status !== status || last.postgres !== postgres || last.redis !== redis)
      this.report = { status, postgres, redis };
  }
}
