import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Registry } from 'prom-client';
import { parse } from 'yaml';
import {
  HttpMetrics,
  JOB_METRICS,
  processRegistry,
  QUEUE_STATES,
  SecurityEventMetrics,
  watchBackups,
  watchDatabasePool,
  watchLeagueState,
} from './league-metrics.js';

/**
 * The Grafana dashboard and the Prometheus alert rules under docker/ name only metrics the
 * API and the worker expose, and the dashboard shows every league_* family: renaming a
 * metric without them fails here, not on an operator's empty panel or silent alert.
 */
const DASHBOARD = resolve('docker/grafana/poker-league-dashboard.json');
const ALERTS = resolve('docker/prometheus/alerts.yml');
const PROMETHEUS = resolve('docker/prometheus/prometheus.yml');
const COMPOSE = resolve('docker/compose.monitoring.yml');

/** Every series name the app's two /metrics answer (histograms as their _bucket, _sum and _count). */
async function exposedNames(): Promise<{ series: Set<string>; families: string[] }> {
  const api = processRegistry();
  new HttpMetrics(api);
  watchDatabasePool(api, async () => ({ totalCount: 1, idleCount: 1, waitingCount: 0 }), 10);
  watchLeagueState(api, {
    queueCounts: async () => ({}),
    outbox: async () => ({ backlog: 0, oldestAgeSeconds: 0 }),
    socketConnections: () => 0,
  });
  new SecurityEventMetrics().registerOn(api);
  const worker = processRegistry();
  watchDatabasePool(worker, async () => ({ totalCount: 1, idleCount: 1, waitingCount: 0 }), 10);
  const backup = new Registry();
  watchBackups(backup, { newestBackup: async () => null, newestOffsite: async () => null });
  const all = Registry.merge([api, JOB_METRICS.registry]);
  const metrics = [
    ...(await all.getMetricsAsJSON()),
    ...(await worker.getMetricsAsJSON()),
    ...(await backup.getMetricsAsJSON()),
  ];
  const series = new Set<string>();
  for (const { name, type } of metrics) {
    series.add(name);
    if (String(type) === 'histogram')
      for (const suffix of ['_bucket', '_sum', '_count']) series.add(`${name}${suffix}`);
    if (String(type) === 'summary') for (const suffix of ['_sum', '_count']) series.add(`${name}${suffix}`);
  }
  return { series, families: [...new Set(metrics.map(({ name }) => name))] };
}

const dashboardExprs = (): string[] => {
  const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { panels: { targets?: { expr: string }[] }[] };
  return dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));
};
const alertRules = (): { alert: string; expr: string }[] =>
  (parse(readFileSync(ALERTS, 'utf8')) as { groups: { rules: { alert: string; expr: string }[] }[] }).groups.flatMap(
    (group) => group.rules.map(({ alert, expr }) => ({ alert, expr })),
  );

/** The app's metric names a PromQL expression uses (Prometheus's own, like `up`, are left out). */
const namesIn = (expr: string): string[] =>
  [...expr.matchAll(/\b((?:league|process|nodejs)_[a-z0-9_]+)\b/g)].map((match) => match[1]!);

describe('the monitoring files under docker/', () => {
  let exposed: Awaited<ReturnType<typeof exposedNames>>;
  beforeAll(async () => {
    exposed = await exposedNames();
  });

  it('finds the queries', () => {
    expect(dashboardExprs().length).toBeGreaterThan(15);
    // Which rules there are, and their unit tests: test/ops/alert-rules.spec.ts.
    expect(alertRules().length).toBeGreaterThanOrEqual(12);
  });

  it('name only metrics the app exposes', () => {
    const unknown = [
      ...dashboardExprs().map((expr) => ['dashboard', expr] as const),
      ...alertRules().map(({ alert, expr }) => [alert, expr] as const),
    ].flatMap(([where, expr]) =>
      namesIn(expr)
        .filter((name) => !exposed.series.has(name))
        .map((name) => `${where}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('use only queue states the app reports', () => {
    const states = [...dashboardExprs(), ...alertRules().map(({ expr }) => expr)].flatMap((expr) =>
      [...expr.matchAll(/state!?="([^"]+)"/g)].map((match) => match[1]!),
    );
    expect(states.length).toBeGreaterThan(0);
    expect(states.filter((state) => !(QUEUE_STATES as readonly string[]).includes(state))).toEqual([]);
  });

  it('show every league_* metric on the dashboard', () => {
    const shown = new Set(
      dashboardExprs()
        .flatMap(namesIn)
        .map((name) => name.replace(/_(bucket|sum|count)$/, '')),
    );
    expect(exposed.families.filter((name) => name.startsWith('league_') && !shown.has(name))).toEqual([]);
  });

  it('alert on an outbox row older than 5 minutes, or its age unknown (PostgreSQL down), and on failed jobs', () => {
    const expr = (name: string) => alertRules().find(({ alert }) => alert === name)?.expr;
    expect(expr('LeagueOutboxBacklogOld')).toBe(
      'max(league_outbox_oldest_age_seconds) > 300 or absent(league_outbox_oldest_age_seconds)',
    );
    expect(expr('LeagueJobsFailed')).toContain('league_queue_jobs{state="failed"}');
  });

  it("scrape the API's /metrics and the worker's METRICS_PORT with the token", () => {
    const prometheus = readFileSync(PROMETHEUS, 'utf8');
    const compose = readFileSync(COMPOSE, 'utf8');
    expect(prometheus.match(/credentials_file: \/run\/secrets\/metrics_token/g)).toHaveLength(2);
    expect(prometheus).toContain('"app:3000"');
    const port = /METRICS_PORT: "(\d+)"/.exec(compose)?.[1];
    expect(prometheus).toContain(`"worker:${port}"`);
    expect(compose).toContain('./prometheus/alerts.yml:/etc/prometheus/alerts.yml');
  });

  it('scrape every API and worker of the production install (docker/compose.prod.monitoring.yml)', () => {
    const production = parse(readFileSync(resolve('docker/compose.prod.yml'), 'utf8'), { merge: true }) as {
      services: Record<string, { command?: string[] }>;
    };
    const overlay = parse(readFileSync(resolve('docker/compose.prod.monitoring.yml'), 'utf8')) as {
      services: Record<string, { environment?: Record<string, string> }>;
    };
    const prometheus = readFileSync(resolve('docker/prometheus/prometheus.prod.yml'), 'utf8');
    const apps = Object.entries(production.services).filter(([name]) => /^(api|worker)-\d+$/.test(name));
    expect(apps.map(([name]) => name).sort()).toEqual(
      Object.keys(overlay.services)
        .filter((name) => /^(api|worker)-\d+$/.test(name))
        .sort(),
    );
    for (const [name] of apps) {
      expect(overlay.services[name]!.environment?.METRICS_TOKEN).toMatch(/^\$\{METRICS_TOKEN:\?/);
      const port = name.startsWith('worker') ? overlay.services[name]!.environment?.METRICS_PORT : '3000';
      expect(prometheus).toContain(`"${name}:${port}"`);
    }
    expect(readFileSync(resolve('docker/compose.prod.monitoring.yml'), 'utf8')).toContain(
      './prometheus/prometheus.prod.yml:/etc/prometheus/prometheus.yml',
    );
  });
});

describe('alerts reach a person (docker/compose.prod.monitoring.yml)', () => {
  interface OverlayService {
    command?: string[];
    environment?: Record<string, string>;
    volumes?: string[];
    depends_on?: Record<string, { condition: string }>;
    configs?: { source: string; target: string }[];
  }
  const overlay = parse(readFileSync(resolve('docker/compose.prod.monitoring.yml'), 'utf8')) as {
    services: Record<string, OverlayService>;
    configs: Record<string, { content: string }>;
  };
  const prometheus = parse(readFileSync(resolve('docker/prometheus/prometheus.prod.yml'), 'utf8')) as {
    alerting: { alertmanagers: { static_configs: { targets: string[] }[] }[] };
    scrape_configs: {
      job_name: string;
      static_configs?: { targets: string[] }[];
      file_sd_configs?: { files: string[] }[];
    }[];
  };

  it("has Prometheus send its alerts to Alertmanager, which reads the configuration made from the league's SMTP_URL", () => {
    expect(prometheus.alerting.alertmanagers[0]!.static_configs[0]!.targets).toEqual(['alertmanager:9093']);
    const writer = overlay.services['alertmanager-config']!;
    const manager = overlay.services.alertmanager!;
    expect(writer.command).toEqual([
      'node',
      'dist/src/cli/alertmanager-config.js',
      '/alertmanager-config/alertmanager.yml',
    ]);
    expect(Object.keys(writer.environment ?? {}).sort()).toEqual(['ALERT_EMAIL', 'MAIL_FROM', 'SITE_NAME', 'SMTP_URL']);
    expect(writer.volumes).toEqual(['alertmanager-config:/alertmanager-config']);
    expect(manager.volumes).toContain('alertmanager-config:/etc/alertmanager/generated:ro');
    expect(manager.command).toContain('--config.file=/etc/alertmanager/generated/alertmanager.yml');
    expect(manager.depends_on?.['alertmanager-config']).toEqual({ condition: 'service_completed_successfully' });
  });

  it('scrapes the backup service, the host and the certificate probe the alerts need', () => {
    const targets = Object.fromEntries(
      prometheus.scrape_configs.map((job) => [
        job.job_name,
        job.static_configs?.flatMap((config) => config.targets) ??
          job.file_sd_configs?.flatMap((config) => config.files),
      ]),
    );
    expect(targets).toMatchObject({
      'league-backup': ['backup:9464'],
      node: ['node-exporter:9100'],
      'league-certificate': ['/etc/prometheus/site-target.json'],
    });
    expect(overlay.services.backup!.environment?.METRICS_PORT).toBe('9464');
    expect(overlay.services.prometheus!.configs).toEqual([
      { source: 'site-target', target: '/etc/prometheus/site-target.json' },
    ]);
    expect(
      JSON.parse(overlay.configs['site-target']!.content.replace(/\$\{SITE_URL[^}]*\}/, 'https://league.example.org')),
    ).toEqual([{ targets: ['https://league.example.org'] }]);
  });
});
