import { Redis } from 'ioredis';
import { redisOutage } from './redis-outage.js';

/**
 * Two kinds of connection:
 * - for work a request waits on (throttles, health), a command fails within moments
 *   when Redis is away, so no request hangs on it;
 * - for background work (BullMQ, which requires it, and socket.io's pub/sub), commands
 *   wait through a reconnect instead of failing (nothing is awaiting them on a request).
 */
export function createRedisConnection(redisUrl: string, name: string, options: { waitForReconnect: boolean }): Redis {
  const connection = options.waitForReconnect
    ? new Redis(redisUrl, { connectionName: name, maxRetriesPerRequest: null })
    : new Redis(redisUrl, { connectionName: name, maxRetriesPerRequest: 1, commandTimeout: 1_500 });
  return watched(connection, name);
}

/** Closes without waiting on a connection that is not up (quit would wait for it forever). */
export async function closeRedis(connection: Redis): Promise<void> {
  if (connection.status === 'ready') await connection.quit().catch(() => connection.disconnect());
  else connection.disconnect();
}

/**
 * ioredis retries on its own; an unheard 'error' would only print noise. Errors and
 * reconnections go to the process's outage tracker, which says it once per outage.
 */
function watched(connection: Redis, name: string): Redis {
  connection.on('error', (error: Error) => redisOutage.failed(name, error));
  connection.on('ready', () => redisOutage.ready(name));
  return connection;
}
