import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { Settings } from '../../../config/settings.js';
import {
  DEFAULT_READ_MAX_AGE_MS,
  ReadCache,
  type CachedAnswer,
  type KeptAnswer,
} from '../../application/read-cache.js';
import { closeRedis, createRedisConnection } from '../redis/redis-connection.js';
import { AnswerStore } from './answer-store.js';
import { commitIsPending, whenCommitted } from '../../application/after-commit.js';

/** Enough for every public list and record of a league, small enough to never matter. */
const MAX_ENTRIES = 2_000;
/** Pages at an address with a query string they read (a venue's leaderboard link, page 2): a few hundred, 32 MB at most. */
const ASIDE_BUDGET = { maxEntries: 500, maxBytes: 32 * 1024 * 1024 };

/**
 * Answers kept in this process's memory; drops travel to the other app processes over
 * Redis pub/sub (one channel per install). A process only keeps answers while it is
 * subscribed: when Redis is away it could miss a drop, so it forgets everything and
 * serves every read fresh until the subscription is back.
 */
@Injectable()
export class RedisReadCache extends ReadCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(RedisReadCache.name);
  private readonly store = new AnswerStore({
    maxEntries: MAX_ENTRIES,
    defaultMaxAgeMs: DEFAULT_READ_MAX_AGE_MS,
    aside: ASIDE_BUDGET,
  });
  private readonly channel: string;
  private readonly processID = randomUUID();
  private subscriber?: Redis;
  private subscribed = false;

  constructor(
    private readonly publisher: Redis,
    private readonly settings: Settings,
  ) {
    super();
    this.channel = `${settings.queuePrefix}:read-cache:drop`;
  }

  onModuleInit(): void {
    const subscriber = createRedisConnection(this.settings.redisUrl, 'league-read-cache', { waitForReconnect: true });
    subscriber.on('ready', () => {
      subscriber.subscribe(this.channel).then(
        () => (this.subscribed = subscriber.status === 'ready'),
        () => undefined,
      );
    });
    subscriber.on('close', () => {
      this.subscribed = false;
      this.store.clear();
    });
    subscriber.on('message', (_channel: string, message: string) => {
      const { from, tags } = JSON.parse(message) as { from: string; tags: string[] };
      if (from !== this.processID) this.store.drop(tags);
    });
    this.subscriber = subscriber;
  }

  async onApplicationShutdown(): Promise<void> {
    this.subscribed = false;
    if (this.subscriber) await closeRedis(this.subscriber);
  }

  lookup(key: string): CachedAnswer | undefined {
    return this.subscribed ? this.store.lookup(key) : undefined;
  }

  lookupKept(key: string): KeptAnswer | undefined {
    return this.subscribed ? this.store.lookupKept(key) : undefined;
  }

  lookupStale(key: string): CachedAnswer | undefined {
    return this.subscribed ? this.store.lookupStale(key) : undefined;
  }

  forgetStale(key: string): void {
    this.store.forgetStale(key);
  }

  stamp(): number {
    return this.store.stamp();
  }

  keep(
    key: string,
    answer: CachedAnswer,
    options: { tags: readonly string[]; stamp: number; maxAgeMs?: number; staleForMs?: number; aside?: boolean },
  ): void {
    if (this.subscribed) this.store.keep(key, answer, options);
  }

  async drop(...tags: string[]): Promise<void> {
    // Inside an idempotent write the commit comes later: drop again then, or a read in between keeps the old answer.
    if (commitIsPending()) whenCommitted(() => this.drop(...tags));
    this.store.drop(tags);
    // Redis away: the other processes lost their subscription too and forgot their answers,
    // so there is nobody to tell, and a write must not wait for a command bound to fail.
    if (this.publisher.status !== 'ready') return;
    try {
      await this.publisher.publish(this.channel, JSON.stringify({ from: this.processID, tags }));
    } catch (error) {
      this.logger.warn(`could not announce the drop of ${tags.join(', ')}: ${(error as Error).message}`);
    }
  }
}
