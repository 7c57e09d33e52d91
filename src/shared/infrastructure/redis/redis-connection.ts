import { Redis } from 'ioredis';

/**
 * Redis for queues, throttles and the socket adapter. maxRetriesPerRequest null
 * is what BullMQ needs, and it keeps commands waiting through a short outage.
 */
export function createRedisConnection(redisUrl: string, name: string): Redis {
  return new Redis(redisUrl, { connectionName: name, maxRetriesPerRequest: null, lazyConnect: false });
}
