import { Registry } from 'prom-client';
import { MISNAMED_DEFAULT_GAUGES, processRegistry, watchBackups, watchLeagueState } from './league-metrics.js';

const sample = (text: string, name: string, labels = ''): string | undefined =>
  new RegExp(`^${name}${labels.replace(/[{}]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1];

describe('league_metrics_source_up', () => {
  it('says in the same scrape whether that scrape read each source (not one scrape late)', async () => {
    let postgresUp = false;
    const registry = new Registry();
    watchLeagueState(registry, {
      queueCounts: async () => ({ mail: { failed: 1 } }),
      outbox: async () => {
        if (!postgresUp) throw new Error('PostgreSQL down');
        return { backlog: 2, oldestAgeSeconds: 30 };
      },
      socketConnections: () => 0,
    });
    const first = await registry.metrics();
    expect([
      sample(first, 'league_metrics_source_up', '{source="postgres"}'),
      sample(first, 'league_metrics_source_up', '{source="redis"}'),
      sample(first, 'league_outbox_backlog'),
    ]).toEqual(['0', '1', undefined]);
    postgresUp = true;
    const second = await registry.metrics();
    expect([
      sample(second, 'league_metrics_source_up', '{source="postgres"}'),
      sample(second, 'league_outbox_backlog'),
    ]).toEqual(['1', '2']);
    postgresUp = false;
    const third = await registry.metrics();
    expect([
      sample(third, 'league_metrics_source_up', '{source="postgres"}'),
      sample(third, 'league_outbox_oldest_age_seconds'),
    ]).toEqual(['0', undefined]);
  });
});

describe('processRegistry', () => {
  it("leaves out prom-client's gauges named like counters (promtool check metrics), keeping their by-type gauges", async () => {
    const text = await processRegistry().metrics();
    expect(
      MISNAMED_DEFAULT_GAUGES.filter((name) => text.includes(`${name} `) || text.includes(`# TYPE ${name}`)),
    ).toEqual([]);
    expect(text).toContain('# TYPE nodejs_active_handles gauge');
  });
});

describe('watchBackups', () => {
  it("reports the newest backup's time, 0 when there is none, and the off-site copy's only when one is set up", async () => {
    const registry = new Registry();
    let newest: Date | null = null;
    watchBackups(registry, { newestBackup: async () => newest });
    expect(sample(await registry.metrics(), 'league_backup_newest_timestamp_seconds')).toBe('0');
    newest = new Date('2026-12-05T03:00:00Z');
    const text = await registry.metrics();
    expect(sample(text, 'league_backup_newest_timestamp_seconds')).toBe(String(newest.getTime() / 1000));
    expect(text).not.toContain('league_backup_offsite_timestamp_seconds');
    const withOffsite = new Registry();
    watchBackups(withOffsite, { newestBackup: async () => newest, newestOffsite: async () => new Date(1000_000) });
    expect(sample(await withOffsite.metrics(), 'league_backup_offsite_timestamp_seconds')).toBe('1000');
  });
});
