import type { Logger } from '@nestjs/common';
import { Job, type Worker } from 'bullmq';
import { reportRedisErrors } from '../redis/redis-outage.js';

/**
 * The log lines every BullMQ worker of the install gives: a connection error (heard, so an
 * outage does not end the process; told to the process's one outage tracker, which logs one
 * line per outage), a failed attempt, and a stalled job (its worker died or
 * blocked past its lock; BullMQ has queued it again), each naming the job.
 */
export function watchWorker(worker: Worker, logger: Logger): Worker {
  reportRedisErrors(worker, `${worker.name} worker`);
  worker.on('failed', (job, error) => logger.warn(`Job ${job?.id} (${job?.name}) failed: ${error.message}`));
  worker.on('stalled', (jobID) => {
    void Job.fromId(worker, jobID)
      .catch(() => undefined)
      .then((job) =>
        logger.warn(`Job ${jobID}${job ? ` (${job.name})` : ''} of the ${worker.name} queue stalled: its worker stopped renewing its lock (killed or blocked); it is queued again and will be retried`),
      );
  });
  return worker;
}
