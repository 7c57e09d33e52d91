import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Registry } from 'prom-client';
import { parse } from 'yaml';
import {
  HttpMetrics,
  JOB_METRICS,
  processRegistry,
  watchBackups,
  watchDatabasePool,
  watchLeagueState,
} from '../../src/shared/infrastructure/metrics/league-metrics.js';

/**
 * The alert rules of docker/prometheus/alerts.yml, checked and unit-tested by Prometheus's own
 * promtool (`promtool check rules`, `promtool test rules docker/prometheus/alerts.test.yml`): every
 * rule fires on the series that should fire it and stays silent on a healthy one, and has its
 * runbook line in docs/operations.md. .ci/run installs Debian's prometheus package (promtool)
 * when it is missing, so CI always runs it; elsewhere, without promtool, the promtool cases skip
 * with a message saying so.
 */
const ALERTS = resolve('docker/prometheus/alerts.yml');
const TESTS = resolve('docker/prometheus/alerts.test.yml');
const promtool = spawnSync('promtool', ['--version'], { encoding: 'utf8' });
const hasPromtool = promtool.status === 0;
if (!hasPromtool)
  console.warn(
    'promtool not found (Debian: apt-get install prometheus): the promtool checks of docker/prometheus/alerts.yml are skipped here; .ci/run installs it.',
  );

interface RuleTest {
  alert_rule_test?: { alertname: string; exp_alerts: unknown[] }[];
}
const rules = (
  parse(readFileSync(ALERTS, 'utf8')) as { groups: { rules: { alert: string; expr: string }[] }[] }
).groups.flatMap((group) => group.rules);
const tests = (parse(readFileSync(TESTS, 'utf8')) as { tests: RuleTest[] }).tests.flatMap(
  (test) => test.alert_rule_test ?? [],
);

describe('docker/prometheus/alerts.yml', () => {
  (hasPromtool ? it : it.skip)('passes promtool check rules', () => {
    const result = spawnSync('promtool', ['check', 'rules', ALERTS], { encoding: 'utf8' });
    expect({ status: result.status, out: result.stdout + result.stderr }).toEqual({
      status: 0,
      out: expect.stringContaining('SUCCESS'),
    });
  });

  (hasPromtool ? it : it.skip)('passes its unit tests (promtool test rules alerts.test.yml)', () => {
    const result = spawnSync('promtool', ['test', 'rules', TESTS], { encoding: 'utf8' });
    expect({ status: result.status, out: result.stdout + result.stderr }).toEqual({
      status: 0,
      out: expect.stringContaining('SUCCESS'),
    });
  });

  (hasPromtool
    ? it.each(['prometheus.yml', 'prometheus.prod.yml'])
    : it.skip.each(['prometheus.yml', 'prometheus.prod.yml']))(
    'is loaded by docker/prometheus/%s, a configuration promtool check config accepts',
    (name) => {
      // The container's paths (the rules, the token secret, the site-target config) made this machine's.
      const folder = mkdtempSync(join(tmpdir(), 'prometheus-config-'));
      try {
        writeFileSync(join(folder, 'token'), 'x'.repeat(32));
        writeFileSync(join(folder, 'site-target.json'), '[{"targets": ["https://league.example.org"]}]');
        const config = readFileSync(resolve('docker/prometheus', name), 'utf8')
          .replace('/etc/prometheus/alerts.yml', ALERTS)
          .replaceAll('/run/secrets/metrics_token', join(folder, 'token'))
          .replace('/etc/prometheus/site-target.json', join(folder, 'site-target.json'));
        expect(config).toContain(ALERTS);
        writeFileSync(join(folder, 'prometheus.yml'), config);
        const result = spawnSync('promtool', ['check', 'config', join(folder, 'prometheus.yml')], { encoding: 'utf8' });
        expect({ status: result.status, out: result.stdout + result.stderr }).toEqual({
          status: 0,
          out: expect.stringContaining('is valid prometheus config file syntax'),
        });
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );

  it('has a test for every rule where it fires and one where it stays silent', () => {
    const untested = rules.flatMap(({ alert }) => {
      const cases = tests.filter((test) => test.alertname === alert);
      return [
        ...(cases.some((test) => test.exp_alerts.length > 0) ? [] : [`${alert}: never fires in a test`]),
        ...(cases.some((test) => test.exp_alerts.length === 0) ? [] : [`${alert}: never stays silent in a test`]),
      ];
    });
    expect(untested).toEqual([]);
  });

  it('covers what an operator must hear of: targets, sources, 5xx, latency, outbox, jobs, backups, disk, certificate', () => {
    expect(rules.map(({ alert }) => alert).sort()).toEqual(
      [
        'LeagueTargetDown',
        'LeagueMetricsSourceDown',
        'LeagueHttpErrors',
        'LeagueHttpSlow',
        'LeagueOutboxBacklogOld',
        'LeagueJobsFailed',
        'LeagueJobsStalled',
        'LeagueBackupMissed',
        'LeagueOffsiteBackupMissed',
        'LeagueDiskFilling',
        'LeagueCertificateExpiring',
        'LeagueSecurityLockout',
      ].sort(),
    );
  });

  it('has a runbook line for every rule in docs/operations.md', () => {
    const operations = readFileSync(resolve('docs/operations.md'), 'utf8');
    const runbook = operations.slice(operations.indexOf('### Alerts: what to do'));
    expect(runbook.length).toBeLessThan(operations.length);
    expect(
      rules.map(({ alert }) => alert).filter((alert) => !new RegExp(`^\\| \`${alert}\` +\\|`, 'm').test(runbook)),
    ).toEqual([]);
  });
});

describe("the /metrics answers' format", () => {
  (hasPromtool ? it : it.skip)(
    'passes promtool check metrics (the API, the worker and the backup service)',
    async () => {
      const api = processRegistry();
      new HttpMetrics(api).observe('GET', '/v1/games', 200, 0.01);
      watchDatabasePool(api, async () => ({ totalCount: 1, idleCount: 1, waitingCount: 0 }), 10);
      watchLeagueState(api, {
        queueCounts: async () => ({ mail: { failed: 0 } }),
        outbox: async () => ({ backlog: 0, oldestAgeSeconds: 0 }),
        socketConnections: () => 0,
      });
      const backup = processRegistry();
      watchBackups(backup, { newestBackup: async () => new Date(), newestOffsite: async () => null });
      for (const registry of [Registry.merge([api, JOB_METRICS.registry]), backup]) {
        const result = spawnSync('promtool', ['check', 'metrics'], {
          input: await registry.metrics(),
          encoding: 'utf8',
        });
        expect({ status: result.status, out: result.stdout + result.stderr }).toEqual({ status: 0, out: '' });
      }
    },
  );
});
