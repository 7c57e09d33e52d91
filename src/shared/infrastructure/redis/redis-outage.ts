import { Logger } from '@nestjs/common';

/** After Redis is back, connection errors this soon are the old outage's stragglers, not a new one. */
const STRAGGLER_MS = 2_000;

/** Socket-level failures: Redis cannot be reached, as opposed to a command Redis refused. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const CONNECTION_MESSAGES =
  /Connection is closed|Stream isn't writeable|connect ETIMEDOUT|Command timed out|Reached the max retries per request limit|LOADING Redis is loading/i;

/** Whether an error means Redis cannot be reached (it comes back on its own: ioredis reconnects). */
export function isRedisConnectionError(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    (typeof code === 'string' && CONNECTION_CODES.has(code)) ||
    (typeof message === 'string' && CONNECTION_MESSAGES.test(message))
  );
}

/**
 * One process's view of Redis being away. Every connection, queue and worker reports its
 * errors here instead of logging them (each reconnect attempt of each one used to print a
 * line: hundreds a minute); the process says once that Redis is away, naming who noticed,
 * and once, with the outage's length, when a connection is ready again.
 * Errors that are not about reaching Redis (a command refused) are logged as they come.
 */
export class RedisOutage {
  private since: number | undefined;
  private recoveredAt = -Infinity;

  constructor(
    private readonly logger: Pick<Logger, 'warn' | 'log'> = new Logger('Redis'),
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the process is in an outage it has reported. */
  get down(): boolean {
    return this.since !== undefined;
  }

  /** `source` (a connection, queue or worker) had an error. */
  failed(source: string, error: Error): void {
    if (!isRedisConnectionError(error)) {
      this.logger.warn(`${source}: ${error.message}`);
      return;
    }
    if (this.since !== undefined || this.now() - this.recoveredAt < STRAGGLER_MS) return;
    this.since = this.now();
    this.logger.warn(
      `Redis is unreachable (${source}: ${error.message}); queued work waits and every connection retries on its own`,
    );
  }

  /** `source` connected (again). */
  ready(source: string): void {
    if (this.since === undefined) return;
    const seconds = (this.now() - this.since) / 1000;
    this.since = undefined;
    this.recoveredAt = this.now();
    this.logger.log(
      `Redis is back after ${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s (${source} reconnected)`,
    );
  }
}

/** The process's tracker: every Redis connection, BullMQ queue and worker of the process reports to it. */
export const redisOutage = new RedisOutage();

/**
 * Routes an emitter's 'error' events (a BullMQ Queue or Worker, whose unheard 'error'
 * would end the process) to the outage tracker instead of a line per error.
 */
export function reportRedisErrors<T extends { on(event: 'error', listener: (error: Error) => void): unknown }>(
  emitter: T,
  source: string,
): T {
  emitter.on('error', (error: Error) => redisOutage.failed(source, error));
  return emitter;
}
