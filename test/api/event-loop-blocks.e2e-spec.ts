import { randomBytes } from 'node:crypto';
import type { Logger } from '@nestjs/common';
import { Queue, QueueEvents, Worker } from 'bullmq';
import { createRedisConnection } from '../../src/shared/infrastructure/redis/redis-connection.js';
import { watchWorker } from '../../src/shared/infrastructure/queue/worker-events.js';
import { testRedisUrl } from '../support/services.js';

/**
 * Issue 24: every worker of the install (watchWorker) logs a job that held its event loop
 * more than 100 ms at once, with the job's name and the figure; a job that waits as long
 * (I/O, a timer) is not logged. A real BullMQ worker on Redis, under a prefix of its own.
 */
describe("Event-loop blocks of a queue's jobs (watchWorker)", () => {
  const prefix = `loop-${randomBytes(4).toString('hex')}`;
  const connection = createRedisConnection(testRedisUrl(), 'event-loop-blocks-test', { waitForReconnect: true });
  const queue = new Queue('blocks', { connection, prefix });
  const eventsConnection = connection.duplicate();
  const workerConnection = connection.duplicate();
  const events = new QueueEvents('blocks', { connection: eventsConnection, prefix });
  const warnings: string[] = [];
  const logger = {
    warn: (line: string) => warnings.push(line),
    log: () => undefined,
    error: () => undefined,
  } as unknown as Logger;
  let worker: Worker;

  beforeAll(async () => {
    worker = new Worker(
      'blocks',
      async (job) => {
        if (job.name === 'busy') {
          // 150 ms of the thread's CPU time (by the clock, a loaded machine would count its waits for a core too).
          const cpu = () => {
            const { user, system } = process.threadCpuUsage();
            return (user + system) / 1000;
          };
          const until = cpu() + 150;
          while (cpu() < until);
        } else {
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
      },
      { connection: workerConnection, prefix, concurrency: 1 },
    );
    watchWorker(worker, logger);
    await Promise.all([worker.waitUntilReady(), events.waitUntilReady()]);
  });
  afterAll(async () => {
    await worker?.close();
    await events.close();
    await queue.obliterate({ force: true });
    await queue.close();
    for (const open of [connection, eventsConnection, workerConnection]) open.disconnect();
  });

  const run = async (name: string) => {
    warnings.length = 0;
    const job = await queue.add(name, {});
    await job.waitUntilFinished(events, 10_000);
    // The 'completed' event reaches the worker's listeners about when the job's end reaches Redis.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return job;
  };

  it('logs a job that busy-waits 150 ms, with its name, queue and figure', async () => {
    const job = await run('busy');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      new RegExp(
        `^Job ${job.id} \\(busy\\) of the blocks queue blocked the event loop for \\d+ ms at once \\(more than 100 ms; \\d+ ms by the clock\\)$`,
      ),
    );
    const figure = Number(/for (\d+) ms/.exec(warnings[0]!)![1]);
    expect(figure).toBeGreaterThanOrEqual(130);
    expect(figure).toBeLessThan(1_000);
  });

  it('does not log a job that awaits 150 ms', async () => {
    await run('waits');
    expect(warnings).toEqual([]);
  });
});
