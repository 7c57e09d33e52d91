import type { Logger } from '@nestjs/common';
import { Job, type Worker } from 'bullmq';
import { JOB_METRICS } from '../metrics/league-metrics.js';
import { reportRedisErrors } from '../redis/redis-outage.js';
import { EventLoopBlocks, type LoopBlock } from './event-loop-blocks.js';

/** A job that holds the worker's event loop longer than this at once is logged (issue 24). */
export const EVENT_LOOP_BLOCK_WARN_MS = 100;
/** One sampler for the process's workers: every job's run is a window of it. */
const EVENT_LOOP = new EventLoopBlocks(10);

/**
 * The log lines every BullMQ worker of the install gives: a connection error (heard, so an
 * outage does not end the process; told to the process's one outage tracker, which logs one
 * line per outage), a failed attempt, and a stalled job (its worker died or
 * blocked past its lock; BullMQ has queued it again), each naming the job. Each run's
 * duration and outcome, and each stall, go to the process's job metrics (JOB_METRICS). A run
 * that held the event loop more than EVENT_LOOP_BLOCK_WARN_MS at once is logged with its figure.
 */
export function watchWorker(worker: Worker, logger: Logger): Worker {
  reportRedisErrors(worker, `${worker.name} worker`);
  const runs = new Map<string | undefined, { close: () => LoopBlock }>();
  const checkBlock = (job: Job): void => {
    const block = runs.get(job.id)?.close();
    runs.delete(job.id);
    if (block && block.blockedMs > EVENT_LOOP_BLOCK_WARN_MS)
      logger.warn(
        `Job ${job.id} (${job.name}) of the ${worker.name} queue blocked the event loop for ${Math.round(block.blockedMs)} ms at once (more than ${EVENT_LOOP_BLOCK_WARN_MS} ms; ${Math.round(block.wallMs)} ms by the clock)`,
      );
  };
  worker.on('active', (job) => runs.set(job.id, EVENT_LOOP.open()));
  worker.on('completed', (job) => {
    checkBlock(job);
    JOB_METRICS.observe(worker.name, 'completed', runSeconds(job));
  });
  worker.on('failed', (job, error) => {
    if (job) checkBlock(job);
    if (job) JOB_METRICS.observe(worker.name, 'failed', runSeconds(job));
    logger.warn(`Job ${job?.id} (${job?.name}) failed: ${error.message}`);
  });
  worker.on('stalled', (jobID) => {
    JOB_METRICS.stall(worker.name);
    void Job.fromId(worker, jobID)
      .catch(() => undefined)
      .then((job) =>
        logger.warn(
          `Job ${jobID}${job ? ` (${job.name})` : ''} of the ${worker.name} queue stalled: its worker stopped renewing its lock (killed or blocked); it is queued again and will be retried`,
        ),
      );
  });
  return worker;
}

/** How long a job's run took: from its start in this worker to its end (now, when BullMQ has not stamped it). */
function runSeconds(job: Job): number {
  const end = job.finishedOn ?? Date.now();
  return job.processedOn === undefined ? 0 : (end - job.processedOn) / 1000;
}
