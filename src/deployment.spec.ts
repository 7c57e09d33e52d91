import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { BACKUP_SETTING_NAMES, loadBackupSettings } from './config/backup-settings.js';
import { loadSettings, REQUIRED_IN_PRODUCTION, SETTING_NAMES } from './config/settings.js';

/**
 * The deployment files kept in step with the code (go-live kit, issue 22). No container engine
 * runs where the tests run, so this is how docker/ stays right: the compose files pass only
 * settings the app reads, every one production needs, values the app accepts; every service
 * has a health check and a restart policy; each .env example names exactly the variables its
 * compose file uses; Caddy proxies to the APIs there are, by readiness.
 */
const DOCKER = resolve('docker');
const read = (name: string): string => readFileSync(resolve(DOCKER, name), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string | number | boolean>;
  healthcheck?: { test: string[] };
  restart?: string;
  logging?: { driver?: string; options?: Record<string, string> };
  profiles?: string[];
  volumes?: string[];
  ports?: string[];
}

const composeFile = (name: string): { text: string; services: Record<string, Service> } => {
  const text = read(name);
  return { text, services: (parse(text, { merge: true }) as { services: Record<string, Service> }).services };
};

/** The variables a compose file takes from its .env: `${NAME}`, `${NAME:-default}`, `${NAME:?message}`. */
const VARIABLE = /\$\{([A-Z][A-Z0-9_]*)(?:(:?[-?])([^}]*))?\}/g;
const variablesOf = (text: string): string[] =>
  [...new Set([...text.matchAll(VARIABLE)].map((match) => match[1]!))].sort();
const requiredVariablesOf = (text: string): string[] =>
  [
    ...new Set([...text.matchAll(VARIABLE)].filter((match) => match[2]?.endsWith('?')).map((match) => match[1]!)),
  ].sort();

/** The names an .env example gives, set (`NAME=`) or shown commented out (`# NAME=`). */
const namesIn = (example: string): { set: string[]; all: string[] } => {
  const lines = example.split('\n');
  const set = lines.flatMap((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1] ?? []);
  const commented = lines.flatMap((line) => /^#\s?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1] ?? []);
  return { set: [...new Set(set)].sort(), all: [...new Set([...set, ...commented])].sort() };
};

/** Compose's interpolation of one value with the operator's .env. */
const interpolate = (value: string, env: Record<string, string>): string =>
  value.replace(VARIABLE, (_, name: string, operator: string | undefined, rest: string) => {
    const given = env[name];
    if (operator?.endsWith('?') && !given) throw new Error(`compose would stop: ${rest}`);
    return given || (operator?.endsWith('-') ? rest : '');
  });

const environmentOf = (service: Service, env: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => [name, interpolate(String(value), env)]),
  );

const isApp = (service: Service): boolean =>
  service.image === 'poker-league:${LEAGUE_VERSION:-latest}' || service.build !== undefined;
const isBackup = (service: Service): boolean =>
  isApp(service) && (service.command ?? []).includes('dist/src/cli/backup.js');
const isMigrate = (service: Service): boolean =>
  isApp(service) && (service.command ?? []).includes('dist/src/cli/migrate.js');
const isWorker = (service: Service): boolean =>
  isApp(service) && (service.command ?? []).includes('dist/src/worker.js');
const isApi = (service: Service): boolean =>
  isApp(service) && !isBackup(service) && !isWorker(service) && !isMigrate(service);

/** An operator's filled-in .env: the example's values, the required ones made up. */
function filledIn(example: string): Record<string, string> {
  const env = Object.fromEntries(
    example.split('\n').flatMap((line) => {
      const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
      // Compose takes a double-quoted value without its quotes.
      return match ? [[match[1]!, match[2]!.replace(/^"(.*)"$/, '$1')] as const] : [];
    }),
  );
  return {
    ...env,
    POSTGRES_PASSWORD: 'f'.repeat(64),
    APP_DATABASE_PASSWORD: 'a'.repeat(64),
    MAIL_LINK_SECRET: 'm'.repeat(64),
    TOTP_KEY: 't'.repeat(64),
    SITE_URL: env.SITE_URL || 'https://league.example.org',
  };
}

describe.each([
  {
    file: 'compose.prod.yml',
    example: '.env.prod.example',
    monitoring: 'compose.prod.monitoring.yml',
    apis: 2,
    workers: 2,
    backups: 1,
    added: ['alertmanager', 'alertmanager-config', 'blackbox-exporter', 'grafana', 'node-exporter', 'prometheus'],
  },
  {
    file: 'compose.yml',
    example: '.env.example',
    monitoring: 'compose.monitoring.yml',
    apis: 1,
    workers: 1,
    backups: 0,
    added: ['grafana', 'prometheus'],
  },
])('docker/$file', ({ file, example, monitoring, apis, workers, backups, added: monitoringServices }) => {
  const { text, services } = composeFile(file);
  const exampleText = read(example);
  const env = filledIn(exampleText);
  const named = (test: (service: Service) => boolean) =>
    Object.entries(services).filter(([, service]) => test(service));

  it(`runs ${apis} API, ${workers} worker and ${backups} backup processes of the app`, () => {
    expect([named(isApi).length, named(isWorker).length, named(isBackup).length]).toEqual([apis, workers, backups]);
  });

  it('passes the app only settings it reads (src/config/settings.ts SETTING_NAMES, and the backup settings)', () => {
    const known = new Set<string>([...SETTING_NAMES, ...BACKUP_SETTING_NAMES]);
    const unknown = named(isApp).flatMap(([name, service]) =>
      Object.keys(service.environment ?? {})
        .filter((key) => !known.has(key))
        .map((key) => `${name}: ${key}`),
    );
    expect(unknown).toEqual([]);
  });

  it('gives every API and worker what production mode needs, in values it accepts', () => {
    for (const [name, service] of [...named(isApi), ...named(isWorker)]) {
      const environment = environmentOf(service, env);
      expect({
        name,
        missing: ['APP_MODE', 'DATABASE_URL', 'REDIS_URL', ...REQUIRED_IN_PRODUCTION].filter(
          (key) => !(key in environment),
        ),
      }).toEqual({ name, missing: [] });
      const settings = loadSettings(environment);
      expect({ name, mode: settings.mode, demoData: settings.demoData }).toEqual({
        name,
        mode: 'production',
        demoData: false,
      });
    }
  });

  it('stops compose with a message while a required value is missing (POSTGRES_PASSWORD, APP_DATABASE_PASSWORD and what production needs)', () => {
    expect(requiredVariablesOf(text)).toEqual(
      ['POSTGRES_PASSWORD', 'APP_DATABASE_PASSWORD', ...REQUIRED_IN_PRODUCTION].sort(),
    );
    // POSTGRES_PASSWORD (the owner's) only the migrate service and the backup take; the APIs never do (issue 32, low 8).
    const [, api] = named(isApi)[0]!;
    const [, migrate] = named(isMigrate)[0]!;
    for (const variable of requiredVariablesOf(text))
      expect(() =>
        environmentOf(variable === 'POSTGRES_PASSWORD' ? migrate : api, { ...env, [variable]: '' }).toString(),
      ).toThrow(/^compose would stop: required: set /);
    expect(() => environmentOf(api, { ...env, POSTGRES_PASSWORD: '' })).not.toThrow();
  });

  it(`has ${example} name exactly the variables the compose file uses, the required ones uncommented`, () => {
    // The monitoring file is laid over the compose file with the same .env (docs/operations.md "Metrics").
    expect(namesIn(exampleText).all).toEqual(variablesOf(text + read(monitoring)));
    expect(requiredVariablesOf(text).filter((name) => !namesIn(exampleText).set.includes(name))).toEqual([]);
  });

  it('keeps PostgreSQL in a volume, and Redis in an append-only file that never evicts queued jobs', () => {
    expect(services.postgres?.volumes).toEqual([expect.stringMatching(/^[a-z-]+:\/var\/lib\/postgresql\/data$/)]);
    expect(services.redis?.command?.join(' ')).toMatch(/--appendonly yes/);
    expect(services.redis?.command?.join(' ')).toMatch(/--maxmemory-policy noeviction/);
  });

  it(`gives the services ${monitoring} adds (${monitoringServices.join(', ')}) a health check and a restart policy too, but a one-shot one`, () => {
    const overlay = composeFile(monitoring).services;
    const added = Object.entries(overlay).filter(([name]) => !(name in services));
    expect(added.map(([name]) => name).sort()).toEqual(monitoringServices);
    expect(added.filter(([, service]) => !service.profiles?.includes('monitoring')).map(([name]) => name)).toEqual([]);
    const without = added
      .filter(([, service]) => service.restart !== 'no')
      .flatMap(([name, service]) => [
        ...(service.healthcheck?.test?.length ? [] : [`${name}: no healthcheck`]),
        ...(['unless-stopped', 'always'].includes(service.restart ?? '')
          ? []
          : [`${name}: restart ${service.restart}`]),
      ]);
    expect(without).toEqual([]);
    expect(overlay.prometheus!.healthcheck!.test.join(' ')).toContain('http://127.0.0.1:9090/-/healthy');
    expect(overlay.grafana!.healthcheck!.test.join(' ')).toContain('http://127.0.0.1:3000/api/health');
  });

  it(`limits every service's log, of ${file} and ${monitoring} (json-file, rotated)`, () => {
    const all = {
      ...services,
      ...Object.fromEntries(Object.entries(composeFile(monitoring).services).filter(([name]) => !(name in services))),
    };
    const unlimited = Object.entries(all)
      .filter(
        ([, service]) =>
          !(
            service.logging?.driver === 'json-file' &&
            service.logging.options?.['max-size'] &&
            service.logging.options['max-file']
          ),
      )
      .map(([name]) => name);
    expect(unlimited).toEqual([]);
  });

  it('shares the uploads folder between the app processes (a volume)', () => {
    const mounts = named((service) => isApp(service) && !isMigrate(service)).map(([, service]) =>
      (service.volumes ?? []).filter((volume) => volume.endsWith(':/app/var')),
    );
    expect(mounts.every((volume) => volume.length === 1 && volume[0] === mounts[0]![0])).toBe(true);
  });
});

describe('docker/compose.prod.yml', () => {
  const { services } = composeFile('compose.prod.yml');
  const env = filledIn(read('.env.prod.example'));
  const apis = Object.keys(services).filter((name) => isApi(services[name]!));

  it('gives every service a health check and a restart policy (but the one-shot migrate service, which the others wait for)', () => {
    const without = Object.entries(services)
      .filter(([, service]) => !isMigrate(service))
      .flatMap(([name, service]) => [
        ...(service.healthcheck?.test?.length ? [] : [`${name}: no healthcheck`]),
        ...(['unless-stopped', 'always'].includes(service.restart ?? '')
          ? []
          : [`${name}: restart ${service.restart}`]),
      ]);
    expect(without).toEqual([]);
    for (const api of apis) expect(services[api]!.healthcheck!.test.join(' ')).toContain('/v1/health/live');
    for (const [, worker] of Object.entries(services).filter(([, service]) => isWorker(service)))
      expect(worker.healthcheck!.test).toEqual(['CMD', 'node', 'dist/src/cli/worker-alive.js']);
  });

  it('publishes only Caddy: the APIs are reached through it (so TRUST_PROXY=1 is right)', () => {
    expect(
      Object.entries(services)
        .filter(([, service]) => service.ports?.length)
        .map(([name]) => name),
    ).toEqual(['caddy']);
    expect(services.caddy!.ports).toEqual(['80:80', '443:443', '443:443/udp']);
    expect(environmentOf(services[apis[0]!]!, env).TRUST_PROXY).toBe('1');
  });

  it('has Caddy spread every request over the APIs there are, by their readiness, for SITE_URL', () => {
    const caddyfile = read('Caddyfile');
    expect(caddyfile).toMatch(/^\{\$SITE_URL\} \{$/m);
    expect(services.caddy!.environment).toHaveProperty('SITE_URL');
    const upstreams = [...caddyfile.matchAll(/^\s*reverse_proxy (.+) \{$/gm)].map((match) => match[1]);
    expect(upstreams).toEqual([apis.map((api) => `${api}:3000`).join(' '), apis.map((api) => `${api}:3000`).join(' ')]);
    expect([...caddyfile.matchAll(/health_uri (\S+)/g)].map((match) => match[1])).toEqual([
      '/v1/health/ready',
      '/v1/health/ready',
    ]);
    // socket.io's long-polling fallback needs a client's requests on one API (the site itself uses websockets only).
    expect(caddyfile).toMatch(/handle \/socket\.io\/\* \{\s*reverse_proxy [^{]+\{\s*lb_policy ip_hash/);
    expect(readFileSync(resolve('web/src/lib/site-socket.ts'), 'utf8')).toContain("transports: ['websocket']");
  });

  it('backs up every night what the app keeps: the database the APIs use and their uploads folder', () => {
    const [name, backup] = Object.entries(services).find(([, service]) => isBackup(service))!;
    expect(backup.command).toEqual(['node', 'dist/src/cli/backup.js', '--daily', '${BACKUP_AT:-03:00}']);
    expect(backup.healthcheck!.test).toEqual(['CMD', 'node', 'dist/src/cli/backup.js', '--check', '26']);
    const settings = loadBackupSettings(environmentOf(backup, env));
    const app = loadSettings(environmentOf(services[apis[0]!]!, env));
    // The same database; the backup (and a restore) as its owner, the APIs as the app's role.
    const database = (url: string) => {
      const { host, pathname } = new URL(url);
      return `${host}${pathname}`;
    };
    expect({
      name,
      database: database(settings.databaseUrl),
      uploadDir: settings.uploadDir,
      timeZone: settings.timeZone,
    }).toEqual({ name, database: database(app.databaseUrl), uploadDir: app.uploadDir, timeZone: app.leagueTimeZone });
    expect(settings.backupDir).toBe('/backups');
    expect(backup.volumes).toEqual(expect.arrayContaining(['app-var:/app/var', 'backups:/backups']));
  });

  // Issue 32, low 8: the owner migrates; every API and worker connects as the app's own role, and never holds the owner's password.
  it("runs the APIs and workers as the app's own role, migrations as the owner in one migrate service they wait for", () => {
    const named = (test: (service: Service) => boolean) =>
      Object.entries(services).filter(([, service]) => test(service));
    const owner = services.postgres!.environment!.POSTGRES_USER;
    const [[migrateName, migrate]] = named(isMigrate) as [[string, Service]];
    const migration = loadSettings(environmentOf(migrate, env));
    expect(new URL(migration.databaseOwnerUrl!).username).toBe(owner);
    for (const [name, service] of [...named(isApi), ...named(isWorker)]) {
      const environment = environmentOf(service, env);
      const settings = loadSettings(environment);
      expect({
        name,
        role: new URL(settings.databaseUrl).username,
        ownerUrl: settings.databaseOwnerUrl,
        migrates: (service as { depends_on?: Record<string, { condition: string }> }).depends_on?.[migrateName],
      }).toEqual({
        name,
        role: new URL(migration.databaseUrl).username,
        ownerUrl: undefined,
        migrates: { condition: 'service_completed_successfully' },
      });
      expect(settings.databaseUrl).not.toContain(env.POSTGRES_PASSWORD!);
      expect(new URL(settings.databaseUrl).username).not.toBe(owner);
    }
  });

  it("installs the PostgreSQL client tools of the server's major version in the image (pg_dump refuses a newer server)", () => {
    const serverMajor = /^postgres:(\d+)/.exec(services.postgres!.image!)?.[1];
    const clientMajor = /^ARG PG_MAJOR=(\d+)$/m.exec(read('Dockerfile'))?.[1];
    expect(serverMajor).toBeDefined();
    expect(clientMajor).toBe(serverMajor);
    expect(read('Dockerfile')).toContain('postgresql-client-${PG_MAJOR}');
  });
});
