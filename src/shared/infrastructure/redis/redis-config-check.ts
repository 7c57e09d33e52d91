import type { Redis } from 'ioredis';

/** What the check needs of a connection (a fake in its spec). */
export type ConfigReader = Pick<Redis, 'config'>;

/**
 * BullMQ's production advice (docs.bullmq.io "Going to production"): `maxmemory-policy
 * noeviction` (an evicted key is a lost or broken job) and an append-only file (without
 * persistence a Redis restart loses every queued job). Answers the one warning to log when
 * Redis is not so configured, or null when it is, or when it cannot tell: a managed Redis
 * may disable CONFIG, and that must not stop or trouble the start.
 */
export async function redisConfigWarning(redis: ConfigReader): Promise<string | null> {
  let policy: string | undefined;
  let appendOnly: string | undefined;
  try {
    policy = valueOf(await redis.config('GET', 'maxmemory-policy'));
    appendOnly = valueOf(await redis.config('GET', 'appendonly'));
  } catch {
    return null; // CONFIG disabled or renamed (ERR unknown command), or Redis away: nothing to say
  }
  const problems: string[] = [];
  if (policy !== undefined && policy !== 'noeviction')
    problems.push(`maxmemory-policy is ${policy}, not noeviction (Redis may evict queued jobs when full)`);
  if (appendOnly !== undefined && appendOnly !== 'yes')
    problems.push('appendonly is off (a Redis restart loses the queued jobs until the worker re-queues them)');
  return problems.length
    ? `Redis is not configured as the job queues need: ${problems.join('; ')}. See the README, Quick start.`
    : null;
}

/** CONFIG GET answers [name, value] (or [] when the parameter is unknown). */
function valueOf(answer: unknown): string | undefined {
  return Array.isArray(answer) && typeof answer[1] === 'string' ? answer[1] : undefined;
}
