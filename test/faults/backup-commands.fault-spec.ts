import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { ALL_ENTITIES } from '../../src/entities.js';
import { buildOrmConfig } from '../../src/shared/infrastructure/database/mikro-orm.config.js';
import { migrateDatabase, pendingMigrations } from '../../src/shared/infrastructure/database/migrate.js';
import { createTestDatabase, type TestDatabase } from '../support/services.js';
import { ROOT, runBuilt } from './support/built-command.js';

/**
 * `npm run db:backup` and `npm run db:restore -- FILE` as the commands themselves (the BUILT
 * dist/src/cli/backup.js and restore.js, which npm runs and the backup service of
 * compose.prod.yml runs): a dated backup written, a restore into an empty database, a refusal
 * of a database that is not empty with one line naming it, and --force. What a backup holds
 * and that the app answers the same on the copy: test/api/backup-restore.e2e-spec.ts.
 */
const BACKUP_JS = join(ROOT, 'dist/src/cli/backup.js');
const RESTORE_JS = join(ROOT, 'dist/src/cli/restore.js');

const run = runBuilt;

async function sql<T>(url: string, query: string): Promise<T[]> {
  const orm = await MikroORM.init(buildOrmConfig(url, ALL_ENTITIES));
  try {
    return await orm.em.getConnection().execute<T[]>(query);
  } finally {
    await orm.close();
  }
}

const playerNames = async (url: string): Promise<string[]> =>
  (await sql<{ first_name: string }>(url, 'select first_name from players order by player_id')).map(
    (row) => row.first_name,
  );

describe('npm run db:backup and db:restore (the built commands)', () => {
  let original: TestDatabase;
  let copy: TestDatabase;
  let folder: string;
  let backupFile: string;

  beforeAll(async () => {
    [original, copy] = [await createTestDatabase(), await createTestDatabase()];
    folder = await mkdtemp(join(tmpdir(), 'league-backup-commands-'));
    await migrateDatabase(original.url);
    await sql(
      original.url,
      "insert into players (first_name, last_name, title, player_number, user_type, unverified, created_at) values ('Ada', 'Backup', 'Ada Backup', 4242, 1, true, now())",
    );
  }, 120_000);

  afterAll(async () => {
    await original?.drop();
    await copy?.drop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('db:backup writes one dated league-….tar into BACKUP_DIR and says so', async () => {
    const uploads = join(folder, 'uploads');
    await mkdir(uploads);
    await writeFile(join(uploads, 'face.png'), 'an image');
    const result = await run(BACKUP_JS, [], {
      DATABASE_URL: original.url,
      UPLOAD_DIR: uploads,
      BACKUP_DIR: join(folder, 'backups'),
      BACKUP_KEEP: '3',
    });
    expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: [] });
    const files = await readdir(join(folder, 'backups'));
    expect(files).toEqual([expect.stringMatching(/^league-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar$/)]);
    backupFile = join(folder, 'backups', files[0]!);
    expect(result.stdout).toEqual([
      expect.stringMatching(
        new RegExp(`^Backup ${backupFile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: database .* and 1 images in `),
      ),
    ]);
  }, 120_000);

  it('db:restore -- FILE restores into an empty database, refuses it once it is not empty, and replaces it with --force', async () => {
    const restored = join(folder, 'restored');
    const env = { DATABASE_URL: copy.url, UPLOAD_DIR: restored };
    const first = await run(RESTORE_JS, [backupFile], env);
    expect({ code: first.code, stderr: first.stderr }).toEqual({ code: 0, stderr: [] });
    expect(first.stdout).toEqual([expect.stringMatching(/^Restored the backup of .* and 1 images in /)]);
    expect(await playerNames(copy.url)).toEqual(['Ada']);

    const refused = await run(RESTORE_JS, [backupFile], env);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toEqual([]);
    expect(refused.stderr).toEqual([
      expect.stringMatching(
        /^Restore failed: The database \S+ is not empty \(\d+ tables, sequences and views\): restore into an empty database, or pass --force to replace everything in it$/,
      ),
    ]);

    await sql(copy.url, "update players set first_name = 'Changed'");
    const forced = await run(RESTORE_JS, [backupFile, '--force'], env);
    expect({ code: forced.code, stderr: forced.stderr }).toEqual({ code: 0, stderr: [] });
    expect(await playerNames(copy.url)).toEqual(['Ada']);
  }, 180_000);

  // docs/operations.md "Rolling back an upgrade": the previous image on the pre-upgrade backup.
  it('a rollback: the pre-upgrade backup restored with --force takes schema and rows back to before the upgrade, and the previous release finds nothing to migrate', async () => {
    const before = join(folder, 'pre-upgrade');
    const backedUp = await run(BACKUP_JS, [], {
      DATABASE_URL: copy.url,
      UPLOAD_DIR: join(folder, 'restored'),
      BACKUP_DIR: before,
    });
    expect({ code: backedUp.code, stderr: backedUp.stderr }).toEqual({ code: 0, stderr: [] });
    const [file] = await readdir(before);
    // The upgrade: a later release's migration (a column added, its ledger row) and a row written after it.
    await sql(copy.url, 'alter table players add column next_release_flag boolean');
    await sql(
      copy.url,
      "insert into mikro_orm_migrations (name, executed_at) values ('Migration20991231000000_next_release', now())",
    );
    await sql(
      copy.url,
      "insert into players (first_name, last_name, title, player_number, user_type, unverified, created_at) values ('Bob', 'After', 'Bob After', 4243, 1, true, now())",
    );
    expect(await playerNames(copy.url)).toEqual(['Ada', 'Bob']);

    const rolledBack = await run(RESTORE_JS, [join(before, file!), '--force'], {
      DATABASE_URL: copy.url,
      UPLOAD_DIR: join(folder, 'restored'),
    });
    expect({ code: rolledBack.code, stderr: rolledBack.stderr }).toEqual({ code: 0, stderr: [] });
    // What was written after the backup is gone (the page says so); the schema is the previous release's.
    expect(await playerNames(copy.url)).toEqual(['Ada']);
    expect(
      await sql<{ n: number }>(
        copy.url,
        "select count(*)::int as n from information_schema.columns where table_name = 'players' and column_name = 'next_release_flag'",
      ),
    ).toEqual([{ n: 0 }]);
    expect(
      await sql<{ n: number }>(
        copy.url,
        "select count(*)::int as n from mikro_orm_migrations where name like 'Migration2099%'",
      ),
    ).toEqual([{ n: 0 }]);
    expect(await pendingMigrations(copy.url)).toEqual([]);
  }, 180_000);

  it('db:restore without a file prints its usage and exits 2', async () => {
    const result = await run(RESTORE_JS, [], { DATABASE_URL: copy.url });
    expect({ code: result.code, stderr: result.stderr }).toEqual({
      code: 2,
      stderr: [
        'Missing an argument.',
        'Usage: npm run db:restore -- FILE [--force]   (FILE: a league-….tar of npm run db:backup)',
      ],
    });
  });
});
