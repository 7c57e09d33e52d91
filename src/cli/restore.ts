import { commandLine } from './command-line.js';

/**
 * Restores a backup of `npm run db:backup` (docs/operations.md "Restoring a backup"):
 *   npm run db:restore -- var/backups/league-2026-11-27T030000Z.tar
 * into the database of DATABASE_URL and the folder UPLOAD_DIR, which must be empty;
 * `--force` deletes what is in them first. Stop the API and worker processes before.
 */
const { values, positionals } = commandLine({
  usage: 'Usage: npm run db:restore -- FILE [--force]   (FILE: a league-….tar of npm run db:backup)',
  about: `Puts a backup's database and images back into the database of DATABASE_URL and the folder UPLOAD_DIR, which must be
empty (docs/operations.md "Restoring a backup"). pg_restore runs in one transaction: a failed restore leaves the database empty.

  --force      delete what is in the database and the folder first
  -h, --help   this text`,
  options: { force: { type: 'boolean' } },
  positionals: 1,
});
const { loadBackupSettings } = await import('../config/backup-settings.js');
const { SettingError } = await import('../config/settings.js');
const { BackupError, restoreBackup } = await import('../shared/infrastructure/backup/pg-dump.backup.js');
try {
  const settings = loadBackupSettings();
  const started = Date.now();
  const { manifest, images } = await restoreBackup({
    file: positionals[0]!,
    databaseUrl: settings.databaseUrl,
    uploadDir: settings.uploadDir,
    force: values.force ?? false,
  });
  console.log(
    `Restored the backup of ${manifest.createdAt} (database ${manifest.database}) and ${images} images in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  if (!(error instanceof BackupError || error instanceof SettingError)) throw error;
  console.error(`Restore failed: ${error.message}`);
  process.exit(1);
}
