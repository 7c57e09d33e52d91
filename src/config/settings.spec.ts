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
  });

  it('requires two-step sign-in of nobody unless told, and of the named level and up when told', () => {
    expect(loadSettings({}).requireTotpFrom).toBeNull();
    expect(loadSettings({ REQUIRE_TOTP_FOR: 'off' }).requireTotpFrom).toBeNull();
    expect(loadSettings({ REQUIRE_TOTP_FOR: 'Admin' }).requireTotpFrom).toBe(40);
    expect(loadSettings({ REQUIRE_TOTP_FOR: 'host' }).requireTotpFrom).toBe(20);
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
    [{ REQUIRE_TOTP_FOR: 'players' }, /^REQUIRE_TOTP_FOR must be off, host, manager, admin or owner/],
    [{ TOTP_KEY: 'short' }, /^TOTP_KEY must be at least 16 characters/],
  ])('refuses %j with one line naming the setting', (env, message) => {
    expect(() => loadSettings(env)).toThrow(SettingError);
    expect(() => loadSettings(env)).toThrow(message);
  });
});
