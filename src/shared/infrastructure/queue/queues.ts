/** The BullMQ queues; every name is prefixed by Settings.queuePrefix. */
export const DOMAIN_EVENTS_QUEUE = 'domain-events';

/** Retries with backoff; completed jobs are kept a week so a re-sent outbox id is recognised as done. */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 8,
  backoff: { type: 'exponential' as const, delay: 2_000 },
  removeOnComplete: { age: 7 * 24 * 3600 },
  removeOnFail: { age: 30 * 24 * 3600 },
};

/** The worker's housekeeping (the hourly Idempotency-Key purge), as scheduled jobs the jobs dashboard shows. */
export const MAINTENANCE_QUEUE = 'maintenance';

/**
 * A job whose worker dies (or blocks) is "stalled": its lock, renewed every half `lockMs`
 * by a living worker, runs out, and the next stalled check (every half `lockMs`) queues it
 * again, so a killed worker's job waits `lockMs` to 1.5 × `lockMs`, not BullMQ's 30-60 s.
 * BullMQ fails a job for good after `maxStalledCount` stalls (default 1: the second stall);
 * a read model's job is a recompute, so it may stall five times before it fails, and
 * `attempts` still bounds its ordinary failures (docs/decisions/0095-self-healing-read-models.md).
 */
export const MAX_STALLED_COUNT = 5;

export function workerLockOptions(lockMs: number): {
  lockDuration: number;
  stalledInterval: number;
  maxStalledCount: number;
} {
  return {
    lockDuration: lockMs,
    stalledInterval: Math.max(500, Math.floor(lockMs / 2)),
    maxStalledCount: MAX_STALLED_COUNT,
  };
}
