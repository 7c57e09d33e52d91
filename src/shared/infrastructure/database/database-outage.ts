import { Logger } from '@nestjs/common';
import { isDatabaseUnreachable } from './database-unreachable.js';

/** After PostgreSQL is back, failures this soon are the old outage's stragglers, not a new one. */
const STRAGGLER_MS = 2_000;

/**
 * One process's view of PostgreSQL being away, as RedisOutage is for Redis (issue 20: one
 * line per outage per process, one on recovery with the outage's length). What noticed the
 * outage (a request answered 503, the health probe, the worker's sweeper or outbox relay)
 * reports here instead of logging a line each time: a 6 s cut under load used to print a
 * line per 503 (hundreds) and the sweeper one per sweep. What comes back first (the API's
 * health probe every second, the worker's next sweep or relay batch) says it is back.
 * A failure that is not about reaching PostgreSQL is not this tracker's: `failed` answers
 * false and the caller logs it as before.
 */
export class DatabaseOutage {
  private since: number | undefined;
  private recoveredAt = -Infinity;

  constructor(
    private readonly logger: Pick<Logger, 'warn' | 'log'> = new Logger('PostgreSQL'),
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the process is in an outage it has reported. */
  get down(): boolean {
    return this.since !== undefined;
  }

  /** `source` failed with `error`: answers whether it was PostgreSQL being away (then it is taken care of). */
  failed(source: string, error: unknown): boolean {
    if (!isDatabaseUnreachable(error)) return false;
    if (this.since !== undefined || this.now() - this.recoveredAt < STRAGGLER_MS) return true;
    this.since = this.now();
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    this.logger.warn(
      `PostgreSQL is unreachable (${source}: ${message}); requests that need it answer 503 with Retry-After until it is back`,
    );
    return true;
  }

  /** `source` reached PostgreSQL (again). */
  ready(source: string): void {
    if (this.since === undefined) return;
    const seconds = (this.now() - this.since) / 1000;
    this.since = undefined;
    this.recoveredAt = this.now();
    this.logger.log(
      `PostgreSQL is back after ${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s (${source})`,
    );
  }
}

/** The process's tracker: the error filter, the health probe, the sweeper and the outbox relay report to it. */
export const databaseOutage = new DatabaseOutage();
