import { commandLine } from './command-line.js';

/**
 * The worker's health check (docker/compose.prod.yml): exits 0 when the worker touched its
 * heartbeat file within six periods (a minute), 1 otherwise. Each worker has its own file:
 * in a container the default (/tmp is the container's own); several workers on one host
 * outside containers each get their own WORKER_HEARTBEAT_FILE, and the check is given the same.
 */
const { values } = commandLine({
  usage: 'usage: node dist/src/cli/worker-alive.js [--file PATH]',
  about: `Exits 0 when the worker whose heartbeat file is PATH touched it within the last minute, 1 otherwise.

  --file PATH   the worker's heartbeat file (default: WORKER_HEARTBEAT_FILE, else /tmp/league-worker.heartbeat)
  -h, --help    this text`,
  options: { file: { type: 'string' } },
});
const { heartbeatAgeMs, HEARTBEAT_EVERY_MS, WORKER_HEARTBEAT_FILE } =
  await import('../shared/infrastructure/health/heartbeat-file.js');
const file = values.file || process.env.WORKER_HEARTBEAT_FILE || WORKER_HEARTBEAT_FILE;
const age = await heartbeatAgeMs(file);
const alive = age !== null && age < 6 * HEARTBEAT_EVERY_MS;
console.log(
  age === null
    ? `No heartbeat in ${file}: the worker has not started`
    : `Last heartbeat ${Math.round(age / 1000)} s ago (${file})`,
);
process.exit(alive ? 0 : 1);
