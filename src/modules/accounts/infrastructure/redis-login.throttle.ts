import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { LoginThrottle } from '../application/ports/login-throttle.js';
import { addressKey, GrowingBlock, unlessRedisIsAway, type GrowingDelayRule } from './redis-attempt-limits.js';

/**
 * One account tried from one address: the 5th failure in a row (a forgotten password) blocks
 * that pair for 1 minute, and each failure after a block for twice as long, up to 60 minutes.
 * A log-in forgives them.
 */
export const ACCOUNT_ADDRESS_RULE: GrowingDelayRule = {
  name: 'login:account-address',
  blockAt: 5,
  windowSeconds: 24 * 3600,
  firstDelaySeconds: 60,
  maxDelaySeconds: 3600,
};

/**
 * One address, whichever accounts it tries: the 30th failure in a day (a bar's shared Wi-Fi
 * needs headroom) blocks the address for 1 minute, each one after for twice as long, up to
 * 60 minutes: slow guessing from one address gets about 50 tries a day. A log-in does not
 * forgive these.
 */
export const ADDRESS_RULE: GrowingDelayRule = {
  name: 'login:address',
  blockAt: 30,
  windowSeconds: 24 * 3600,
  firstDelaySeconds: 60,
  maxDelaySeconds: 3600,
};

/** rate-limiter-flexible on Redis (docs/decisions/0085-security-review-login-and-reset-limits.md). */
export class RedisLoginThrottle extends LoginThrottle {
  private readonly logger = new Logger(RedisLoginThrottle.name);
  private readonly byAccountAndAddress: GrowingBlock;
  private readonly byAddress: GrowingBlock;

  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    super();
    this.byAccountAndAddress = new GrowingBlock(redis, prefix, ACCOUNT_ADDRESS_RULE);
    this.byAddress = new GrowingBlock(redis, prefix, ADDRESS_RULE);
  }

  async blockedFor(account: string, address: string): Promise<number> {
    return unlessRedisIsAway(
      this.redis,
      this.logger,
      async () => {
        const [pair, alone] = await Promise.all([
          this.byAccountAndAddress.secondsBlocked(pairKey(account, address)),
          this.byAddress.secondsBlocked(addressKey(address)),
        ]);
        return Math.max(pair, alone);
      },
      0,
    );
  }

  recordFailure(account: string, address: string): Promise<number> {
    return unlessRedisIsAway(
      this.redis,
      this.logger,
      async () =>
        Math.max(
          ...(await Promise.all([
            this.byAccountAndAddress.fail(pairKey(account, address)),
            this.byAddress.fail(addressKey(address)),
          ])),
        ),
      0,
    );
  }

  async clear(account: string, address: string): Promise<void> {
    await unlessRedisIsAway(
      this.redis,
      this.logger,
      () => this.byAccountAndAddress.clear(pairKey(account, address)),
      undefined,
    );
  }
}

const pairKey = (account: string, address: string): string => `${addressKey(address)}|${account}`;
