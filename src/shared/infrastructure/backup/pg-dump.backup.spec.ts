import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BackupError, backupName, latestBackupAt, listBackups, nextDailyRun, pruneBackups } from './pg-dump.backup.js';

describe('backup files and the nightly schedule (issue 22)', () => {
  let folder: string;
  beforeEach(async () => (folder = await mkdtemp(join(tmpdir(), 'league-backup-spec-'))));
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('names a backup by its UTC time, so names sort by age', () => {
    expect(backupName(new Date('2026-11-27T03:00:05.123Z'))).toBe('league-2026-11-27T030005Z.tar');
  });

  it('lists, dates and prunes only backups, oldest first, leaving other files alone', async () => {
    expect(await latestBackupAt(join(folder, 'missing'))).toBeNull();
    for (const name of [
      'league-2026-11-25T030000Z.tar',
      'league-2026-11-27T030000Z.tar',
      'league-2026-11-26T030000Z.tar',
      '.league-2026-11-28T030000Z.tar.partial',
      'notes.txt',
    ]) {
      await writeFile(join(folder, name), '');
    }
    expect(await listBackups(folder)).toEqual([
      'league-2026-11-25T030000Z.tar',
      'league-2026-11-26T030000Z.tar',
      'league-2026-11-27T030000Z.tar',
    ]);
    expect(await latestBackupAt(folder)).toEqual(new Date('2026-11-27T03:00:00Z'));
    expect(await pruneBackups(folder, 2)).toEqual(['league-2026-11-25T030000Z.tar']);
    expect(await listBackups(folder)).toEqual(['league-2026-11-26T030000Z.tar', 'league-2026-11-27T030000Z.tar']);
  });

  it('sleeps until the next time of day in the league time zone', () => {
    const zone = 'America/Los_Angeles';
    // 02:00 in Los Angeles (PST, UTC-8): 03:00 the same night.
    expect(nextDailyRun(new Date('2026-11-27T10:00:00Z'), '03:00', zone)).toEqual(new Date('2026-11-27T11:00:00Z'));
    // 03:00 exactly, or later: the next night.
    expect(nextDailyRun(new Date('2026-11-27T11:00:00Z'), '03:00', zone)).toEqual(new Date('2026-11-28T11:00:00Z'));
    // Summer time (PDT, UTC-7).
    expect(nextDailyRun(new Date('2026-06-20T12:00:00Z'), '03:00', zone)).toEqual(new Date('2026-06-21T10:00:00Z'));
    expect(() => nextDailyRun(new Date(), '3am', zone)).toThrow(BackupError);
    expect(() => nextDailyRun(new Date(), '24:00', zone)).toThrow(
      'The time of day must be HH:MM, 00:00 to 23:59 (got "24:00")',
    );
  });
});
