import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * A one-machine install: the API and one worker as two processes, stopped
 * together. Larger installs start `main.js` and `worker.js` separately.
 */
const children: ChildProcess[] = [];
let stopping = false;

function start(script: string): void {
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), { stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${script} stopped (exit ${code}); stopping the rest`);
      stop(code ?? 1);
    }
  });
}

function stop(code: number): void {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5_000).unref();
  Promise.all(
    children.map(
      (child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.on('exit', resolve))),
    ),
  ).then(() => process.exit(code));
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
start('./main.js');
// Both migrate at start: the advisory lock makes them take turns, and on a missing database
// the one that did not create it goes on with the other's (shared/infrastructure/database/migrate.ts).
start('./worker.js');
