import type { Logger } from '@nestjs/common';
import type { Worker } from 'bullmq';

/**
 * How long a stopping worker waits for its jobs at work. The worker process's stages stop one
 * after another (the root module's workers, then each module's), and all of them must fit in
 * the 30 s a container is given to stop (docker/compose.prod.yml stop_grace_period).
 */
export const WORKER_STOP_GRACE_MS = 6_000;

/**
 * Closes a BullMQ worker, waiting for its jobs at work up to `graceMs`. BullMQ's own close has no
 * bound: a job stuck on a lost connection, or a blocking connection whose end never comes
 * (taskforcesh/bullmq#4656), holds it, and the process never stops. Past the grace the worker
 * is disconnected and the stop goes on; a job it let go is run again once its lock lapses
 * (every job is a recompute or keyed, so a second run changes nothing).
 */
export async function stopWorker(
  worker: Pick<Worker, 'name' | 'close' | 'disconnect'>,
  logger: Pick<Logger, 'warn'>,
  graceMs = WORKER_STOP_GRACE_MS,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const closed = worker.close().then(
    () => true,
    () => true,
  );
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs)));
  const stopped = await Promise.race([closed, timedOut]);
  clearTimeout(timer);
  if (stopped) return;
  logger.warn(
    `The ${worker.name} worker did not stop within ${graceMs / 1000} s; it is disconnected, and a job it had at work runs again once its lock lapses`,
  );
  await worker.disconnect().catch(() => undefined);
}
