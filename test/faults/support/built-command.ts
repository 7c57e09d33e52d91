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

/** Runs a built script with `env` only (nothing of the suite's own), its output a pipe (not a terminal), as lines. */
export function runBuilt(script: string, args: string[], env: Record<string, string>): Promise<CommandRun> {
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
    child.once('exit', (code) => resolve({ code, stdout: lines(out), stderr: lines(err) }));
  });
}
