import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { isValidTimeZone } from '../shared/domain/time-zone-check.js';

/**
 * Every setting the processes read, from the environment with local defaults.
 * Checked once at start: a missing or bad value stops the process with one line
 * naming it (see settings.errors below), so a typo never becomes a runtime surprise.
 */
export type AppMode = 'production' | 'demo' | 'test';

/** DATABASE_POOL_MAX unset: two APIs and two workers at 10 each stay far below PostgreSQL's 100 connections. */
export const DATABASE_POOL_MAX_DEFAULT = 10;

/** MAX_IN_FLIGHT unset: about a second of the slowest work (a page's first render, 15-60 ms of CPU) queued at most. */
export const MAX_IN_FLIGHT_DEFAULT = 64;

/**
 * RENDER_THREADS unset: a thread for each core but one (the API's own loop), at most 4. Each
 * starts at the first render it is given, so the threads a machine's quiet nights never need
 * cost nothing (docs/decisions/0175-first-renders-on-a-thread-per-spare-core.md).
 */
export const renderThreadsDefault = (cores = availableParallelism()): number => Math.min(4, Math.max(1, cores - 1));

export class Settings {
  constructor(
    readonly mode: AppMode,
    readonly port: number,
    readonly databaseUrl: string,
    readonly redisUrl: string,
    /** Prefix for every BullMQ queue, so two installs (or test runs) on one Redis never meet. */
    readonly queuePrefix: string,
    /** smtp://user:pass@host:port; unset means mail is written as .eml files to mailDir. */
    readonly smtpUrl: string | undefined,
    readonly mailDir: string,
    readonly mailFrom: string,
    readonly leagueTimeZone: string,
    readonly siteName: string,
    readonly siteUrl: string,
    readonly contactEmail: string,
    readonly uploadDir: string,
    readonly webDistDir: string,
    readonly logLevel: string,
    /** Seed the demo league into an empty database at start. */
    readonly demoData: boolean,
    /** Signs the one-click links in mail (unsubscribe): changing it voids the links already sent. */
    readonly mailLinkSecret: string = 'local-mail-link-secret',
    /**
     * How long an invite year's recompute waits after a game ends, so an evening's endings
     * make one recompute of the year (a whole year's records, in the worker's event loop).
     */
    readonly invitesSettleMs: number = 0,
    /**
     * The test clock: `X-Test-Today` (which the site sends for `?today=`) moves the server's
     * "now" for one request. On in test mode only, or with TEST_CLOCK=true in demo mode; never
     * in production. It decides reset-link expiry, game locks, daily limits and sessions, so
     * it is a way around them for anyone who can send a header.
     */
    readonly testClockEnabled: boolean = false,
    /**
     * Which proxies' X-Forwarded-For is believed (Fastify's trustProxy): a hop count, a list of
     * addresses / CIDRs, or none (false), when the client address is the connection's own.
     */
    readonly trustProxy: TrustProxy = false,
    /** Two-step sign-in (TOTP): the lowest user type that must turn it on before using staff screens; null = nobody must. */
    readonly requireTotpFrom: number | null = null,
    /** Encrypts the stored TOTP secrets: changing it voids every enrolment (owners reset them). */
    readonly totpKey: string = 'local-totp-key',
    /** A session ends this many days after its log-in, however much it is used (besides the 30 idle days). */
    readonly sessionMaxDays: number = 30,
    /**
     * Demo mode without SITE_URL: a request's own address (its Host header, checked) stands
     * in for siteUrl in the links it makes (docs/decisions/0094-first-month-pages-and-links.md).
     * Never in production or test mode.
     */
    readonly siteUrlFromRequest: boolean = false,
    /** SITE_URL was given (production refuses to start without it). */
    readonly siteUrlSet: boolean = true,
    /**
     * The worker's sweeper (self-healing read models): every `sweepEveryMs` it queues again the
     * outbox events and read-model jobs older than `sweepAfterMs` that PostgreSQL says are not
     * done and Redis no longer has, and checks the recurring jobs are still registered.
     */
    readonly sweepEveryMs: number = 5_000,
    readonly sweepAfterMs: number = 20_000,
    /** A job's lock: a worker killed mid-job has its job queued again after this to 1.5 × this. */
    readonly jobLockMs: number = 15_000,
    /** Bearer token a Prometheus scrape of /metrics must send; unset: open in test and demo mode, /metrics off in production (docs/metrics.md). */
    readonly metricsToken: string | undefined = undefined,
    /** The worker serves its own /metrics (job durations, its process) on this port; unset: none. */
    readonly metricsPort: number | undefined = undefined,
    /** The most PostgreSQL connections this process's pool opens (docs/decisions/0116-the-database-pool-10-connections-a-process.md). */
    readonly databasePoolMax: number = DATABASE_POOL_MAX_DEFAULT,
    /**
     * The schema owner's connection, for migrations only (issue 32, low 8): set, a process
     * migrates as the owner and grants DATABASE_URL's role just the rights the app needs;
     * unset, DATABASE_URL's role migrates (development, tests). Compose gives it only to its
     * one-shot migrate service, so no API or worker holds the owner's password.
     */
    readonly databaseOwnerUrl: string | undefined = undefined,
    /**
     * The most requests an API process works on at once (MAX_IN_FLIGHT); one more is answered 503
     * with Retry-After at once (issue 34: overload is shed, docs/decisions/0141-overload-is-shed-per-request.md).
     * Kept answers and the health routes are replayed before it and never count.
     */
    readonly maxInFlight: number = MAX_IN_FLIGHT_DEFAULT,
    /**
     * MAIL_LINK_SECRET's previous value, during its rotation (docs/operations.md "Rotating the
     * secrets"): links signed with it are still taken; new links are signed with the new one only.
     */
    readonly mailLinkSecretPrevious: string | undefined = undefined,
    /**
     * Whether the API's OpenAPI document and its explorer are served (/docs, /docs/json): on in
     * demo and test mode, off in production unless API_DOCS=true (docs/openapi.json is the
     * committed copy a client author reads).
     */
    readonly apiDocs: boolean = true,
    /** Threads the public pages are drawn on, beside the API's event loop (RENDER_THREADS). */
    readonly renderThreads: number = renderThreadsDefault(),
  ) {}
}

export class SettingError extends Error {}

/** None, a number of proxy hops in front of the app, or the proxies' addresses and CIDRs (as Fastify's trustProxy takes them). */
export type TrustProxy = false | number | string[];

export type Env = Record<string, string | undefined>;

export function text(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

export function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new SettingError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new SettingError(`${name} must be true or false (got "${raw}")`);
}

export function url(env: Env, name: string, fallback: string | undefined, protocols: string[]): string | undefined {
  const raw = env[name]?.trim() || fallback;
  if (!raw) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new SettingError(`${name} is not a valid URL (got "${raw}")`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new SettingError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${raw}")`);
  }
  return raw;
}

function email(env: Env, name: string, fallback: string): string {
  const value = text(env, name, fallback);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
    throw new SettingError(`${name} must be an email address (got "${value}")`);
  return value;
}

/**
 * The secrets' local defaults (demo and test mode). Production refuses them, and refuses a
 * missing one (docs/decisions/0099-go-live-kit-deployment-and-backups.md).
 */
export const DEMO_SECRETS: Readonly<Record<'MAIL_LINK_SECRET' | 'TOTP_KEY', string>> = {
  MAIL_LINK_SECRET: 'local-mail-link-secret',
  TOTP_KEY: 'local-totp-key',
};

/** What production mode cannot start without: the public address and its own secrets. */
export const REQUIRED_IN_PRODUCTION = ['SITE_URL', 'MAIL_LINK_SECRET', 'TOTP_KEY'] as const;

/** A secret setting: 16 characters or more, and in production set, and not the demo value. */
function secret(env: Env, name: keyof typeof DEMO_SECRETS, mode: AppMode): string {
  const value = env[name]?.trim();
  if (mode === 'production') {
    if (!value)
      throw new SettingError(
        `${name} must be set in production mode (16 or more random characters, e.g. from openssl rand -hex 32)`,
      );
    if (value === DEMO_SECRETS[name])
      throw new SettingError(
        `${name} is the demo value, which anyone can read: set a random one in production mode (e.g. openssl rand -hex 32)`,
      );
  }
  if (!value) return DEMO_SECRETS[name];
  if (value.length < 16) throw new SettingError(`${name} must be at least 16 characters`);
  return value;
}

/** TEST_CLOCK: on by default in test mode only; refused in production (docs/decisions/0084-security-review-the-test-clock.md). */
function testClock(env: Env, mode: AppMode): boolean {
  const on = flag(env, 'TEST_CLOCK', mode === 'test');
  if (on && mode === 'production')
    throw new SettingError('TEST_CLOCK cannot be on in production mode (it lets any request move the server clock)');
  return on;
}

/** Lines to log at start: settings that are allowed but must never reach a public site. */
export function settingWarnings(settings: Settings): string[] {
  const warnings: string[] = [];
  if (settings.testClockEnabled) {
    warnings.push(
      `the test clock is on (APP_MODE=${settings.mode}${settings.mode === 'test' ? '' : ', TEST_CLOCK=true'}): any request may move the server's clock with X-Test-Today, ` +
        'past reset-link expiry, game locks, daily limits and session expiry. Never run this on a public site.',
    );
  }
  if (settings.mode === 'production' && settings.demoData) {
    warnings.push(
      'DEMO_DATA=true in production mode: an empty database gets the demo league, with an account per role (owner included) whose password is "demo-league". Never on a public site.',
    );
  }
  return warnings;
}

/** proxy-addr's named ranges, which Fastify's trustProxy also takes. */
const NAMED_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (NAMED_PROXY_RANGES.has(entry) || isIP(entry)) return true;
  const [address, range, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || range === undefined || rest.length) return false;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  // An IPv4 netmask (10.0.0.0/255.0.0.0).
  return family === 4 && isIP(range) === 4;
}

/**
 * Unset (or none / 0): X-Forwarded-For is ignored and the client is the connection's address.
 * `true` (trust whoever sends the header) is refused: that is the hole this setting closes.
 */
function trustProxy(env: Env): TrustProxy {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || ['none', 'false', '0'].includes(raw.toLowerCase())) return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10)
      throw new SettingError(
        `TRUST_PROXY must be a number of proxy hops from 0 to 10 or a comma list of proxy addresses or CIDRs (got "${raw}")`,
      );
    return hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  if (!entries.every(isProxyAddress)) {
    throw new SettingError(
      `TRUST_PROXY must be a number of proxy hops or a comma list of proxy addresses or CIDRs (got "${raw}")`,
    );
  }
  return entries;
}

/** REQUIRE_TOTP_FOR names a staff level; that level and every one above must use two-step sign-in. */
const TOTP_REQUIREMENT_LEVELS: Record<string, number | null> = {
  off: null,
  host: 20,
  manager: 30,
  admin: 40,
  owner: 50,
};

function totpRequirement(env: Env): number | null {
  const raw = text(env, 'REQUIRE_TOTP_FOR', 'off').toLowerCase();
  if (!(raw in TOTP_REQUIREMENT_LEVELS))
    throw new SettingError(`REQUIRE_TOTP_FOR must be off, host, manager, admin or owner (got "${raw}")`);
  return TOTP_REQUIREMENT_LEVELS[raw]!;
}

/**
 * Every environment variable loadSettings reads, for the checks that keep other files in step
 * (settings.spec.ts checks this list against what loadSettings reads; src/deployment.spec.ts
 * checks the compose files against it). A new setting goes here too.
 */
export const SETTING_NAMES = [
  'APP_MODE',
  'NODE_ENV',
  'PORT',
  'DATABASE_URL',
  'REDIS_URL',
  'QUEUE_PREFIX',
  'SMTP_URL',
  'MAIL_DIR',
  'MAIL_FROM',
  'LEAGUE_TIME_ZONE',
  'SITE_NAME',
  'SITE_URL',
  'CONTACT_EMAIL',
  'UPLOAD_DIR',
  'WEB_DIST_DIR',
  'LOG_LEVEL',
  'DEMO_DATA',
  'MAIL_LINK_SECRET',
  'MAIL_LINK_SECRET_PREVIOUS',
  'INVITES_SETTLE_MS',
  'TEST_CLOCK',
  'TRUST_PROXY',
  'REQUIRE_TOTP_FOR',
  'TOTP_KEY',
  'SESSION_MAX_DAYS',
  'SWEEP_EVERY_MS',
  'SWEEP_AFTER_MS',
  'JOB_LOCK_MS',
  'METRICS_TOKEN',
  'METRICS_PORT',
  'DATABASE_POOL_MAX',
  'DATABASE_OWNER_URL',
  'MAX_IN_FLIGHT',
  'API_DOCS',
  'RENDER_THREADS',
] as const;

/** METRICS_TOKEN: a scrape's Bearer token, long enough not to be guessed. */
function metricsToken(env: Env): string | undefined {
  const value = env.METRICS_TOKEN?.trim();
  if (value && value.length < 16) throw new SettingError('METRICS_TOKEN must be at least 16 characters');
  return value || undefined;
}

export function loadSettings(env: Env = process.env): Settings {
  const rawMode = text(env, 'APP_MODE', env.NODE_ENV === 'production' ? 'production' : 'demo');
  if (!['production', 'demo', 'test'].includes(rawMode)) {
    throw new SettingError(`APP_MODE must be production, demo or test (got "${rawMode}")`);
  }
  const mode = rawMode as AppMode;
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const leagueTimeZone = text(env, 'LEAGUE_TIME_ZONE', 'America/Los_Angeles');
  if (!isValidTimeZone(leagueTimeZone))
    throw new SettingError(`LEAGUE_TIME_ZONE is not a known time zone (got "${leagueTimeZone}")`);
  if (mode === 'production' && !env.SITE_URL?.trim())
    throw new SettingError(
      'SITE_URL must be set in production mode (the public address, e.g. https://league.example.org)',
    );
  const siteUrl = url(env, 'SITE_URL', `http://localhost:${port}`, ['http:', 'https:'])!;

  return new Settings(
    mode,
    port,
    url(env, 'DATABASE_URL', 'postgresql://postgres@127.0.0.1:5432/poker_league', ['postgres:', 'postgresql:'])!,
    url(env, 'REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:'])!,
    text(env, 'QUEUE_PREFIX', 'league'),
    url(env, 'SMTP_URL', undefined, ['smtp:', 'smtps:']),
    text(env, 'MAIL_DIR', 'var/mail'),
    email(env, 'MAIL_FROM', 'no-reply@freepokerleague.example'),
    leagueTimeZone,
    text(env, 'SITE_NAME', 'Free Poker League'),
    siteUrl.replace(/\/+$/, ''),
    email(env, 'CONTACT_EMAIL', 'info@freepokerleague.example'),
    text(env, 'UPLOAD_DIR', 'var/uploads'),
    text(env, 'WEB_DIST_DIR', 'web/dist'),
    text(env, 'LOG_LEVEL', mode === 'test' ? 'warn' : 'info'),
    flag(env, 'DEMO_DATA', mode === 'demo'),
    secret(env, 'MAIL_LINK_SECRET', mode),
    integer(env, 'INVITES_SETTLE_MS', mode === 'test' ? 0 : 60_000, 0, 3_600_000),
    testClock(env, mode),
    trustProxy(env),
    totpRequirement(env),
    secret(env, 'TOTP_KEY', mode),
    integer(env, 'SESSION_MAX_DAYS', 30, 1, 365),
    mode === 'demo' && !env.SITE_URL?.trim(),
    Boolean(env.SITE_URL?.trim()),
    integer(env, 'SWEEP_EVERY_MS', mode === 'test' ? 500 : 5_000, 100, 600_000),
    integer(env, 'SWEEP_AFTER_MS', mode === 'test' ? 2_000 : 20_000, 0, 3_600_000),
    integer(env, 'JOB_LOCK_MS', mode === 'test' ? 4_000 : 15_000, 1_000, 600_000),
    metricsToken(env),
    env.METRICS_PORT?.trim() ? integer(env, 'METRICS_PORT', 0, 0, 65535) : undefined,
    integer(env, 'DATABASE_POOL_MAX', DATABASE_POOL_MAX_DEFAULT, 1, 90),
    url(env, 'DATABASE_OWNER_URL', undefined, ['postgres:', 'postgresql:']),
    integer(env, 'MAX_IN_FLIGHT', MAX_IN_FLIGHT_DEFAULT, 1, 100_000),
    previousMailLinkSecret(env),
    flag(env, 'API_DOCS', mode !== 'production'),
    integer(env, 'RENDER_THREADS', renderThreadsDefault(), 1, 32),
  );
}

/** MAIL_LINK_SECRET_PREVIOUS: unset, or a former MAIL_LINK_SECRET (16 characters or more, not the current one). */
function previousMailLinkSecret(env: Env): string | undefined {
  const value = env.MAIL_LINK_SECRET_PREVIOUS?.trim();
  if (!value) return undefined;
  if (value.length < 16)
    throw new SettingError('MAIL_LINK_SECRET_PREVIOUS must be at least 16 characters (the former MAIL_LINK_SECRET)');
  if (value === env.MAIL_LINK_SECRET?.trim())
    throw new SettingError(
      'MAIL_LINK_SECRET_PREVIOUS is the same as MAIL_LINK_SECRET: give the former value, or leave it unset',
    );
  return value;
}
