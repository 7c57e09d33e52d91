import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { aGameWithEntries, aVenueWithSeries, somePlayers } from '../support/builders.js';
import { testRedisUrl } from '../support/services.js';
import { rebuildStandings } from '../support/standings.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { ROOT, runBuilt } from './support/built-command.js';

/**
 * Backups off the server and the drill (issue 34, docs/operations.md "Backups off the server"),
 * as the built commands: `npm run db:backup` with BACKUP_OFFSITE_REPOSITORY copies the backup
 * into a restic repository (here a local folder standing in for S3 or SFTP), encrypted; then
 * `npm run db:drill -- --compare-with` the live site restores the newest copy into a scratch
 * database, starts the app on it, compares its answers with the live site's, and removes the
 * scratch database. .ci/run installs restic; without it this suite skips with a message.
 */
const BACKUP_JS = join(ROOT, 'dist/src/cli/backup.js');
const DRILL_JS = join(ROOT, 'dist/src/cli/drill.js');
const hasRestic = spawnSync('restic', ['version']).status === 0;
if (!hasRestic)
  console.warn(
    'restic not found (Debian: apt-get install restic): the off-site backup and drill suite is skipped here; .ci/run installs it.',
  );
const PACIFIC_EVENING = (date: string) => new Date(`${date}T03:00:00Z`);

const run = runBuilt;

async function drillDatabases(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (
      await client.query<{ datname: string }>(`select datname from pg_database where datname like '%\\_drill\\_%'`)
    ).rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

(hasRestic ? describe : describe.skip)(
  'backups off the server, encrypted, and the restore drill (the built commands)',
  () => {
    let live: TestApp;
    let folder: string;
    let env: Record<string, string>;
    const PASSWORD = 'a-restic-password-for-the-test';

    beforeAll(async () => {
      if (!existsSync(DRILL_JS))
        throw new Error('This suite runs the built commands: npm run build:server first (npm run test:faults does)');
      live = await startTestApp();
      const players = await somePlayers(live, 6);
      const { venue, event } = await aVenueWithSeries(live);
      for (const [date, count] of [
        ['2025-03-05', 6],
        ['2025-06-11', 5],
      ] as const) {
        await aGameWithEntries(live, count, {
          venueID: venue.venueID,
          eventID: event.eventID,
          hostID: live.accounts.host,
          gameAt: PACIFIC_EVENING(date),
          ended: true,
          players: players.slice(0, count),
        });
      }
      await rebuildStandings(live);
      folder = await mkdtemp(join(tmpdir(), 'league-offsite-'));
      await Promise.all(['uploads', 'backups'].map((name) => mkdir(join(folder, name))));
      env = {
        DATABASE_URL: live.databaseUrl,
        UPLOAD_DIR: join(folder, 'uploads'),
        BACKUP_DIR: join(folder, 'backups'),
        LEAGUE_TIME_ZONE: 'America/Los_Angeles',
        BACKUP_OFFSITE_REPOSITORY: join(folder, 'repository'),
        RESTIC_PASSWORD: PASSWORD,
        REDIS_URL: testRedisUrl(),
      };
    }, 180_000);

    afterAll(async () => {
      await live?.close();
      if (folder) await rm(folder, { recursive: true, force: true });
    });

    it('db:backup copies the new backup into the repository, encrypted, and thins the copies', async () => {
      const result = await run(BACKUP_JS, [], env);
      expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: [] });
      expect(result.stdout).toEqual([
        expect.stringMatching(/^Backup .*league-.*\.tar: database /),
        expect.stringMatching(/^Off-site: .*league-.*\.tar copied to the repository, encrypted \(snapshot \w+\) in /),
      ]);
      const snapshots = spawnSync('restic', ['--no-cache', 'snapshots', '--json'], {
        env: { ...process.env, RESTIC_REPOSITORY: env.BACKUP_OFFSITE_REPOSITORY, RESTIC_PASSWORD: PASSWORD },
        encoding: 'utf8',
      });
      expect(JSON.parse(snapshots.stdout) as { paths: string[]; tags: string[] }[]).toEqual([
        expect.objectContaining({ paths: ['/league.tar'], tags: ['league'] }),
      ]);
      // Encrypted: no file of the repository shows the tar's own names (database.dump, backup.json), as a plain copy would.
      const files = await readdir(join(folder, 'repository'), { recursive: true, withFileTypes: true });
      const contents = await Promise.all(
        files.filter((file) => file.isFile()).map((file) => readFile(join(file.parentPath, file.name))),
      );
      expect(contents.length).toBeGreaterThan(3);
      expect(
        contents.filter((content) => content.includes('database.dump') || content.includes('backup.json')),
      ).toEqual([]);
      // A wrong password opens nothing.
      expect(
        spawnSync('restic', ['--no-cache', 'snapshots'], {
          env: {
            ...process.env,
            RESTIC_REPOSITORY: env.BACKUP_OFFSITE_REPOSITORY,
            RESTIC_PASSWORD: 'wrong-password-xxxxxxxx',
          },
        }).status,
      ).not.toBe(0);
      expect(await readFile(join(folder, 'backups', '.offsite-latest'), 'utf8')).toMatch(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z\n$/,
      );
    }, 120_000);

    it('db:drill restores the newest copy into a scratch database, starts the app on it, finds its answers equal to the live site, and removes the scratch database', async () => {
      const before = await drillDatabases(live.databaseUrl);
      const result = await run(DRILL_JS, ['--compare-with', live.url], env);
      expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: [] });
      expect(result.stdout).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Restored the backup of .* into \S+_drill_\d{14} \(0 images\)$/),
          expect.stringMatching(/^The app answers on the restored database/),
          expect.stringMatching(
            /^\/v1\/point\/totals\/0\/0\/2004-01-01\/\d{4}-\d{2}-\d{2}\/1\/0 +6 rows +6 rows +equal$/,
          ),
          expect.stringMatching(/^\/v1\/game\/list\/0\/0\/0\/2004-01-01\/\S+ +2 rows +2 rows +equal$/),
          expect.stringMatching(
            /^Drill passed: the backup of .* restores, and the app on it answers as the live site does\.$/,
          ),
        ]),
      );
      expect(result.stdout.filter((line) => line.endsWith('DIFFERS'))).toEqual([]);
      expect(await drillDatabases(live.databaseUrl)).toEqual(before);
    }, 240_000);

    // docs/operations.md "Rotating the secrets", RESTIC_PASSWORD: a second key, then the old one removed.
    it('rotates RESTIC_PASSWORD: a new key added, the backups under it, the old key removed and refused', async () => {
      const NEW = 'the-new-restic-password-for-the-test';
      const restic = (password: string, args: string[], input?: string) =>
        spawnSync('restic', ['--no-cache', ...args], {
          env: { ...process.env, RESTIC_REPOSITORY: env.BACKUP_OFFSITE_REPOSITORY, RESTIC_PASSWORD: password },
          encoding: 'utf8',
          input,
        });
      const keyFile = join(folder, 'new-key');
      await writeFile(keyFile, `${NEW}\n`, { mode: 0o600 });
      expect(restic(PASSWORD, ['key', 'add', '--new-password-file', keyFile]).status).toBe(0);
      const keys = JSON.parse(restic(NEW, ['key', 'list', '--json']).stdout) as { id: string; current: boolean }[];
      expect(keys).toHaveLength(2);
      const backedUp = await run(BACKUP_JS, [], { ...env, RESTIC_PASSWORD: NEW });
      expect({ code: backedUp.code, stderr: backedUp.stderr }).toEqual({ code: 0, stderr: [] });
      const old = keys.find((key) => !key.current)!;
      expect(restic(NEW, ['key', 'remove', old.id]).status).toBe(0);
      expect(restic(PASSWORD, ['snapshots']).status).not.toBe(0);
      expect((JSON.parse(restic(NEW, ['snapshots', '--json']).stdout) as unknown[]).length).toBeGreaterThanOrEqual(1);
    }, 120_000);
  },
);
