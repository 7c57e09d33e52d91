import { parseArgs } from 'node:util';
import { loadBackupSettings } from '../config/backup-settings.js';
import { SettingError } from '../config/settings.js';
import { BackupError, restoreBackup } from '../shared/infrastructure/backup/pg-dump.backup.js';

/**
 * Restores a backup of `npm run db:backup` (docs/operations.md "Restoring a backup"):
 *   npm run db:restore -- var/backups/league-2026-11-27T030000Z.tar
 * into the database of DATABASE_URL and the folder UPLOAD_DIR, which must be empty;
 * `--force` deletes what is in them first. Stop the API and worker processes before.
 */
const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
if (positionals.length !== 1) {
  console.error('Usage: npm run db:restore -- FILE [--force]   (FILE: a league-….tar of npm run db:backup)');
  process.exit(1);
}
try {
  const settings = loadBackupSettings();
  const started = Date.now();
  const { manifest, images } = await restoreBackup({ file: positionals[0]!, databaseUrl: settings.databaseUrl, uploadDir: settings.uploadDir, force: values.force });
  console.log(`Restored the backup of ${manifest.createdAt} (database ${manifest.database}) and ${images} images in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  if (!(error instanceof BackupError || error instanceof SettingError)) throw error;
  console.error(`Restore failed: ${error.message}`);
  process.exit(1);
}
