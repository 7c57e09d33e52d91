import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's folder, where the built commands run from (dist/src/cli/…). */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface CommandRun {
  code: number | null;
  stdout: string[];
  stderr: string[];
}

/**
 * A run still going after this long is stopped, and its answer says so after what it printed:
 * a command that hangs fails its test with the lines that show where, not with jest's timeout.
 */
const RUN_DEADLINE_MS = 150_000;

/** Runs a built script with `env` only (nothing of the suite's own), its output a pipe (not a terminal), as lines. */
export function runBuilt(
  script: string,
  args: string[],
  env: Record<string, string>,
  deadlineMs = RUN_DEADLINE_MS,
): Promise<CommandRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script.startsWith('/') ? script : join(ROOT, script), ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    const lines = (chunks: Buffer[]) =>
      Buffer.concat(chunks)
        .toString()
        .split('\n')
        .filter((line) => line.trim());
    let stopped = false;
    const deadline = setTimeout(() => {
      stopped = true;
      child.kill('SIGKILL');
    }, deadlineMs);
    child.once('exit', (code) => {
      clearTimeout(deadline);
      const [stdout, stderr] = [lines(out), lines(err)];
      if (stopped)
        stderr.push(
          `(stopped: still running after ${deadlineMs / 1000} s; it printed last: ${stdout.slice(-3).join(' | ')})`,
        );
      resolve({ code, stdout, stderr });
    });
  });
}
