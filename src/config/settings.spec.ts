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

  it('trusts no proxy unless TRUST_PROXY names them (security review, issue 18 item 3)', () => {
    expect(loadSettings({}).trustProxy).toBe(false);
    expect(loadSettings({ TRUST_PROXY: 'none' }).trustProxy).toBe(false);
    expect(loadSettings({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadSettings({ TRUST_PROXY: '10.0.0.5, 172.16.0.0/12,loopback, ::1, fd00::/8, 10.0.0.0/255.0.0.0' }).trustProxy).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      'loopback',
      '::1',
      'fd00::/8',
      '10.0.0.0/255.0.0.0',
    ]);
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
    // Security review (issue 18, item 3): a malformed list of trusted proxies stops the start.
    [{ TRUST_PROXY: 'true' }, /^TRUST_PROXY must be a number of proxy hops/],
    [{ TRUST_PROXY: '10.0.0.1, proxy.example' }, /^TRUST_PROXY must be a number of proxy hops/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^TRUST_PROXY must be/],
    [{ TRUST_PROXY: '11' }, /^TRUST_PROXY must be a number of proxy hops from 0 to 10/],
  ])('refuses %j with one line naming the setting', (env, message) => {
    expect(() => loadSettings(env)).toThrow(SettingError);
    expect(() => loadSettings(env)).toThrow(message);
  });
});
