import { isValidTimeZone } from '../shared/domain/time-zone-check.js';
import { type Env, integer, SettingError, text, url } from './settings.js';

/**
 * What `npm run db:backup` and `npm run db:restore` read (the backup service of
 * docker/compose.prod.yml runs them). Apart from loadSettings: a backup needs neither the
 * site's address nor its secrets, only the database, the uploads folder and where backups go.
 */

/** Where backups are copied off the server (restic.offsite.ts: BACKUP_OFFSITE_*). */
export interface OffsiteSettings {
  /** restic's repository: `s3:https://host/bucket/path`, `sftp:user@host:/path`, a local path (tests), ... */
  readonly repository: string;
  /** The repository's encryption password (restic's RESTIC_PASSWORD). */
  readonly password: string;
  readonly keepDaily: number;
  readonly keepWeekly: number;
  readonly keepMonthly: number;
}

export interface BackupSettings {
  readonly databaseUrl: string;
  /** The app's uploaded images (UPLOAD_DIR, as the app reads it): part of every backup. */
  readonly uploadDir: string;
  /** Where backups are written, one `league-{date}.tar` each. */
  readonly backupDir: string;
  /** How many backups are kept: the oldest beyond this are deleted after each new one. */
  readonly keep: number;
  /** The nightly backup's time of day is in the league's time zone. */
  readonly timeZone: string;
  /** The backup service's own /metrics port (the newest backup's time, for LeagueBackupMissed); undefined: none. */
  readonly metricsPort?: number;
  /** The Bearer token a scrape of that /metrics must send (as the app's METRICS_TOKEN). */
  readonly metricsToken?: string;
  /** Where each backup is copied off the server (a restic repository), encrypted; undefined: nowhere. */
  readonly offsite?: OffsiteSettings;
}

/** The settings the backup CLIs read besides DATABASE_URL and UPLOAD_DIR (src/deployment.spec.ts knows them). */
export const BACKUP_SETTING_NAMES = [
  'BACKUP_DIR',
  'BACKUP_KEEP',
  // Off the server (docs/operations.md "Backups off the server"): restic reads RESTIC_PASSWORD, and the S3 keys, itself.
  'BACKUP_OFFSITE_REPOSITORY',
  'RESTIC_PASSWORD',
  'BACKUP_OFFSITE_KEEP_DAILY',
  'BACKUP_OFFSITE_KEEP_WEEKLY',
  'BACKUP_OFFSITE_KEEP_MONTHLY',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
] as const;

function offsiteSettings(env: Env): OffsiteSettings | undefined {
  const repository = env.BACKUP_OFFSITE_REPOSITORY?.trim();
  if (!repository) return undefined;
  const password = env.RESTIC_PASSWORD ?? '';
  if (password.length < 16)
    throw new SettingError(
      'RESTIC_PASSWORD must be set, 16 characters or more, with BACKUP_OFFSITE_REPOSITORY: it encrypts the copies off the server (keep it apart from the server too)',
    );
  return {
    repository,
    password,
    keepDaily: integer(env, 'BACKUP_OFFSITE_KEEP_DAILY', 14, 1, 1000),
    keepWeekly: integer(env, 'BACKUP_OFFSITE_KEEP_WEEKLY', 8, 0, 1000),
    keepMonthly: integer(env, 'BACKUP_OFFSITE_KEEP_MONTHLY', 12, 0, 1000),
  };
}

export function loadBackupSettings(env: Env = process.env): BackupSettings {
  const timeZone = text(env, 'LEAGUE_TIME_ZONE', 'America/Los_Angeles');
  if (!isValidTimeZone(timeZone))
    throw new SettingError(`LEAGUE_TIME_ZONE is not a known time zone (got "${timeZone}")`);
  return {
    // The same defaults as loadSettings (backup-settings.spec.ts checks).
    databaseUrl: url(env, 'DATABASE_URL', 'postgresql://postgres@127.0.0.1:5432/poker_league', [
      'postgres:',
      'postgresql:',
    ])!,
    uploadDir: text(env, 'UPLOAD_DIR', 'var/uploads'),
    backupDir: text(env, 'BACKUP_DIR', 'var/backups'),
    keep: integer(env, 'BACKUP_KEEP', 14, 1, 1000),
    timeZone,
    ...(env.METRICS_PORT?.trim() ? { metricsPort: integer(env, 'METRICS_PORT', 0, 0, 65535) } : {}),
    ...(env.METRICS_TOKEN?.trim() ? { metricsToken: env.METRICS_TOKEN.trim() } : {}),
    ...(offsiteSettings(env) ? { offsite: offsiteSettings(env) } : {}),
  };
}
