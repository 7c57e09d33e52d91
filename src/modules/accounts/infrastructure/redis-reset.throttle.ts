import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { ResetThrottle } from '../application/ports/reset-throttle.js';
import { addressKey, FixedWindow, unlessRedisIsAway } from './redis-attempt-limits.js';

/** The password reset's limits, each a fixed window from its first attempt (docs/decisions/0085-security-review-login-and-reset-limits.md). */
export const RESET_LIMITS = {
  /** Reset requests per address an hour: a bar's Wi-Fi may hold a few forgetful players. */
  requestsPerAddress: { points: 10, windowSeconds: 3600 },
  /** Links mailed per account an hour. */
  linksPerAccount: { points: 3, windowSeconds: 3600 },
  /** Set-password calls per address an hour (each checks a link). */
  setPasswordPerAddress: { points: 10, windowSeconds: 3600 },
  /** Set-password calls with a good link per account an hour: the only ones that may cost an argon2id hash. */
  goodLinksPerAccount: { points: 5, windowSeconds: 3600 },
} as const;

export class RedisResetThrottle extends ResetThrottle {
  private readonly logger = new Logger(RedisResetThrottle.name);
  private readonly requests: FixedWindow;
  private readonly links: FixedWindow;
  private readonly setPasswords: FixedWindow;
  private readonly goodLinks: FixedWindow;

  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    super();
    const window = (name: keyof typeof RESET_LIMITS) =>
      new FixedWindow(redis, prefix, `reset:${name}`, RESET_LIMITS[name].points, RESET_LIMITS[name].windowSeconds);
    this.requests = window('requestsPerAddress');
    this.links = window('linksPerAccount');
    this.setPasswords = window('setPasswordPerAddress');
    this.goodLinks = window('goodLinksPerAccount');
  }

  takeRequest(address: string): Promise<number> {
    return this.take(this.requests, addressKey(address));
  }

  takeLink(playerID: number): Promise<number> {
    return this.take(this.links, String(playerID));
  }

  takeSetPassword(address: string): Promise<number> {
    return this.take(this.setPasswords, addressKey(address));
  }

  takeGoodLink(playerID: number): Promise<number> {
    return this.take(this.goodLinks, String(playerID));
  }

  private take(window: FixedWindow, key: string): Promise<number> {
    return unlessRedisIsAway(this.redis, this.logger, () => window.take(key), 0);
  }
}
