import { execFile } from 'node:child_process';
import { chmod, cp, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { DateTime } from 'luxon';
import { PRIVATE_FILE_MODE, privateFolder, privateTree } from '../files/private-files.js';

/**
 * Backups that restore (issue 22, docs/operations.md "Backups"). One backup is one file,
 * `league-2026-11-27T030000Z.tar`, holding
 *   database.dump  pg_dump's custom format (-Fc: compressed, restored by pg_restore),
 *   uploads/       the uploaded images (UPLOAD_DIR: players/, deposits/, ...), already compressed,
 *   backup.json    when, of which database, with which pg_dump, how many images.
 * The tar itself is not compressed again: both parts already are. PostgreSQL's own tools
 * (pg_dump, pg_restore, psql, of the server's major version or newer) and GNU tar do the work.
 */
const run = promisify(execFile);

/** A backup's file name: its UTC time to the second, so names sort by age. */
const BACKUP_NAME = /^league-(\d{4}-\d{2}-\d{2}T\d{6}Z)\.tar$/;
const DUMP = 'database.dump';
const UPLOADS = 'uploads';
const MANIFEST = 'backup.json';

export interface BackupManifest {
  createdAt: string;
  database: string;
  pgDump: string;
  images: number;
}

export class BackupError extends Error {}

export function backupName(at: Date): string {
  return `league-${DateTime.fromJSDate(at, { zone: 'utc' }).toFormat("yyyy-LL-dd'T'HHmmss'Z'")}.tar`;
}

/** The backups in a folder, oldest first. */
export async function listBackups(backupDir: string): Promise<string[]> {
  const names = await readdir(backupDir).catch((error: NodeJS.ErrnoException) =>
    error.code === 'ENOENT' ? [] : Promise.reject(error),
  );
  return names.filter((name) => BACKUP_NAME.test(name)).sort();
}

/** When the newest backup was made (from its name), or null when there is none. */
export async function latestBackupAt(backupDir: string): Promise<Date | null> {
  const newest = (await listBackups(backupDir)).at(-1);
  if (!newest) return null;
  return DateTime.fromFormat(BACKUP_NAME.exec(newest)![1]!, "yyyy-LL-dd'T'HHmmss'Z'", { zone: 'utc' }).toJSDate();
}

async function filesUnder(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) =>
    error.code === 'ENOENT' ? [] : Promise.reject(error),
  );
  return entries.filter((entry) => entry.isFile()).length;
}

async function tool(command: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run(command, args, { maxBuffer: 16 << 20 });
    return stdout;
  } catch (error) {
    const { stderr, code } = error as { stderr?: string; code?: unknown };
    if (code === 'ENOENT')
      throw new BackupError(
        `${command} is not installed (PostgreSQL's client tools, of the server's version or newer)`,
      );
    throw new BackupError(`${command} failed: ${(stderr || (error as Error).message).trim()}`);
  }
}

const databaseName = (databaseUrl: string): string =>
  decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || '(default)';

/**
 * Dumps the database and copies the images into `{backupDir}/league-{UTC time}.tar` (written
 * under a temporary name, then renamed: a backup cut short never looks finished), then deletes
 * the oldest backups beyond `keep`. Answers the new file's path.
 */
export async function createBackup(options: {
  databaseUrl: string;
  uploadDir: string;
  backupDir: string;
  keep: number;
  now?: Date;
}): Promise<{ file: string; manifest: BackupManifest; removed: string[] }> {
  const backupDir = resolve(options.backupDir);
  // A backup is the whole database (emails, password hashes, sealed secrets): the app's user only.
  await privateFolder(backupDir);
  const work = await mkdtemp(join(backupDir, '.partial-'));
  try {
    const now = options.now ?? new Date();
    await tool('pg_dump', ['--format=custom', `--file=${join(work, DUMP)}`, `--dbname=${options.databaseUrl}`]);
    await privateFolder(join(work, UPLOADS));
    const uploadDir = resolve(options.uploadDir);
    if ((await stat(uploadDir).catch(() => null))?.isDirectory())
      await cp(uploadDir, join(work, UPLOADS), { recursive: true });
    const manifest: BackupManifest = {
      createdAt: now.toISOString(),
      database: databaseName(options.databaseUrl),
      pgDump: (await tool('pg_dump', ['--version'])).trim(),
      images: await filesUnder(join(work, UPLOADS)),
    };
    await writeFile(join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const file = join(backupDir, backupName(now));
    const partial = join(backupDir, `.${basename(file)}.partial`);
    await tool('tar', ['--create', `--file=${partial}`, `--directory=${work}`, MANIFEST, DUMP, UPLOADS]);
    await chmod(partial, PRIVATE_FILE_MODE);
    await rename(partial, file);
    return { file, manifest, removed: await pruneBackups(backupDir, options.keep) };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Deletes the oldest backups beyond the newest `keep`; answers their names. */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const names = await listBackups(backupDir);
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(join(backupDir, name), { force: true });
  return old;
}

/** The relations (tables, sequences, views) in the database's own schemas: 0 for an empty database. */
async function relationsIn(databaseUrl: string): Promise<number> {
  const count = await tool('psql', [
    '--no-psqlrc',
    '--tuples-only',
    '--no-align',
    `--dbname=${databaseUrl}`,
    '--command',
    "select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'",
  ]);
  return Number(count.trim());
}

/**
 * Restores a backup into an EMPTY database and uploads folder; with `force`, whatever is in
 * them is deleted first (the database's public schema, every file in the folder). Stop the
 * API and worker processes first: they would write into the database being restored.
 */
export async function restoreBackup(options: {
  file: string;
  databaseUrl: string;
  uploadDir: string;
  force?: boolean;
}): Promise<{ manifest: BackupManifest; images: number }> {
  const file = resolve(options.file);
  if (!(await stat(file).catch(() => null))?.isFile()) throw new BackupError(`No backup file at ${file}`);
  const uploadDir = resolve(options.uploadDir);
  const relations = await relationsIn(options.databaseUrl);
  const images = await filesUnder(uploadDir);
  if (!options.force && relations > 0) {
    throw new BackupError(
      `The database ${databaseName(options.databaseUrl)} is not empty (${relations} tables, sequences and views): restore into an empty database, or pass --force to replace everything in it`,
    );
  }
  if (!options.force && images > 0) {
    throw new BackupError(
      `The uploads folder ${uploadDir} is not empty (${images} files): restore into an empty folder, or pass --force to replace everything in it`,
    );
  }
  const work = await mkdtemp(join(tmpdir(), 'league-restore-'));
  try {
    await tool('tar', ['--extract', `--file=${file}`, `--directory=${work}`]);
    const manifest = JSON.parse(
      await readFile(join(work, MANIFEST), 'utf8').catch(() =>
        Promise.reject(new BackupError(`${file} is not a league backup (no ${MANIFEST})`)),
      ),
    ) as BackupManifest;
    if (options.force && relations > 0) {
      await tool('psql', [
        '--no-psqlrc',
        '--quiet',
        '--set=ON_ERROR_STOP=1',
        `--dbname=${options.databaseUrl}`,
        '--command',
        'drop schema public cascade; create schema public',
      ]);
    }
    // One transaction: a restore that fails leaves the database as empty as it was.
    await tool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${options.databaseUrl}`,
      join(work, DUMP),
    ]);
    if (options.force) await rm(uploadDir, { recursive: true, force: true });
    await privateFolder(uploadDir);
    await cp(join(work, UPLOADS), uploadDir, { recursive: true });
    // An older backup's images were 0644: restored, they are the app's user's only, as new uploads are.
    await privateTree(uploadDir);
    return { manifest, images: await filesUnder(uploadDir) };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The next time of day `HH:MM` in `timeZone` strictly after `now` (the backup service sleeps
 * until then). Across a daylight-saving change it is the next such wall-clock time that exists.
 */
export function nextDailyRun(now: Date, time: string, timeZone: string): Date {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new BackupError(`The time of day must be HH:MM, 00:00 to 23:59 (got "${time}")`);
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  let next = local.set({ hour: Number(match[1]), minute: Number(match[2]), second: 0, millisecond: 0 });
  if (next <= local) next = next.plus({ days: 1 });
  return next.toJSDate();
}
