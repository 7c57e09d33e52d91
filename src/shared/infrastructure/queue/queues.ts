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
