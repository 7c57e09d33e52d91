import { isValidTimeZone } from '../shared/domain/time-zone-check.js';
import { type Env, integer, SettingError, text, url } from './settings.js';

/**
 * What `npm run db:backup` and `npm run db:restore` read (the backup service of
 * docker/compose.prod.yml runs them). Apart from loadSettings: a backup needs neither the
 * site's address nor its secrets, only the database, the uploads folder and where backups go.
 */
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
}

/** The settings the backup CLIs read besides DATABASE_URL and UPLOAD_DIR (src/deployment.spec.ts knows them). */
export const BACKUP_SETTING_NAMES = ['BACKUP_DIR', 'BACKUP_KEEP'] as const;

export function loadBackupSettings(env: Env = process.env): BackupSettings {
  const timeZone = text(env, 'LEAGUE_TIME_ZONE', 'America/Los_Angeles');
  if (!isValidTimeZone(timeZone)) throw new SettingError(`LEAGUE_TIME_ZONE is not a known time zone (got "${timeZone}")`);
  return {
    // The same defaults as loadSettings (backup-settings.spec.ts checks).
    databaseUrl: url(env, 'DATABASE_URL', 'postgresql://postgres@127.0.0.1:5432/poker_league', ['postgres:', 'postgresql:'])!,
    uploadDir: text(env, 'UPLOAD_DIR', 'var/uploads'),
    backupDir: text(env, 'BACKUP_DIR', 'var/backups'),
    keep: integer(env, 'BACKUP_KEEP', 14, 1, 1000),
    timeZone,
    ...(env.METRICS_PORT?.trim() ? { metricsPort: integer(env, 'METRICS_PORT', 0, 0, 65535) } : {}),
    ...(env.METRICS_TOKEN?.trim() ? { metricsToken: env.METRICS_TOKEN.trim() } : {}),
  };
}
