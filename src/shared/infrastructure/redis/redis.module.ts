import { Global, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Redis } from 'ioredis';
import { Settings } from '../../../config/settings.js';
import { redisConfigWarning } from './redis-config-check.js';
import { closeRedis, createRedisConnection } from './redis-connection.js';

/** One shared ioredis connection for throttles and health; BullMQ opens its own. */
@Global()
@Module({
  providers: [
    {
      provide: Redis,
      inject: [Settings],
      useFactory: (settings: Settings) =>
        createRedisConnection(settings.redisUrl, 'league-app', { waitForReconnect: false }),
    },
  ],
  exports: [Redis],
})
export class RedisModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly settings: Settings,
  ) {}

  /**
   * The API and the worker each check, once, that Redis keeps its data as BullMQ needs
   * (redis-config-check.ts), when it is first reachable; never holding up the start.
   * Not in test mode: the suites' Redis is a throwaway.
   */
  onApplicationBootstrap(): void {
    if (this.settings.mode === 'test') return;
    const redis = this.moduleRef.get(Redis);
    const check = () =>
      void redisConfigWarning(redis).then((warning) => {
        if (warning) new Logger('Redis').warn(warning);
      });
    if (redis.status === 'ready') check();
    else redis.once('ready', check);
  }

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.moduleRef.get(Redis));
  }
}
