import { loadSettings, SettingError } from './settings.js';

describe('settings', () => {
  it('has local defaults for a one-machine install', () => {
    const settings = loadSettings({});
    expect(settings.port).toBe(3000);
    expect(settings.databaseUrl).toBe('postgresql://postgres@127.0.0.1:5432/poker_league');
    expect(settings.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(settings.leagueTimeZone).toBe('America/Los_Angeles');
    expect(settings.mode).toBe('demo');
    expect(settings.demoData).toBe(true);
    expect(settings.smtpUrl).toBeUndefined();
    expect(settings.sessionMaxDays).toBe(30);
  });

  it('turns demo data and the test clock off in production', () => {
    const settings = loadSettings({ NODE_ENV: 'production' });
    expect(settings.demoData).toBe(false);
    expect(settings.testClockEnabled).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT must be a whole number/],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL must start with postgres/],
    [{ REDIS_URL: 'not a url' }, /^REDIS_URL is not a valid URL/],
    [{ LEAGUE_TIME_ZONE: 'Mars/Olympus' }, /^LEAGUE_TIME_ZONE is not a known time zone/],
    [{ APP_MODE: 'staging' }, /^APP_MODE must be/],
    [{ DEMO_DATA: 'maybe' }, /^DEMO_DATA must be true or false/],
    [{ CONTACT_EMAIL: 'nobody' }, /^CONTACT_EMAIL must be an email address/],
    [{ SESSION_MAX_DAYS: '0' }, /^SESSION_MAX_DAYS must be a whole number from 1 to 365/],
  ])('refuses %j with one line naming the setting', (env, message) => {
    expect(() => loadSettings(env)).toThrow(SettingError);
    expect(() => loadSettings(env)).toThrow(message);
  });
});
