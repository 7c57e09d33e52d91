import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { seedDemoLeague } from '../../src/demo/demo-league.seeder.js';
import { DEMO_PASSWORD } from '../../src/demo/role-accounts.js';
import { ALL_ENTITIES } from '../../src/entities.js';
import {
  BackupError,
  createBackup,
  listBackups,
  restoreBackup,
} from '../../src/shared/infrastructure/backup/pg-dump.backup.js';
import { buildOrmConfig } from '../../src/shared/infrastructure/database/mikro-orm.config.js';
import { migrateDatabase } from '../../src/shared/infrastructure/database/migrate.js';
import { api, type Rows } from '../support/api.js';
import { aPng } from '../support/images.js';
import { createTestDatabase, type TestDatabase } from '../support/services.js';
import { rebuildStandings } from '../support/standings.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Backups that restore (issue 22 part 2): the demo league and an uploaded image, backed up by
 * `npm run db:backup`'s code (pg_dump -Fc and the uploads folder in one dated tar), restored by
 * `npm run db:restore`'s into another, empty database and uploads folder, and the app started
 * on the copy answers the standings, players, games, deposits and the image as the original did.
 */
const NOW = new Date('2026-06-20T03:15:00Z');

const temporaryFolder = (name: string): Promise<string> => mkdtemp(join(tmpdir(), `league-${name}-`));
const keepDatabase = (database: TestDatabase) => ({ url: database.url, drop: async () => undefined });

interface Answers {
  [path: string]: unknown;
}

/**
 * The answers compared: the same paths asked of both apps, as the demo owner, with the session
 * opened on the original before the backup (sessions are rows: they are in the backup too, and
 * a new log-in would change the owner's own record).
 */
async function answersOf(app: TestApp, paths: string[], token: string): Promise<Answers> {
  const answers: Answers = {};
  for (const path of paths) {
    if (path.includes('/image/')) {
      const response = await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      answers[path] = {
        status: response.status,
        type: response.headers.get('content-type'),
        bytes: Buffer.from(await response.arrayBuffer()).toString('base64'),
      };
    } else {
      answers[path] = await api(app).as(token).get(path);
    }
  }
  return answers;
}

describe('backups that restore (issue 22)', () => {
  let original: TestDatabase;
  let copy: TestDatabase;
  let backupDir: string;
  let uploadDir: string;
  let restoredUploads: string;
  let paths: string[];
  let before: Answers;
  let backupFile: string;
  let ownerToken: string;

  beforeAll(async () => {
    original = await createTestDatabase();
    copy = await createTestDatabase();
    backupDir = await temporaryFolder('backups');
    uploadDir = await temporaryFolder('uploads');
    restoredUploads = await temporaryFolder('restored-uploads');

    await migrateDatabase(original.url);
    const orm = await MikroORM.init(buildOrmConfig(original.url, ALL_ENTITIES));
    try {
      const started = Date.now();
      const summary = await seedDemoLeague(orm.em.fork(), { now: NOW, timeZone: 'America/Los_Angeles' });
      console.log(`Demo league seeded in ${Date.now() - started} ms: ${summary}`);
    } finally {
      await orm.close();
    }

    const app = await startTestApp({ database: keepDatabase(original), roles: false, env: { UPLOAD_DIR: uploadDir } });
    try {
      await rebuildStandings(app);
      // The demo player's profile image, uploaded through the API onto the disk.
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(await aPng(40, 30))], { type: 'image/png' }), 'me.png');
      const uploaded = await fetch(`${app.url}/v1/player/image`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await app.login('player', DEMO_PASSWORD)}` },
        body: form,
      });
      const { profileImage } = (await uploaded.json()) as { profileImage: string };
      expect(profileImage).toMatch(/^[0-9a-f]{32}\.png$/);

      const players = await app.sql<{ player_id: number }>('select player_id from players order by player_id');
      const games = await app.sql<{ game_id: number }>('select game_id from games order by game_id');
      const deposits = await app.sql<{ deposit_id: number }>('select deposit_id from deposits order by deposit_id');
      expect({ players: players.length > 50, games: games.length > 50, deposits: deposits.length > 5 }).toEqual({
        players: true,
        games: true,
        deposits: true,
      });
      paths = [
        // Standings: all time, this year, this season, every row.
        '/v1/point/totals/0/0/0/All/1/0',
        '/v1/point/totals/0/0/2026/All/1/0',
        '/v1/point/totals/0/0/2026/Q1/1/0',
        '/v1/player/stats/0/0/0/All',
        '/v1/venue/list/0',
        ...players
          .filter((_, index) => index < 10 || index % 7 === 0)
          .map(({ player_id }) => `/v1/player/id/${player_id}`),
        '/v1/player/list/1/a',
        '/v1/game/list/0/0/0/2000-01-01/2030-12-31/1/100',
        '/v1/game/list/0/0/0/2000-01-01/2030-12-31/2/100',
        ...games
          .filter((_, index) => index % 10 === 0)
          .flatMap(({ game_id }) => [
            `/v1/game/id/${game_id}`,
            `/v1/game/points/${game_id}/1`,
            `/v1/game/history/${game_id}`,
          ]),
        '/v1/deposit/list/0',
        ...deposits.map(({ deposit_id }) => `/v1/deposit/id/${deposit_id}`),
        `/v1/player/image/${profileImage}`,
      ];
      ownerToken = await app.login('owner', DEMO_PASSWORD);
      expect(paths.length).toBeGreaterThan(100);
      before = await answersOf(app, paths, ownerToken);
    } finally {
      await app.close();
    }
  }, 600_000);

  afterAll(async () => {
    await original?.drop();
    await copy?.drop();
    for (const folder of [backupDir, uploadDir, restoredUploads])
      if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('writes one dated tar of the dump and the images into BACKUP_DIR', async () => {
    const { file, manifest } = await createBackup({
      databaseUrl: original.url,
      uploadDir,
      backupDir,
      keep: 3,
      now: new Date('2026-11-27T03:00:00Z'),
    });
    backupFile = file;
    expect(file).toBe(join(backupDir, 'league-2026-11-27T030000Z.tar'));
    expect(manifest).toMatchObject({
      createdAt: '2026-11-27T03:00:00.000Z',
      images: 1,
      pgDump: expect.stringMatching(/^pg_dump \(PostgreSQL\) \d+/),
    });
    // Nothing half-written is left beside it.
    expect(await readdir(backupDir)).toEqual(['league-2026-11-27T030000Z.tar']);
  });

  it('restores into an empty database and uploads folder, and the app on the copy answers as the original did', async () => {
    const { manifest, images } = await restoreBackup({
      file: backupFile,
      databaseUrl: copy.url,
      uploadDir: restoredUploads,
    });
    expect({ createdAt: manifest.createdAt, images }).toEqual({ createdAt: '2026-11-27T03:00:00.000Z', images: 1 });
    const app = await startTestApp({
      database: keepDatabase(copy),
      roles: false,
      env: { UPLOAD_DIR: restoredUploads },
    });
    try {
      const after = await answersOf(app, paths, ownerToken);
      // Every answer is a real one (not a 404 on both sides).
      expect(Object.entries(before).filter(([, answer]) => (answer as { status: number }).status !== 200)).toEqual([]);
      const standings = before['/v1/point/totals/0/0/0/All/1/0'] as { body: Rows<unknown> };
      expect(standings.body.rows.length).toBeGreaterThan(20);
      expect(after).toEqual(before);
    } finally {
      await app.close();
    }
  }, 300_000);

  it('refuses a database that is not empty, and an uploads folder that is not empty, unless forced', async () => {
    const emptyFolder = await temporaryFolder('empty-uploads');
    try {
      await expect(restoreBackup({ file: backupFile, databaseUrl: copy.url, uploadDir: emptyFolder })).rejects.toThrow(
        new BackupError(
          `The database ${new URL(copy.url).pathname.slice(1)} is not empty (${(await tableCount(copy.url)).toString()} tables, sequences and views): restore into an empty database, or pass --force to replace everything in it`,
        ),
      );
      expect(await readdir(emptyFolder)).toEqual([]);

      const empty = await createTestDatabase();
      try {
        await expect(
          restoreBackup({ file: backupFile, databaseUrl: empty.url, uploadDir: restoredUploads }),
        ).rejects.toThrow(
          /^The uploads folder .* is not empty \(1 files\): restore into an empty folder, or pass --force/,
        );
        expect(await tableCount(empty.url)).toBe(0);
      } finally {
        await empty.drop();
      }

      // --force replaces what is there: a player added since, and a stray file, are gone.
      const orm = await MikroORM.init(buildOrmConfig(copy.url, ALL_ENTITIES));
      try {
        await orm.em
          .getConnection()
          .execute("update players set first_name = 'Changed' where player_id = (select min(player_id) from players)");
      } finally {
        await orm.close();
      }
      await writeFile(join(restoredUploads, 'stray.txt'), 'not from the backup');
      await restoreBackup({ file: backupFile, databaseUrl: copy.url, uploadDir: restoredUploads, force: true });
      const app = await startTestApp({
        database: keepDatabase(copy),
        roles: false,
        env: { UPLOAD_DIR: restoredUploads },
      });
      try {
        const firstPlayer = paths.find((path) => path.startsWith('/v1/player/id/'))!;
        expect((await answersOf(app, [firstPlayer], ownerToken))[firstPlayer]).toEqual(before[firstPlayer]);
      } finally {
        await app.close();
      }
      expect((await readdir(restoredUploads, { recursive: true })).includes('stray.txt')).toBe(false);
    } finally {
      await rm(emptyFolder, { recursive: true, force: true });
    }
  }, 300_000);

  it('keeps the newest BACKUP_KEEP backups', async () => {
    const keepDir = await temporaryFolder('keep');
    try {
      for (const day of ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']) {
        await createBackup({
          databaseUrl: copy.url,
          uploadDir: restoredUploads,
          backupDir: keepDir,
          keep: 2,
          now: new Date(`${day}T03:00:00Z`),
        });
      }
      expect(await listBackups(keepDir)).toEqual(['league-2026-11-26T030000Z.tar', 'league-2026-11-27T030000Z.tar']);
    } finally {
      await rm(keepDir, { recursive: true, force: true });
    }
  }, 300_000);
});

async function tableCount(databaseUrl: string): Promise<number> {
  const orm = await MikroORM.init(buildOrmConfig(databaseUrl, ALL_ENTITIES));
  try {
    const [{ count }] = await orm.em
      .getConnection()
      .execute<{ count: string }[]>(
        "select count(*) as count from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'",
      );
    return Number(count);
  } finally {
    await orm.close();
  }
}
