import { BACKUP_SETTING_NAMES, loadBackupSettings } from './backup-settings.js';
import { loadSettings, SettingError } from './settings.js';

describe('backup settings (issue 22)', () => {
  it('reads the database and uploads folder as the app does, with the same defaults', () => {
    const app = loadSettings({});
    expect(loadBackupSettings({})).toEqual({
      databaseUrl: app.databaseUrl,
      uploadDir: app.uploadDir,
      backupDir: 'var/backups',
      keep: 14,
      timeZone: app.leagueTimeZone,
    });
    const env = {
      DATABASE_URL: 'postgresql://league:pw@postgres:5432/league',
      UPLOAD_DIR: '/app/var/uploads',
      LEAGUE_TIME_ZONE: 'Europe/Paris',
    };
    const given = loadSettings(env);
    expect(loadBackupSettings({ ...env, BACKUP_DIR: '/backups', BACKUP_KEEP: '30' })).toEqual({
      databaseUrl: given.databaseUrl,
      uploadDir: given.uploadDir,
      backupDir: '/backups',
      keep: 30,
      timeZone: 'Europe/Paris',
    });
    expect(BACKUP_SETTING_NAMES.slice(0, 2)).toEqual(['BACKUP_DIR', 'BACKUP_KEEP']);
  });

  it('reads the off-site repository with its password and retention, or none', () => {
    expect(loadBackupSettings({}).offsite).toBeUndefined();
    expect(
      loadBackupSettings({
        BACKUP_OFFSITE_REPOSITORY: 's3:https://s3.example.org/league',
        RESTIC_PASSWORD: 'p'.repeat(20),
        BACKUP_OFFSITE_KEEP_MONTHLY: '24',
      }).offsite,
    ).toEqual({
      repository: 's3:https://s3.example.org/league',
      password: 'p'.repeat(20),
      keepDaily: 14,
      keepWeekly: 8,
      keepMonthly: 24,
    });
    expect(() => loadBackupSettings({ BACKUP_OFFSITE_REPOSITORY: '/srv/offsite' })).toThrow(
      /^RESTIC_PASSWORD must be set, 16 characters or more/,
    );
  });

  it.each([
    [{ BACKUP_KEEP: '0' }, /^BACKUP_KEEP must be a whole number from 1 to 1000/],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL must start with postgres/],
    [{ LEAGUE_TIME_ZONE: 'Mars/Olympus' }, /^LEAGUE_TIME_ZONE is not a known time zone/],
  ])('refuses %j with one line naming the setting', (env, message) => {
    expect(() => loadBackupSettings(env)).toThrow(SettingError);
    expect(() => loadBackupSettings(env)).toThrow(message);
  });
});
