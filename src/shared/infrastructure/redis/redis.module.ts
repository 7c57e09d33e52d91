import { Global, Module, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Redis } from 'ioredis';
import { Settings } from '../../../config/settings.js';
import { closeRedis, createRedisConnection } from './redis-connection.js';

/** One shared ioredis connection for throttles and health; BullMQ opens its own. */
@Global()
@Module({
  providers: [{ provide: Redis, inject: [Settings], useFactory: (settings: Settings) => createRedisConnection(settings.redisUrl, 'league-app', { waitForReconnect: false }) }],
  exports: [Redis],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(private readonly moduleRef: ModuleRef) {}

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.moduleRef.get(Redis));
  }
}
