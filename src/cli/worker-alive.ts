import { heartbeatAgeMs, HEARTBEAT_EVERY_MS } from '../shared/infrastructure/health/heartbeat-file.js';

/**
 * The worker's health check (docker/compose.prod.yml): exits 0 when the worker in this
 * container touched its heartbeat file within six periods (a minute), 1 otherwise.
 */
const age = await heartbeatAgeMs();
const alive = age !== null && age < 6 * HEARTBEAT_EVERY_MS;
console.log(age === null ? 'No heartbeat: the worker has not started' : `Last heartbeat ${Math.round(age / 1000)} s ago`);
process.exit(alive ? 0 : 1);
