// A BullMQ worker in a process of its own that takes one job of a queue and never finishes it:
// the suite kills it (SIGKILL) to play a worker killed mid-job. Prints "taken <jobID>" when it has one.
// Usage: node dying-worker.mjs <redisUrl> <prefix> <queue>
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';

const [redisUrl, prefix, queue] = process.argv.slice(2);
const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
const worker = new Worker(queue, () => new Promise(() => undefined), {
  connection,
  prefix,
  concurrency: 1,
  lockDuration: 1_000,
  stalledInterval: 300,
});
worker.on('error', () => undefined);
worker.on('active', (job) => process.stdout.write(`taken ${job.id}\n`));
