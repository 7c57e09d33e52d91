import type { Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';

/**
 * Keeps a BullMQ job scheduler (a recurring job) in Redis: registers it now, again each time
 * `connection` is ready after a reconnect, and whenever a check every `everyMs` finds it gone
 * (a Redis restarted without its data, or flushed, loses every scheduler and nobody would
 * notice until a worker restarted). `restored` runs after a re-registration (e.g. a catch-up
 * of what the recurring job would have done). Answers a stop function.
 */
export function keepJobScheduler(
  queue: Queue,
  schedulerID: string,
  register: () => Promise<unknown>,
  options: { connection: Redis; everyMs: number; logger: Logger; restored?: () => Promise<unknown> },
): () => void {
  let checking = false;
  const check = async (reason: string) => {
    if (checking) return;
    checking = true;
    try {
      if (await queue.getJobScheduler(schedulerID)) return;
      await register();
      options.logger.warn(
        `Job scheduler ${schedulerID} of the ${queue.name} queue was missing from Redis (${reason}); registered again`,
      );
      await options.restored?.();
    } catch (error) {
      options.logger.warn(
        `Job scheduler ${schedulerID} not checked: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      checking = false;
    }
  };
  let first = true;
  const onReady = () => {
    if (first) first = false;
    else void check('after a reconnect');
  };
  // Registered at once (upserting keeps one however many workers start); later only when missing.
  void register().catch((error: unknown) =>
    options.logger.warn(
      `Job scheduler ${schedulerID} not registered: ${error instanceof Error ? error.message : String(error)}`,
    ),
  );
  if (options.connection.status === 'ready') first = false;
  options.connection.on('ready', onReady);
  const timer = setInterval(() => void check('found by the periodic check'), options.everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    options.connection.off('ready', onReady);
  };
}
