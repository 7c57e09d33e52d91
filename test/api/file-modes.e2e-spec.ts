import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiskImageStore } from '../../src/shared/infrastructure/images/local-disk.image-store.js';
import { createBackup, restoreBackup } from '../../src/shared/infrastructure/backup/pg-dump.backup.js';
import { NodemailerMailer } from '../../src/shared/infrastructure/mail/nodemailer.mailer.js';
import { migrateDatabase } from '../../src/shared/infrastructure/database/migrate.js';
import { createTestDatabase, type TestDatabase } from '../support/services.js';

/**
 * Issue 32, low 9: files that hold secrets are for the app's own user only, whatever the
 * process's umask: mail files (live reset links when there is no SMTP_URL), backup archives
 * (the whole database) and uploaded images (deposit slips) are 0600, their folders 0700.
 */
const modeOf = async (path: string): Promise<string> => ((await stat(path)).mode & 0o777).toString(8).padStart(4, '0');

describe('file modes of mail, uploads and backups', () => {
  let root: string;
  let umask: number;

  beforeAll(async () => {
    // The usual umask, which leaves new files 0644 and folders 0755 unless the code says otherwise.
    umask = process.umask(0o022);
    root = await mkdtemp(join(tmpdir(), 'league-file-modes-'));
  });
  afterAll(async () => {
    process.umask(umask);
    await rm(root, { recursive: true, force: true });
  });

  it('a mail file (no SMTP_URL) is 0600 in a 0700 folder the mailer made', async () => {
    const mailDir = join(root, 'var', 'mail');
    let written = '';
    const mailer = new NodemailerMailer({
      from: 'league@example.org',
      mailDir,
      onFileWritten: (path) => (written = path),
    });
    await mailer.send({
      to: 'player@example.org',
      subject: 'Reset your password',
      text: 'https://league.example/users/setpw/secret-token',
    });
    expect([await modeOf(mailDir), await modeOf(written)]).toEqual(['0700', '0600']);
  });

  it('an uploaded deposit slip and a profile image are 0600 in 0700 folders', async () => {
    const uploads = join(root, 'uploads');
    const store = new LocalDiskImageStore(uploads);
    const slip = await store.save('deposits', Buffer.from('slip'), 'jpg');
    const image = await store.save('players', Buffer.from('face'), 'png');
    expect([
      await modeOf(uploads),
      await modeOf(join(uploads, 'deposits')),
      await modeOf(join(uploads, 'deposits', slip)),
      await modeOf(join(uploads, 'players', image)),
    ]).toEqual(['0700', '0700', '0600', '0600']);
  });

  describe('backups', () => {
    let database: TestDatabase;
    let restored: TestDatabase;
    beforeAll(async () => {
      [database, restored] = [await createTestDatabase(), await createTestDatabase()];
      await migrateDatabase(database.url);
    }, 120_000);
    afterAll(async () => {
      await database?.drop();
      await restored?.drop();
    });

    it('an archive is 0600 in a 0700 folder, and a restore leaves the uploads 0600 in 0700 folders', async () => {
      const uploads = join(root, 'backup-uploads', 'deposits');
      await mkdir(uploads, { recursive: true });
      await writeFile(join(uploads, 'slip.jpg'), 'slip');
      const backupDir = join(root, 'backups');
      const { file } = await createBackup({
        databaseUrl: database.url,
        uploadDir: join(root, 'backup-uploads'),
        backupDir,
        keep: 3,
      });
      expect([await modeOf(backupDir), await modeOf(file)]).toEqual(['0700', '0600']);
      expect((await readdir(backupDir)).filter((name) => name.startsWith('.'))).toEqual([]);

      const target = join(root, 'restored-uploads');
      await restoreBackup({ file, databaseUrl: restored.url, uploadDir: target });
      expect([
        await modeOf(target),
        await modeOf(join(target, 'deposits')),
        await modeOf(join(target, 'deposits', 'slip.jpg')),
      ]).toEqual(['0700', '0700', '0600']);
    });
  });
});
