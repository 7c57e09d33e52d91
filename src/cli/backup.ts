import type { BackupSettings } from '../config/backup-settings.js';
import { commandLine, refuse } from './command-line.js';

/**
 * A backup of the database and the uploaded images (docs/operations.md "Backups"):
 *   npm run db:backup                          one backup now, into BACKUP_DIR (keeps the last BACKUP_KEEP)
 *   node dist/src/cli/backup.js --daily 03:00  the backup service: one at start unless the newest is
 *                                              less than a day old, then one every day at 03:00 (LEAGUE_TIME_ZONE)
 *   node dist/src/cli/backup.js --check 26     exits 0 when the newest backup is under 26 hours old (its health check)
 *   node dist/src/cli/backup.js --offsite      copies the newest backup off the server now (BACKUP_OFFSITE_REPOSITORY)
 * With BACKUP_OFFSITE_REPOSITORY set, every backup is also copied there, encrypted (restic).
 */
const DAY_MS = 24 * 60 * 60 * 1000;

const usage = 'usage: npm run db:backup [-- --daily HH:MM | --check HOURS | --offsite]';
const { values } = commandLine({
  usage,
  about: `Backs up the database of DATABASE_URL (pg_dump) and the images of UPLOAD_DIR into one league-{time}.tar in BACKUP_DIR,
keeping the newest BACKUP_KEEP (docs/operations.md "Backups"). With BACKUP_OFFSITE_REPOSITORY (a restic repository:
s3:https://…, sftp:user@host:/path, …) and RESTIC_PASSWORD, each backup is then copied there, encrypted, and the copies
thinned to BACKUP_OFFSITE_KEEP_DAILY / _WEEKLY / _MONTHLY (14, 8, 12).

  --daily HH:MM   the backup service: one now unless the newest is under a day old, then one every day at HH:MM
                  (LEAGUE_TIME_ZONE); with METRICS_PORT, its /metrics says the newest backup's time
  --check HOURS   exit 0 when the newest backup is under HOURS old, 1 otherwise (the service's health check)
  --offsite       copy the newest backup off the server now (after a failed copy), no new backup
  -h, --help      this text`,
  options: { daily: { type: 'string' }, check: { type: 'string' }, offsite: { type: 'boolean' } },
});
if ([values.daily !== undefined, values.check !== undefined, values.offsite === true].filter(Boolean).length > 1)
  refuse('--daily, --check and --offsite do not go together.', usage);
if (values.check !== undefined && !(Number(values.check) > 0))
  refuse(`--check wants a number of hours (got "${values.check}").`, usage);
if (values.daily !== undefined && !/^([01]\d|2[0-3]):[0-5]\d$/.test(values.daily))
  refuse(`--daily wants a time of day, HH:MM (got "${values.daily}").`, usage);

const { loadBackupSettings } = await import('../config/backup-settings.js');
const { SettingError } = await import('../config/settings.js');
const { BackupError, createBackup, latestBackupAt, listBackups, nextDailyRun } =
  await import('../shared/infrastructure/backup/pg-dump.backup.js');
const { copyOffsite, latestOffsiteAt } = await import('../shared/infrastructure/backup/restic.offsite.js');
const { join } = await import('node:path');

function settingsOrExit(): BackupSettings {
  try {
    return loadBackupSettings();
  } catch (error) {
    if (!(error instanceof SettingError)) throw error;
    console.error(`Setting error: ${error.message}`);
    process.exit(1);
  }
}

/** Copies a backup off the server when a repository is set; a failure is one line (the backup itself stays). */
async function copyOff(settings: BackupSettings, file: string, createdAt: Date): Promise<boolean> {
  if (!settings.offsite) return true;
  const started = Date.now();
  try {
    const { snapshot, removed } = await copyOffsite(settings.offsite, file, createdAt, settings.backupDir);
    console.log(
      `Off-site: ${file} copied to the repository, encrypted (snapshot ${snapshot}) in ${((Date.now() - started) / 1000).toFixed(1)} s${removed ? `; ${removed} older copies removed` : ''}`,
    );
    return true;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(`Off-site: ${error.message}`);
    return false;
  }
}

async function backUp(settings: BackupSettings): Promise<boolean> {
  const started = Date.now();
  try {
    const { file, manifest, removed } = await createBackup(settings);
    console.log(
      `Backup ${file}: database ${manifest.database} and ${manifest.images} images in ${((Date.now() - started) / 1000).toFixed(1)} s${removed.length ? `; removed ${removed.join(', ')}` : ''}`,
    );
    return await copyOff(settings, file, new Date(manifest.createdAt));
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(`Backup failed: ${error.message}`);
    return false;
  }
}

const settings = settingsOrExit();
if (values.check !== undefined) {
  const hours = Number(values.check);
  const latest = await latestBackupAt(settings.backupDir);
  const fresh = latest !== null && Date.now() - latest.getTime() < hours * 60 * 60 * 1000;
  console.log(latest ? `The newest backup is from ${latest.toISOString()}` : `No backup in ${settings.backupDir}`);
  process.exit(fresh ? 0 : 1);
} else if (values.offsite) {
  const newest = (await listBackups(settings.backupDir)).at(-1);
  const latest = await latestBackupAt(settings.backupDir);
  if (!settings.offsite || !newest || !latest) {
    console.error(
      !settings.offsite
        ? 'Off-site: BACKUP_OFFSITE_REPOSITORY is not set'
        : `Off-site: no backup in ${settings.backupDir} to copy`,
    );
    process.exit(1);
  }
  process.exit((await copyOff(settings, join(settings.backupDir, newest), latest)) ? 0 : 1);
} else if (values.daily !== undefined) {
  // PID 1 in a container: stop at once when asked (no backup is half-written, see createBackup).
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => process.exit(0));
  const time = values.daily;
  try {
    nextDailyRun(new Date(), time, settings.timeZone); // a bad time stops here, before any wait
  } catch (error) {
    console.error(`Backup schedule: ${(error as Error).message}`);
    process.exit(1);
  }
  if (settings.metricsPort !== undefined) {
    const { serveBackupMetrics } = await import('../shared/interface/metrics/backup-metrics.server.js');
    const { port } = await serveBackupMetrics(settings.metricsPort, settings.metricsToken, {
      newestBackup: () => latestBackupAt(settings.backupDir),
      ...(settings.offsite ? { newestOffsite: () => latestOffsiteAt(settings.backupDir) } : {}),
    });
    console.log(`Backup metrics at http://0.0.0.0:${port}/metrics`);
  }
  const latest = await latestBackupAt(settings.backupDir);
  if (!latest || Date.now() - latest.getTime() >= DAY_MS) await backUp(settings);
  for (;;) {
    const next = nextDailyRun(new Date(), time, settings.timeZone);
    console.log(`Next backup at ${next.toISOString()}`);
    await new Promise((resolve) => setTimeout(resolve, next.getTime() - Date.now()));
    await backUp(settings);
  }
} else {
  process.exit((await backUp(settings)) ? 0 : 1);
}
