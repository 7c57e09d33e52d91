import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { LoginThrottle } from '../application/ports/login-throttle.js';

/**
 * Fixed 15-minute windows in Redis, shared by every API process: 5 failures
 * lock an account, 20 an address (a bar's shared Wi-Fi needs headroom).
 * When Redis cannot answer, the throttle steps aside: hosts must be able to log in
 * on game night, and argon2id still makes every guess slow.
 */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 20;
const KNOWN_DOWN = new Set(['reconnecting', 'close', 'end']);

export class RedisLoginThrottle extends LoginThrottle {
  private readonly logger = new Logger(RedisLoginThrottle.name);

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    super();
  }

  async blockedFor(account: string, address: string): Promise<number> {
    return this.unlessRedisIsAway(() => this.minutesBlocked(account, address), 0);
  }

  async recordFailure(account: string, address: string): Promise<void> {
    await this.unlessRedisIsAway(() => this.countFailure(account, address), undefined);
  }

  async clear(account: string): Promise<void> {
    await this.unlessRedisIsAway(async () => void (await this.redis.del(this.accountKey(account))), undefined);
  }

  private async minutesBlocked(account: string, address: string): Promise<number> {
    const [accountFailures, addressFailures] = await this.redis.mget(this.accountKey(account), this.addressKey(address));
    const blocked = Number(accountFailures ?? 0) >= ACCOUNT_FAILURE_LIMIT || Number(addressFailures ?? 0) >= ADDRESS_FAILURE_LIMIT;
    if (!blocked) return 0;
    const ttl = Math.max(await this.redis.ttl(this.accountKey(account)), await this.redis.ttl(this.addressKey(address)), 60);
    return Math.ceil(ttl / 60);
  }

  private async countFailure(account: string, address: string): Promise<void> {
    const pipeline = this.redis.multi();
    for (const key of [this.accountKey(account), this.addressKey(address)]) {
      pipeline.incr(key);
      pipeline.expire(key, LOGIN_WINDOW_SECONDS, 'NX');
    }
    await pipeline.exec();
  }

  private async unlessRedisIsAway<T>(work: () => Promise<T>, fallback: T): Promise<T> {
    // Known to be down: do not make a person wait for a command to time out.
    if (KNOWN_DOWN.has(this.redis.status)) return fallback;
    try {
      return await work();
    } catch (error) {
      this.logger.warn(`Log-in throttle skipped: ${error instanceof Error ? error.message : String(error)}`);
      return fallback;
    }
  }

  private accountKey(account: string): string {
    return `${this.prefix}:login-failures:account:${account}`;
  }

  private addressKey(address: string): string {
    return `${this.prefix}:login-failures:address:${address}`;
  }
}
