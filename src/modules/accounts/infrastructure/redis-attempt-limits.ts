import { Logger } from '@nestjs/common';
import { isIP } from 'node:net';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * The building blocks of the log-in and password reset limits (rate-limiter-flexible on
 * Redis, shared by every API process). Numbers and reasons:
 * docs/decisions/0085-security-review-login-and-reset-limits.md.
 */

/**
 * The key of a client address: an IPv4 address as it is (also when it arrives IPv4-mapped,
 * ::ffff:192.0.2.1), an IPv6 address by its /64, the block one subscriber gets, so an
 * attacker cannot step through the 2^64 addresses of their own network.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.split('%')[0]!.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** A rule of growing delays: from the `blockAt`-th failure in the window on, each failure blocks for twice the last block, up to `maxDelaySeconds`. */
export interface GrowingDelayRule {
  /** Part of the Redis key, e.g. `login:address`. */
  readonly name: string;
  /** The failure that brings the first block (the ones before it cost nothing). */
  readonly blockAt: number;
  readonly windowSeconds: number;
  readonly firstDelaySeconds: number;
  readonly maxDelaySeconds: number;
}

/** The block the n-th failure brings under a rule: 0 before `blockAt`, then first, 2x first, 4x first ... up to the maximum. */
export function delayAfter(rule: GrowingDelayRule, failures: number): number {
  const over = failures - rule.blockAt;
  if (over < 0) return 0;
  return Math.min(rule.firstDelaySeconds * 2 ** Math.min(over, 30), rule.maxDelaySeconds);
}

/**
 * Failures counted per key over a fixed window from the first one; from the rule's
 * `blockAt`-th on, each failure blocks the key for a growing delay (two limiters: one counts, one
 * holds the block, so a block never resets the count).
 */
export class GrowingBlock {
  private readonly failures: RateLimiterRedis;
  private readonly blocks: RateLimiterRedis;

  constructor(
    redis: Redis,
    prefix: string,
    readonly rule: GrowingDelayRule,
  ) {
    this.failures = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}:limits:${rule.name}:failures`,
      points: rule.blockAt,
      duration: rule.windowSeconds,
    });
    this.blocks = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}:limits:${rule.name}:blocked`,
      points: 1,
      duration: rule.maxDelaySeconds,
    });
  }

  /** Seconds the key is blocked for, 0 when it is free. */
  async secondsBlocked(key: string): Promise<number> {
    const block = await this.blocks.get(key);
    return block && block.consumedPoints > 1 && block.msBeforeNext > 0 ? Math.ceil(block.msBeforeNext / 1000) : 0;
  }

  /** Counts a failure; answers the block it brings (seconds), 0 before `blockAt`. */
  async fail(key: string): Promise<number> {
    const counted = await this.failures.penalty(key);
    const delay = delayAfter(this.rule, counted.consumedPoints);
    if (delay > 0) await this.blocks.block(key, delay);
    return delay;
  }

  async clear(key: string): Promise<void> {
    await Promise.all([this.failures.delete(key), this.blocks.delete(key)]);
  }
}

/** A fixed window of `points` attempts per key: each take counts one. */
export class FixedWindow {
  private readonly limiter: RateLimiterRedis;

  constructor(redis: Redis, prefix: string, name: string, points: number, windowSeconds: number) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}:limits:${name}`,
      points,
      duration: windowSeconds,
    });
  }

  /** Counts one attempt: 0 when it is within the window's share, else the seconds until the window ends. */
  async take(key: string): Promise<number> {
    try {
      await this.limiter.consume(key);
      return 0;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw refusal;
    }
  }
}

const KNOWN_DOWN = new Set(['reconnecting', 'close', 'end']);

/**
 * When Redis cannot answer, the limits step aside: hosts must be able to log in on game
 * night, argon2id still makes every guess slow, and a reset link still needs its 256-bit token.
 */
export async function unlessRedisIsAway<T>(
  redis: Redis,
  logger: Logger,
  work: () => Promise<T>,
  fallback: T,
): Promise<T> {
  // Known to be down: do not make a person wait for a command to time out.
  if (KNOWN_DOWN.has(redis.status)) return fallback;
  try {
    return await work();
  } catch (error) {
    logger.warn(`Attempt limits skipped: ${error instanceof Error ? error.message : String(error)}`);
    return fallback;
  }
}
