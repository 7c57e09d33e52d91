import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CurrentPasswordThrottle, SecondStepThrottle } from '../application/ports/second-step-throttle.js';
import { addressKey, GrowingBlock, unlessRedisIsAway, type GrowingDelayRule } from './redis-attempt-limits.js';
import { ADDRESS_RULE } from './redis-login.throttle.js';

/**
 * Wrong codes of one account, across challenges: the 5th in a day locks the second step for
 * 15 minutes, each one after a lockout for twice as long, up to 4 hours. A guesser who has the
 * password gets about 12 codes a day (a 6-digit code with a step either side: about 1 in
 * 300,000 each), and the account's email hears of each lockout.
 */
export const SECOND_STEP_RULE: GrowingDelayRule = {
  name: 'second-step:account',
  blockAt: 5,
  windowSeconds: 24 * 3600,
  firstDelaySeconds: 15 * 60,
  maxDelaySeconds: 4 * 3600,
};

/** Wrong current passwords of one account given from its sessions: as a log-in's account rule (5th: 1 minute, doubling to 60). */
export const CURRENT_PASSWORD_RULE: GrowingDelayRule = {
  name: 'current-password:account',
  blockAt: 5,
  windowSeconds: 24 * 3600,
  firstDelaySeconds: 60,
  maxDelaySeconds: 3600,
};

/** rate-limiter-flexible on Redis; like the log-in's limits, they step aside when Redis is away. */
export class RedisSecondStepThrottle extends SecondStepThrottle {
  private readonly logger = new Logger(RedisSecondStepThrottle.name);
  private readonly byAccount: GrowingBlock;

  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    super();
    this.byAccount = new GrowingBlock(redis, prefix, SECOND_STEP_RULE);
  }

  lockedFor(playerID: number): Promise<number> {
    return unlessRedisIsAway(this.redis, this.logger, () => this.byAccount.secondsBlocked(String(playerID)), 0);
  }

  recordFailure(playerID: number): Promise<number> {
    return unlessRedisIsAway(this.redis, this.logger, () => this.byAccount.fail(String(playerID)), 0);
  }

  clear(playerID: number): Promise<void> {
    return unlessRedisIsAway(this.redis, this.logger, () => this.byAccount.clear(String(playerID)), undefined);
  }
}

/** Per account (CURRENT_PASSWORD_RULE) and per address (the log-in's own address count, shared with it). */
export class RedisCurrentPasswordThrottle extends CurrentPasswordThrottle {
  private readonly logger = new Logger(RedisCurrentPasswordThrottle.name);
  private readonly byAccount: GrowingBlock;
  private readonly byAddress: GrowingBlock;

  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    super();
    this.byAccount = new GrowingBlock(redis, prefix, CURRENT_PASSWORD_RULE);
    this.byAddress = new GrowingBlock(redis, prefix, ADDRESS_RULE);
  }

  blockedFor(playerID: number, address: string): Promise<number> {
    return unlessRedisIsAway(
      this.redis,
      this.logger,
      async () =>
        Math.max(
          ...(await Promise.all([
            this.byAccount.secondsBlocked(String(playerID)),
            this.byAddress.secondsBlocked(addressKey(address)),
          ])),
        ),
      0,
    );
  }

  recordFailure(playerID: number, address: string): Promise<number> {
    return unlessRedisIsAway(
      this.redis,
      this.logger,
      async () =>
        Math.max(
          ...(await Promise.all([this.byAccount.fail(String(playerID)), this.byAddress.fail(addressKey(address))])),
        ),
      0,
    );
  }

  clear(playerID: number): Promise<void> {
    return unlessRedisIsAway(this.redis, this.logger, () => this.byAccount.clear(String(playerID)), undefined);
  }
}
