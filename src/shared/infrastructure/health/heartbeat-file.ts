import { stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The worker has no HTTP port for a health check: it touches this file every few seconds
 * instead, and `node dist/src/cli/worker-alive.js` (docker/compose.prod.yml's health check)
 * says whether it did lately. A worker whose event loop is stuck stops touching it.
 */
export const WORKER_HEARTBEAT_FILE = join(tmpdir(), 'league-worker.heartbeat');
export const HEARTBEAT_EVERY_MS = 10_000;

/** Touches `file` now and every `everyMs`; answers the function that stops it. */
export function startHeartbeat(file: string = WORKER_HEARTBEAT_FILE, everyMs: number = HEARTBEAT_EVERY_MS): () => void {
  const beat = () => void writeFile(file, `${new Date().toISOString()}\n`).catch(() => undefined);
  beat();
  const timer = setInterval(beat, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** How long ago the file was touched, in ms; null when it never was. */
export async function heartbeatAgeMs(
  file: string = WORKER_HEARTBEAT_FILE,
  now: number = Date.now(),
): Promise<number | null> {
  const info = await stat(file).catch(() => null);
  return info ? now - info.mtimeMs : null;
}
