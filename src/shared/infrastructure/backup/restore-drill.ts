import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { MikroORM } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import { buildOrmConfig } from '../database/mikro-orm.config.js';
import { BackupError, restoreBackup } from './pg-dump.backup.js';
import type { OffsiteSettings } from '../../../config/backup-settings.js';
import { fetchLatestOffsite } from './restic.offsite.js';

/**
 * The restore drill (docs/operations.md "Practise it: the restore drill", `npm run db:drill`): the newest copy off
 * the server (or a backup file) restored into a scratch database beside the real one, the app
 * started on it, its answers to the public reads of everything before the backup's day compared
 * with the live site's, then the scratch database, folder and process removed whatever happened.
 */
export interface DrillOptions {
  /** The owner's connection (the backup service's DATABASE_URL): the scratch database is made beside its database. */
  readonly databaseUrl: string;
  readonly redisUrl: string;
  readonly timeZone: string;
  /** Where the backup comes from: the newest copy in the repository, or a backup file. */
  readonly source: { offsite: OffsiteSettings } | { file: string };
  /** The built API to start on the scratch database (dist/src/main.js). */
  readonly mainJs: string;
  /** The live site's API to compare with (e.g. http://api-1:3000); none: the answers are only checked to be 200. */
  readonly compareWith?: string;
  readonly log: (line: string) => void;
}

export interface DrillLine {
  readonly what: string;
  readonly scratch: string;
  readonly live: string;
  readonly equal: boolean;
}

export interface DrillReport {
  readonly backupOf: string;
  readonly lines: DrillLine[];
  readonly passed: boolean;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });

async function onServer(databaseUrl: string, sql: string): Promise<void> {
  const orm = await MikroORM.init({ ...buildOrmConfig(databaseUrl, []), ensureDatabase: false });
  try {
    await orm.em.getConnection().execute(sql);
  } finally {
    await orm.close();
  }
}

/** The reads compared: public, and bounded to the days before the backup's, so writes made since do not count. */
export function drillPaths(backupCreatedAt: string, timeZone: string): string[] {
  const stop = DateTime.fromISO(backupCreatedAt, { zone: timeZone }).minus({ days: 1 }).toISODate()!;
  return [
    '/v1/venue/list/0',
    '/v1/event/list/0',
    `/v1/game/list/0/0/0/2004-01-01/${stop}`,
    `/v1/point/totals/0/0/2004-01-01/${stop}/1/0`,
    `/v1/player/stats/0/0/2004-01-01/${stop}`,
  ];
}

const summary = (answer: { status: number; body: unknown }): string => {
  const rows =
    (answer.body as { rows?: unknown[] } | null)?.rows ?? (Array.isArray(answer.body) ? answer.body : undefined);
  return answer.status !== 200 ? `status ${answer.status}` : rows ? `${rows.length} rows` : 'answered';
};

async function ask(base: string, path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: text };
  }
}

export async function runDrill(options: DrillOptions): Promise<DrillReport> {
  const work = await mkdtemp(join(tmpdir(), 'league-drill-'));
  const url = new URL(options.databaseUrl);
  const scratchName = `${url.pathname.slice(1)}_drill_${DateTime.utc().toFormat('yyyyLLddHHmmss')}`;
  const scratch = new URL(options.databaseUrl);
  scratch.pathname = `/${scratchName}`;
  let app: ReturnType<typeof spawn> | undefined;
  let created = false;
  try {
    const file = 'file' in options.source ? options.source.file : join(work, 'league.tar');
    if ('offsite' in options.source) {
      options.log(`Reading the newest copy from ${options.source.offsite.repository}`);
      await fetchLatestOffsite(options.source.offsite, file);
    }
    await onServer(options.databaseUrl, `create database "${scratchName}"`);
    created = true;
    const uploads = join(work, 'uploads');
    await mkdir(join(work, 'mail'), { recursive: true });
    const { manifest, images } = await restoreBackup({ file, databaseUrl: scratch.toString(), uploadDir: uploads });
    options.log(`Restored the backup of ${manifest.createdAt} into ${scratchName} (${images} images)`);

    const port = await freePort();
    const secret = () => randomBytes(24).toString('hex');
    app = spawn(process.execPath, [options.mainJs], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        NODE_ENV: 'production',
        APP_MODE: 'production',
        PORT: String(port),
        DATABASE_URL: scratch.toString(),
        REDIS_URL: options.redisUrl,
        QUEUE_PREFIX: `drill-${scratchName}`,
        SITE_URL: 'http://drill.invalid',
        MAIL_LINK_SECRET: secret(),
        TOTP_KEY: secret(),
        MAIL_DIR: join(work, 'mail'),
        UPLOAD_DIR: uploads,
        LEAGUE_TIME_ZONE: options.timeZone,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const errors: string[] = [];
    app.stderr!.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
    const base = `http://127.0.0.1:${port}`;
    const readyBy = Date.now() + 120_000;
    for (;;) {
      const ready = await fetch(`${base}/v1/health/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      if (app.exitCode !== null || Date.now() > readyBy)
        throw new BackupError(
          `The app did not start on the restored database: ${errors.join('').trim().split('\n').slice(-3).join(' / ') || 'not ready within 120 s'}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    options.log(`The app answers on the restored database (port ${port})`);

    const lines: DrillLine[] = [
      {
        what: 'images',
        scratch: String(images),
        live: `${manifest.images} in the backup`,
        equal: images === manifest.images,
      },
    ];
    for (const path of drillPaths(manifest.createdAt, options.timeZone)) {
      const mine = await ask(base, path);
      if (!options.compareWith) {
        lines.push({ what: path, scratch: summary(mine), live: '-', equal: mine.status === 200 });
        continue;
      }
      const theirs = await ask(options.compareWith, path);
      lines.push({
        what: path,
        scratch: summary(mine),
        live: summary(theirs),
        equal: mine.status === 200 && theirs.status === 200 && isDeepStrictEqual(mine.body, theirs.body),
      });
    }
    return { backupOf: manifest.createdAt, lines, passed: lines.every((line) => line.equal) };
  } finally {
    if (app && app.exitCode === null) {
      const exited = new Promise((resolve) => app!.once('exit', resolve));
      app.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (app.exitCode === null) app.kill('SIGKILL');
    }
    if (created)
      await onServer(options.databaseUrl, `drop database if exists "${scratchName}" with (force)`).catch(
        (error: unknown) => options.log(`Could not drop ${scratchName}: ${(error as Error).message}`),
      );
    await rm(work, { recursive: true, force: true });
  }
}
