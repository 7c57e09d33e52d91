import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OffsiteSettings } from '../../../config/backup-settings.js';
import { BackupError } from './pg-dump.backup.js';

/**
 * Backups off the server (issue 34, docs/operations.md "Backups off the server"): each backup
 * file copied into a restic repository (S3-compatible storage, SFTP, or any restic backend),
 * encrypted there with RESTIC_PASSWORD, then the repository's copies thinned to the retention
 * (daily, weekly, monthly) and pruned. Every copy is one snapshot of one file, `/league.tar`,
 * tagged `league`, so `restic dump latest /league.tar` is the newest backup whatever its name.
 * The time of the newest copy is kept beside the backups (`.offsite-latest`) for the metrics.
 */

const SNAPSHOT_FILE = '/league.tar';
const TAG = 'league';
const LATEST_FILE = '.offsite-latest';

/** Runs restic on the repository; stdin from a file, stdout to a file, or both collected. */
function restic(
  settings: OffsiteSettings,
  args: string[],
  io: { stdinFile?: string; stdoutFile?: string } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, RESTIC_REPOSITORY: settings.repository, RESTIC_PASSWORD: settings.password };
    const child = spawn('restic', ['--no-cache', ...args], {
      env,
      stdio: [io.stdinFile ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError('restic is not installed (Debian: apt-get install restic; the image has it)')
          : error,
      ),
    );
    if (io.stdinFile) createReadStream(io.stdinFile).pipe(child.stdin!);
    // A dump's file is complete once both restic has exited and the file is flushed.
    const written = io.stdoutFile
      ? new Promise<void>((done) =>
          child.stdout!.pipe(createWriteStream(io.stdoutFile!, { mode: 0o600 })).once('close', () => done()),
        )
      : Promise.resolve();
    if (!io.stdoutFile) child.stdout!.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr!.on('data', (chunk: Buffer) => err.push(chunk));
    child.once(
      'close',
      (code) =>
        void written.then(() =>
          resolve({ code: code ?? 1, stdout: Buffer.concat(out).toString(), stderr: Buffer.concat(err).toString() }),
        ),
    );
  });
}

const failure = (what: string, result: { stderr: string }) =>
  new BackupError(`${what}: ${result.stderr.trim().split('\n').at(-1) ?? 'restic failed'}`);

/** Makes the repository when it has never been (its config missing), once. */
async function ensureRepository(settings: OffsiteSettings): Promise<void> {
  if ((await restic(settings, ['cat', 'config'])).code === 0) return;
  const init = await restic(settings, ['init']);
  if (init.code !== 0) throw failure(`Cannot open or make the repository ${settings.repository}`, init);
}

/**
 * Copies one backup file off the server, then applies the retention. Answers the snapshot's
 * id. Throws BackupError with restic's last line when it fails.
 */
export async function copyOffsite(
  settings: OffsiteSettings,
  file: string,
  createdAt: Date,
  backupDir: string,
): Promise<{ snapshot: string; removed: number }> {
  await ensureRepository(settings);
  const backup = await restic(
    settings,
    [
      'backup',
      '--stdin',
      '--stdin-filename',
      SNAPSHOT_FILE.slice(1),
      '--tag',
      TAG,
      '--host',
      TAG,
      '--time',
      createdAt
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d+Z$/, ''),
    ],
    { stdinFile: file },
  );
  if (backup.code !== 0) throw failure('The copy off the server failed', backup);
  const snapshot = /snapshot (\w+) saved/.exec(backup.stdout)?.[1] ?? '?';
  const forget = await restic(settings, [
    'forget',
    '--tag',
    TAG,
    '--host',
    TAG,
    '--keep-daily',
    String(settings.keepDaily),
    '--keep-weekly',
    String(settings.keepWeekly),
    '--keep-monthly',
    String(settings.keepMonthly),
    '--prune',
  ]);
  if (forget.code !== 0) throw failure('The copy is made, but thinning the old copies failed', forget);
  const removed = Number(/remove (\d+) snapshots/.exec(forget.stdout)?.[1] ?? 0);
  await writeFile(join(backupDir, `${LATEST_FILE}.tmp`), `${createdAt.toISOString()}\n`);
  await rename(join(backupDir, `${LATEST_FILE}.tmp`), join(backupDir, LATEST_FILE));
  return { snapshot, removed };
}

/** When the newest backup copied off the server was made (as this server copied it), or null. */
export async function latestOffsiteAt(backupDir: string): Promise<Date | null> {
  const text = await readFile(join(backupDir, LATEST_FILE), 'utf8').catch(() => null);
  const date = text ? new Date(text.trim()) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** Writes the newest copy in the repository to `toFile` (restic dump): the drill's and a new server's way back. */
export async function fetchLatestOffsite(settings: OffsiteSettings, toFile: string): Promise<void> {
  const dump = await restic(settings, ['dump', '--tag', TAG, '--host', TAG, 'latest', SNAPSHOT_FILE], {
    stdoutFile: toFile,
  });
  if (dump.code !== 0) throw failure(`Cannot read the newest copy from ${settings.repository}`, dump);
}
