import {
  DEMO_SECRETS,
  loadSettings,
  renderThreadsDefault,
  REQUIRED_IN_PRODUCTION,
  SETTING_NAMES,
  SettingError,
  settingWarnings,
} from './settings.js';

/** What production mode needs to start (issue 22): the public address and its own secrets. */
const PRODUCTION = {
  APP_MODE: 'production',
  SITE_URL: 'https://league.example.org',
  MAIL_LINK_SECRET: 'a'.repeat(32),
  TOTP_KEY: 'b'.repeat(32),
};

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
    expect(settings.databasePoolMax).toBe(10);
    expect({ every: settings.sweepEveryMs, after: settings.sweepAfterMs, lock: settings.jobLockMs }).toEqual({
      every: 5_000,
      after: 20_000,
      lock: 15_000,
    });
  });

  it('sweeps and detects stalled jobs quickly in test mode (self-healing read models, issue 20)', () => {
    const settings = loadSettings({ APP_MODE: 'test' });
    expect({ every: settings.sweepEveryMs, after: settings.sweepAfterMs, lock: settings.jobLockMs }).toEqual({
      every: 500,
      after: 2_000,
      lock: 4_000,
    });
  });

  it('has no metrics token nor worker metrics port unless told (issue 22)', () => {
    expect({ token: loadSettings({}).metricsToken, port: loadSettings({}).metricsPort }).toEqual({
      token: undefined,
      port: undefined,
    });
    expect(loadSettings({ METRICS_TOKEN: ' a-token-of-sixteen-plus ', METRICS_PORT: '9464' })).toMatchObject({
      metricsToken: 'a-token-of-sixteen-plus',
      metricsPort: 9464,
    });
  });

  it('trusts no proxy unless TRUST_PROXY names them (security review, issue 18 item 3)', () => {
    expect(loadSettings({}).trustProxy).toBe(false);
    expect(loadSettings({ TRUST_PROXY: 'none' }).trustProxy).toBe(false);
    expect(loadSettings({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadSettings({ TRUST_PROXY: '10.0.0.5, 172.16.0.0/12,loopback, ::1, fd00::/8, 10.0.0.0/255.0.0.0' }).trustProxy,
    ).toEqual(['10.0.0.5', '172.16.0.0/12', 'loopback', '::1', 'fd00::/8', '10.0.0.0/255.0.0.0']);
  });

  it('requires two-step sign-in of nobody unless told, and of the named level and up when told', () => {
    expect(loadSettings({}).requireTotpFrom).toBeNull();
    expect(loadSettings({ REQUIRE_TOTP_FOR: 'off' }).requireTotpFrom).toBeNull();
    expect(loadSettings({ REQUIRE_TOTP_FOR: 'Admin' }).requireTotpFrom).toBe(40);
    expect(loadSettings({ REQUIRE_TOTP_FOR: 'host' }).requireTotpFrom).toBe(20);
  });

  it('turns demo data and the test clock off in production', () => {
    const { APP_MODE: _mode, ...production } = PRODUCTION;
    const settings = loadSettings({ ...production, NODE_ENV: 'production' });
    expect(settings.mode).toBe('production');
    expect(settings.demoData).toBe(false);
    expect(settings.testClockEnabled).toBe(false);
  });

  it('issue 19 item 15: takes the site address from requests only in demo mode without SITE_URL', () => {
    expect(loadSettings({}).siteUrlFromRequest).toBe(true);
    expect(loadSettings({ SITE_URL: 'https://league.example.org' }).siteUrlFromRequest).toBe(false);
    expect(loadSettings({ APP_MODE: 'test' }).siteUrlFromRequest).toBe(false);
    const production = loadSettings(PRODUCTION);
    expect(production.siteUrlFromRequest).toBe(false);
    expect(settingWarnings(production)).toEqual([]);
  });

  describe('production mode (go-live kit, issue 22): refuses to start on a demo secret or without the public address', () => {
    it('starts with SITE_URL and its own secrets', () => {
      const settings = loadSettings(PRODUCTION);
      expect({ siteUrl: settings.siteUrl, mailLinkSecret: settings.mailLinkSecret, totpKey: settings.totpKey }).toEqual(
        {
          siteUrl: 'https://league.example.org',
          mailLinkSecret: PRODUCTION.MAIL_LINK_SECRET,
          totpKey: PRODUCTION.TOTP_KEY,
        },
      );
      expect(REQUIRED_IN_PRODUCTION).toEqual(['SITE_URL', 'MAIL_LINK_SECRET', 'TOTP_KEY']);
    });

    it.each(
      REQUIRED_IN_PRODUCTION.flatMap(
        (name) =>
          [
            [name, undefined],
            [name, '  '],
          ] as const,
      ),
    )('refuses %s missing (%j), with one line naming it', (name, value) => {
      const env = { ...PRODUCTION, [name]: value };
      expect(() => loadSettings(env)).toThrow(SettingError);
      expect(() => loadSettings(env)).toThrow(new RegExp(`^${name} must be set in production mode \\(`));
      // NODE_ENV=production is production mode too.
      const { APP_MODE: _mode, ...viaNodeEnv } = env;
      expect(() => loadSettings({ ...viaNodeEnv, NODE_ENV: 'production' })).toThrow(
        new RegExp(`^${name} must be set in production mode`),
      );
    });

    it.each(Object.entries(DEMO_SECRETS))(
      'refuses the demo %s, which is in the source for anyone to read',
      (name, demoValue) => {
        expect(() => loadSettings({ ...PRODUCTION, [name]: demoValue })).toThrow(
          new SettingError(
            `${name} is the demo value, which anyone can read: set a random one in production mode (e.g. openssl rand -hex 32)`,
          ),
        );
        // Outside production the demo values are the defaults.
        expect(loadSettings({})).toMatchObject({
          mailLinkSecret: DEMO_SECRETS.MAIL_LINK_SECRET,
          totpKey: DEMO_SECRETS.TOTP_KEY,
        });
      },
    );

    it('refuses a short secret in production as anywhere', () => {
      expect(() => loadSettings({ ...PRODUCTION, MAIL_LINK_SECRET: 'short-secret' })).toThrow(
        new SettingError('MAIL_LINK_SECRET must be at least 16 characters'),
      );
    });

    it('names the first missing setting when several are', () => {
      expect(() => loadSettings({ APP_MODE: 'production' })).toThrow(/^SITE_URL must be set in production mode/);
      expect(() => loadSettings({ APP_MODE: 'production', SITE_URL: 'https://league.example.org' })).toThrow(
        /^MAIL_LINK_SECRET must be set in production mode/,
      );
    });
  });

  it('lists every setting it reads in SETTING_NAMES, and reads every one listed (the compose files are checked against the list)', () => {
    const read = new Set<string>();
    const recording = (env: Record<string, string>) =>
      new Proxy(env, {
        get: (target, name) => {
          if (typeof name === 'string') read.add(name);
          return target[name as string];
        },
      });
    loadSettings(recording({}));
    loadSettings(recording({ APP_MODE: 'test' }));
    loadSettings(recording({ ...PRODUCTION, TRUST_PROXY: '10.0.0.1' }));
    expect([...read].sort()).toEqual([...SETTING_NAMES].sort());
  });

  it('serves the API document (/docs) in demo and test mode, in production only with API_DOCS=true', () => {
    expect(loadSettings({}).apiDocs).toBe(true);
    expect(loadSettings({ APP_MODE: 'test' }).apiDocs).toBe(true);
    expect(loadSettings({ APP_MODE: 'test', API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(loadSettings(PRODUCTION).apiDocs).toBe(false);
    expect(loadSettings({ ...PRODUCTION, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(() => loadSettings({ ...PRODUCTION, API_DOCS: 'sometimes' })).toThrow(
      'API_DOCS must be true or false (got "sometimes")',
    );
  });

  it('draws pages on a thread for each core but the loop, at most 4, unless RENDER_THREADS says (issue 31)', () => {
    expect([1, 2, 3, 5, 16].map((cores) => renderThreadsDefault(cores))).toEqual([1, 1, 2, 4, 4]);
    expect(loadSettings({}).renderThreads).toBe(renderThreadsDefault());
    expect(loadSettings({ RENDER_THREADS: '6' }).renderThreads).toBe(6);
  });

  describe('the test clock (security review: it decides expiry, locks and limits)', () => {
    it('is off in demo mode, the default of npm start, which still seeds the demo league', () => {
      const settings = loadSettings({});
      expect(settings.mode).toBe('demo');
      expect(settings.testClockEnabled).toBe(false);
      expect(settings.demoData).toBe(true);
      expect(settingWarnings(settings)).toEqual([]);
    });

    it('is off in production, with or without demo data', () => {
      expect(loadSettings(PRODUCTION).testClockEnabled).toBe(false);
      const withDemo = loadSettings({ ...PRODUCTION, DEMO_DATA: 'true' });
      expect(withDemo.demoData).toBe(true);
      expect(withDemo.testClockEnabled).toBe(false);
      // The demo league's accounts share one public password: said at start.
      expect(settingWarnings(withDemo)).toEqual([
        expect.stringMatching(/^DEMO_DATA=true in production mode: .*"demo-league"/),
      ]);
      expect(settingWarnings(loadSettings(PRODUCTION))).toEqual([]);
    });

    it('is on in test mode unless TEST_CLOCK=false', () => {
      expect(loadSettings({ APP_MODE: 'test' }).testClockEnabled).toBe(true);
      expect(loadSettings({ APP_MODE: 'test', TEST_CLOCK: 'false' }).testClockEnabled).toBe(false);
    });

    it('is on in demo mode only when TEST_CLOCK=true, and then warns at start', () => {
      const settings = loadSettings({ TEST_CLOCK: 'true' });
      expect(settings.testClockEnabled).toBe(true);
      expect(settingWarnings(settings)).toEqual([
        expect.stringMatching(
          /^the test clock is on \(APP_MODE=demo, TEST_CLOCK=true\).*Never run this on a public site\.$/,
        ),
      ]);
      expect(settingWarnings(loadSettings({ APP_MODE: 'test' }))).toHaveLength(1);
    });

    it.each([
      { APP_MODE: 'production', TEST_CLOCK: 'true' },
      { APP_MODE: '', NODE_ENV: 'production', TEST_CLOCK: 'on' },
    ])('is refused in production: %j', (env) => {
      expect(() => loadSettings({ ...PRODUCTION, ...env })).toThrow(
        new SettingError('TEST_CLOCK cannot be on in production mode (it lets any request move the server clock)'),
      );
    });
  });

  it.each([
    [{ TEST_CLOCK: 'sometimes' }, /^TEST_CLOCK must be true or false/],
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
    [{ REQUIRE_TOTP_FOR: 'players' }, /^REQUIRE_TOTP_FOR must be off, host, manager, admin or owner/],
    [{ TOTP_KEY: 'short' }, /^TOTP_KEY must be at least 16 characters/],
    [{ SESSION_MAX_DAYS: '0' }, /^SESSION_MAX_DAYS must be a whole number from 1 to 365/],
    // Self-healing read models (issue 20): the sweeper's period and age, and the jobs' lock.
    [{ SWEEP_EVERY_MS: '10' }, /^SWEEP_EVERY_MS must be a whole number from 100 to 600000/],
    [{ SWEEP_AFTER_MS: 'soon' }, /^SWEEP_AFTER_MS must be a whole number/],
    [{ JOB_LOCK_MS: '500' }, /^JOB_LOCK_MS must be a whole number from 1000 to 600000/],
    // Metrics (issue 22): the scrape token and the worker's metrics port.
    [{ METRICS_TOKEN: 'short' }, /^METRICS_TOKEN must be at least 16 characters/],
    [{ METRICS_PORT: '70000' }, /^METRICS_PORT must be a whole number from 0 to 65535/],
    // The database pool (issue 24): a process's connections, within PostgreSQL's 100.
    [{ DATABASE_POOL_MAX: '0' }, /^DATABASE_POOL_MAX must be a whole number from 1 to 90/],
    // The server render's threads (issue 31).
    [{ RENDER_THREADS: '0' }, /^RENDER_THREADS must be a whole number from 1 to 32/],
  ])('refuses %j with one line naming the setting', (env, message) => {
    expect(() => loadSettings(env)).toThrow(SettingError);
    expect(() => loadSettings(env)).toThrow(message);
  });
});
