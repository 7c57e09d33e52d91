import type { EntityManager, PostgreSqlConnection } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { closeRedis, createRedisConnection } from '../redis/redis-connection.js';
import { reportRedisErrors } from '../redis/redis-outage.js';
import { QUEUE_STATES, type PoolCounts, type QueueState } from './league-metrics.js';

/** The `pg` pool behind MikroORM (7 runs its queries through kysely on a `pg` Pool): its counts as pg-pool keeps them. */
export function databasePoolOf(em: EntityManager): () => Promise<PoolCounts> {
  return async () => {
    const pool = await (em.getConnection() as unknown as PostgreSqlConnection).getNativeClient();
    return { totalCount: pool.totalCount, idleCount: pool.idleCount, waitingCount: pool.waitingCount };
  };
}

/**
 * The outbox rows not completed and the age of the oldest: two index scans (the partial
 * indexes on rows not yet relayed, and on rows relayed but not completed), however long
 * the table of completed rows grows.
 */
const OUTBOX_BACKLOG_SQL = `select count(*)::int as backlog, coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as "oldestAgeSeconds"
  from (select created_at from outbox where published_at is null
        union all
        select created_at from outbox where published_at is not null and completed_at is null) as pending`;

export function outboxBacklogOf(em: EntityManager): () => Promise<{ backlog: number; oldestAgeSeconds: number }> {
  return async () => {
    const [row] = await em.getConnection().execute<{ backlog: number; oldestAgeSeconds: number }[]>(OUTBOX_BACKLOG_SQL);
    return { backlog: Number(row?.backlog ?? 0), oldestAgeSeconds: Math.max(0, Number(row?.oldestAgeSeconds ?? 0)) };
  };
}

/**
 * Every queue's job counts by state, read from Redis (BullMQ getJobCounts: one small
 * script per queue) on a connection of its own that fails fast when Redis is away.
 */
export function queueCountsOf(
  redisUrl: string,
  prefix: string,
  queueNames: readonly string[],
): { read(): Promise<Record<string, Partial<Record<QueueState, number>>>>; close(): Promise<void> } {
  const connection = createRedisConnection(redisUrl, 'metrics-queues', { waitForReconnect: false });
  const queues = queueNames.map((name) => {
    const queue = new Queue(name, { connection, prefix });
    reportRedisErrors(queue, `metrics ${name} queue`);
    return queue;
  });
  return {
    async read() {
      const counts = await Promise.all(queues.map((queue) => queue.getJobCounts(...QUEUE_STATES)));
      return Object.fromEntries(queues.map((queue, i) => [queue.name, counts[i]!]));
    },
    async close() {
      await Promise.all(queues.map((queue) => queue.close()));
      await closeRedis(connection);
    },
  };
}
