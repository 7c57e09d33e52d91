import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testDatabaseUrl, testRedisUrl } from '../support/services.js';

/**
 * Issue 35: `npm run bench:friday` at a small scale, as a smoke test: the model plays a whole
 * evening (venues checking players in by scan, places set, games ended, a TV and a clock per
 * game, phones on the leaderboards and dashboards, visitors) against the built API and worker,
 * no request failed and no acknowledged write was lost. Nothing about speed is asserted: a
 * busy machine is slower, not wrong. The full-scale figures are in docs/performance.md.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCALE = {
  FRIDAY_VENUES: '10',
  FRIDAY_PHONES: '200',
  FRIDAY_SECONDS: '30',
  FRIDAY_VISITORS: '4',
  FRIDAY_POINTS: '0',
};

function runFriday(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const env = {
      ...process.env,
      ...SCALE,
      FRIDAY_BUILT: 'true',
      DATABASE_URL: testDatabaseUrl(),
      REDIS_URL: testRedisUrl(),
      BENCH_PREFIX: 'league_friday_smoke',
      LOG_LEVEL: 'error',
    };
    const child = spawn(process.execPath, [join(ROOT, 'scripts/bench-friday.mjs')], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('exit', (code) => resolve({ code, output: Buffer.concat(output).toString() }));
  });
}

describe('a Friday night of the league, small (bench:friday as a smoke test)', () => {
  beforeAll(() => {
    if (!existsSync(join(ROOT, 'dist/src/main.js')) || !existsSync(join(ROOT, 'web/dist-server'))) {
      throw new Error('This suite runs the built API and site: npm run build first (npm test does)');
    }
  });

  it('plays the evening: every venue checked in and ended, the phones and TVs heard it, nothing failed or lost', async () => {
    const { code, output } = await runFriday();
    const line = (label: string) =>
      output.split('\n').find((text) => text.startsWith(label)) ?? `(no "${label}" line)\n${output}`;
    // With what failed, as the run told it (a failed request's own line: "friday: GET …", "friday: POST …").
    const failures = output.split('\n').filter((text) => /^friday: (GET|POST) /.test(text));
    expect([line('lost '), ...failures]).toEqual(['lost 0 failed 0']);
    expect(code).toBe(0);
    // The model ran: ten games ended, each check-in stored, the monitors welcomed, the phones read again.
    expect(line('writes acknowledged:')).toMatch(
      /^writes acknowledged: (\d+) check-ins \(\1 records stored\), 10 endings \(10 games ended\)$/,
    );
    expect(Number(/count (\d+)/.exec(line('check-in sent -> monitor welcome'))?.[1])).toBeGreaterThan(100);
    expect(Number(/^phone reads after changes: (\d+)/.exec(line('phone reads after changes'))?.[1])).toBeGreaterThan(0);
    expect(line('sockets ')).toMatch(/^sockets 220: /);
    // The worker's standings jobs are counted (one per ending at least) and PostgreSQL's CPU is reported.
    expect(
      Number(/count (\d+)/.exec(line('worker jobs completed over the evening, standings:'))?.[1]),
    ).toBeGreaterThanOrEqual(10);
    expect(line('CPU over the evening')).toMatch(/PostgreSQL \d+\.\d s$/);
  }, 600_000);
});
