import { commandLine } from './command-line.js';

/**
 * The restore drill (docs/operations.md "Practise it: the restore drill"): the newest copy off the server restored
 * into a scratch database, the app started on it, its answers compared with the live site's.
 *   npm run db:drill -- --compare-with http://api-1:3000
 */
const { values } = commandLine({
  usage: 'usage: npm run db:drill [-- --compare-with URL] [--file FILE]',
  about: `Restores the newest backup copied off the server (BACKUP_OFFSITE_REPOSITORY, RESTIC_PASSWORD) into a scratch database
beside DATABASE_URL's, starts the app on it (REDIS_URL, a queue prefix of its own), asks it the public reads of everything
before the backup's day and compares each answer with the live site's; then removes the scratch database, files and process.
Exit 0 when every answer is equal and the images are all there, 1 otherwise.

  --compare-with URL   the live site's API (in the backup container: http://api-1:3000); without it, answers are only checked
  --file FILE          a backup file instead of the newest off-site copy
  -h, --help           this text

An answer that DIFFERS may be a correction made to an old game or venue since the backup: read it before worrying.`,
  options: { 'compare-with': { type: 'string' }, file: { type: 'string' } },
});
const { fileURLToPath } = await import('node:url');
const { loadBackupSettings } = await import('../config/backup-settings.js');
const { SettingError } = await import('../config/settings.js');
const { BackupError } = await import('../shared/infrastructure/backup/pg-dump.backup.js');
const { runDrill } = await import('../shared/infrastructure/backup/restore-drill.js');

try {
  const settings = loadBackupSettings();
  const redisUrl = process.env.REDIS_URL?.trim();
  if (!redisUrl)
    throw new SettingError(
      'REDIS_URL must be set: the app started on the restored database needs Redis (it uses a queue prefix of its own)',
    );
  if (!values.file && !settings.offsite)
    throw new SettingError(
      'BACKUP_OFFSITE_REPOSITORY is not set: give --file FILE, or set up the copies off the server',
    );
  const report = await runDrill({
    databaseUrl: settings.databaseUrl,
    redisUrl,
    timeZone: settings.timeZone,
    source: values.file ? { file: values.file } : { offsite: settings.offsite! },
    mainJs: fileURLToPath(new URL('../main.js', import.meta.url)),
    ...(values['compare-with'] ? { compareWith: values['compare-with'].replace(/\/$/, '') } : {}),
    log: (line) => console.log(line),
  });
  const width = Math.max(...report.lines.map((line) => line.what.length));
  console.log(`\n${'what'.padEnd(width)}  ${'restored'.padEnd(12)}  ${'live'.padEnd(20)}  result`);
  // Without --compare-with each read is only checked to answer (the images line is compared with the backup's count either way).
  const verdict = (line: { what: string; equal: boolean }) =>
    line.equal ? (values['compare-with'] || line.what === 'images' ? 'equal' : 'answered') : 'DIFFERS';
  for (const line of report.lines)
    console.log(`${line.what.padEnd(width)}  ${line.scratch.padEnd(12)}  ${line.live.padEnd(20)}  ${verdict(line)}`);
  console.log(
    !report.passed
      ? '\nDrill FAILED: read the lines marked DIFFERS.'
      : values['compare-with']
        ? `\nDrill passed: the backup of ${report.backupOf} restores, and the app on it answers as the live site does.`
        : `\nDrill passed: the backup of ${report.backupOf} restores, and the app on it answers every read (--compare-with compares them with the live site).`,
  );
  process.exit(report.passed ? 0 : 1);
} catch (error) {
  if (!(error instanceof BackupError || error instanceof SettingError)) throw error;
  console.error(`Drill failed: ${error.message}`);
  process.exit(1);
}
