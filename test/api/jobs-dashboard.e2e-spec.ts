import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Job, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import {
  RECOMPUTE_SCOPE,
  REBUILD_ALL,
  STANDINGS_QUEUE,
} from '../../src/modules/leaderboards/infrastructure/standings.queue.js';
import type { StandingsRebuild } from '../../src/modules/leaderboards/application/ports/standings-rebuild.queue.js';
import { ALL_QUEUES } from '../../src/queues.js';
import { PURGE_IDEMPOTENCY_KEYS } from '../../src/shared/infrastructure/idempotency/idempotency-key.purger.js';
import { MAINTENANCE_QUEUE } from '../../src/shared/infrastructure/queue/queues.js';
import { PREFIX_ACCESS } from '../../src/shared/interface/auth/access-table.js';
import {
  JOBS_DASHBOARD_COOKIE,
  JOBS_DASHBOARD_PATH,
} from '../../src/shared/interface/jobs-dashboard/jobs-dashboard-access.js';
import { WorkerModule } from '../../src/worker.module.js';
import { api, type ApiError } from '../support/api.js';
import { aGameWithEntries, aVenueWithSeries, somePlayers } from '../support/builders.js';
import { eventually } from '../support/eventually.js';
import { testRedisUrl } from '../support/services.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** bull-board's own route list: the suite walks whatever the installed version registers. */
const require = createRequire(import.meta.url);
const { appRoutes } = require('@bull-board/api/dist/routes.js') as {
  appRoutes: { entryPoint: { route: string | string[] }; api: { method: string; route: string | string[] }[] };
};
const list = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

const REFUSED = ['anonymous', 'player', 'assistant', 'host', 'manager'] as const;
const ALLOWED = ['admin', 'owner'] as const;

interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

describe('the jobs dashboard (/admin/jobs): admins only, on every path', () => {
  let app: TestApp;
  let worker: INestApplicationContext;
  let connection: Redis;
  let standings: Queue;
  const tokens: Record<string, string> = { anonymous: '' };

  beforeAll(async () => {
    app = await startTestApp();
    for (const role of [...REFUSED.slice(1), ...ALLOWED]) tokens[role] = await app.login(role);
    connection = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    standings = new Queue(STANDINGS_QUEUE, { connection, prefix: app.settings.queuePrefix });
  });
  afterAll(async () => {
    await standings.close();
    await connection.quit();
    await worker?.close();
    await app.close();
  });

  async function startWorker(): Promise<void> {
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(app.settings), { logger: false });
    await worker.init();
  }

  /** A call to the dashboard with a session as Bearer header, or as the dashboard's cookie. */
  async function call(
    method: string,
    path: string,
    options: { token?: string; cookie?: string; headers?: Record<string, string>; body?: unknown } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = `${JOBS_DASHBOARD_COOKIE}=${encodeURIComponent(options.cookie)}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${app.url}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    const json = (response.headers.get('content-type') ?? '').includes('json');
    return { status: response.status, body: json && text ? JSON.parse(text) : text, headers: response.headers };
  }

  const refusalOf = (role: string) =>
    role === 'anonymous' ? { status: 401, code: 'NOT_LOGGED_IN' } : { status: 403, code: 'UNAUTHORIZED' };
  const seen = (answer: Answer) => ({ status: answer.status, code: (answer.body as { code?: string })?.code });

  /** bull-board's static files, one of each kind. */
  function staticAssets(): string[] {
    const root = join(dirname(require.resolve('@bull-board/ui/package.json')), 'dist', 'static');
    const js = readdirSync(join(root, 'js')).find((name) => name.endsWith('.js'))!;
    const css = readdirSync(join(root, 'css')).find((name) => name.endsWith('.css'))!;
    return [`static/js/${js}`, `static/css/${css}`, 'static/favicon-32x32.png'];
  }

  /** Every route bull-board registers, with its parameters filled; plus static files and an unknown path. */
  function everyPath(): { method: string; path: string }[] {
    const fill = (route: string) =>
      route
        .replace(':queueName', STANDINGS_QUEUE)
        .replace(':jobId', '1')
        .replace(':queueStatus', 'failed')
        .replace(':schedulerId', 'none');
    return [
      ...list(appRoutes.entryPoint.route).map((route) => ({
        method: 'GET',
        path: `${JOBS_DASHBOARD_PATH}${fill(route)}`,
      })),
      ...appRoutes.api.flatMap(({ method, route }) =>
        list(route).map((one) => ({ method: method.toUpperCase(), path: `${JOBS_DASHBOARD_PATH}${fill(one)}` })),
      ),
      ...staticAssets().map((asset) => ({ method: 'GET', path: `${JOBS_DASHBOARD_PATH}/${asset}` })),
      { method: 'GET', path: `${JOBS_DASHBOARD_PATH}/no/such/path` },
      { method: 'POST', path: `${JOBS_DASHBOARD_PATH}/api/queues/${STANDINGS_QUEUE}/1/retry` },
    ];
  }

  it('is listed in the access table as Admin and up, with a reason', () => {
    expect(PREFIX_ACCESS[JOBS_DASHBOARD_PATH]).toMatchObject({ level: 40, hostMode: false });
    expect(PREFIX_ACCESS[JOBS_DASHBOARD_PATH]!.reason).toMatch(/jobs dashboard/);
  });

  it('refuses anonymous, player, assistant, host and manager on every path (page, static file, JSON API, actions), by header and by cookie', async () => {
    const paths = everyPath();
    expect(paths.length).toBeGreaterThan(35);
    const wrong: string[] = [];
    for (const { method, path } of paths) {
      for (const role of REFUSED) {
        for (const by of role === 'anonymous' ? ['none'] : ['token', 'cookie']) {
          const answer = await call(
            method,
            path,
            by === 'token' ? { token: tokens[role] } : by === 'cookie' ? { cookie: tokens[role] } : {},
          );
          const expected = refusalOf(role);
          if (
            answer.status !== expected.status ||
            seen(answer).code !== expected.code ||
            typeof (answer.body as ApiError).error !== 'string'
          ) {
            wrong.push(
              `${method} ${path} as ${role} (${by}): ${answer.status} ${JSON.stringify(answer.body).slice(0, 80)}`,
            );
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('refuses a made-up or ended session', async () => {
    expect(seen(await call('GET', `${JOBS_DASHBOARD_PATH}/api/queues`, { cookie: 'not-a-session' }))).toEqual({
      status: 401,
      code: 'NOT_LOGGED_IN',
    });
    const ended = await app.login('admin');
    expect((await api(app).as(ended).post('/v1/user/logout', {})).status).toBe(200);
    expect(seen(await call('GET', `${JOBS_DASHBOARD_PATH}/api/queues`, { cookie: ended }))).toEqual({
      status: 401,
      code: 'NOT_LOGGED_IN',
    });
  });

  it('lets admin and owner see the page, its static files and every queue with its counts', async () => {
    for (const role of ALLOWED) {
      const page = await call('GET', `${JOBS_DASHBOARD_PATH}/`, { token: tokens[role] });
      expect(page.status).toBe(200);
      expect(page.body).toContain(`<base href="${JOBS_DASHBOARD_PATH}/"`);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      for (const asset of staticAssets())
        expect([asset, (await call('GET', `${JOBS_DASHBOARD_PATH}/${asset}`, { token: tokens[role] })).status]).toEqual(
          [asset, 200],
        );
      const queues = await call('GET', `${JOBS_DASHBOARD_PATH}/api/queues`, { token: tokens[role] });
      expect(queues.status).toBe(200);
      const shown = (queues.body as { queues: { name: string; counts: Record<string, number> }[] }).queues;
      expect(shown.map(({ name }) => name).sort()).toEqual(ALL_QUEUES.map(({ name }) => name).sort());
      expect(shown.every(({ counts }) => typeof counts.failed === 'number' && typeof counts.waiting === 'number')).toBe(
        true,
      );
    }
  });

  it('opens with the session call: an HttpOnly, SameSite=Strict cookie scoped to the dashboard', async () => {
    expect((await api(app).as(tokens.manager!).post('/v1/admin/jobs/session', {})).status).toBe(403);
    const response = await fetch(`${app.url}/v1/admin/jobs/session`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Jobs dashboard opened', path: `${JOBS_DASHBOARD_PATH}/` });
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(
      new RegExp(`^${JOBS_DASHBOARD_COOKIE}=[^;]+; Path=${JOBS_DASHBOARD_PATH}; HttpOnly; SameSite=Strict`),
    );
    const value = cookie.split(';')[0]!;
    const queues = await fetch(`${app.url}${JOBS_DASHBOARD_PATH}/api/queues`, { headers: { cookie: value } });
    expect(queues.status).toBe(200);
  });

  it("keeps the Owner's actions from admins, and a cookie-borne action from another site", async () => {
    const pause = `${JOBS_DASHBOARD_PATH}/api/queues/${STANDINGS_QUEUE}/pause`;
    expect(seen(await call('PUT', pause, { token: tokens.admin }))).toEqual({ status: 403, code: 'UNAUTHORIZED' });
    expect(
      seen(
        await call('PUT', `${JOBS_DASHBOARD_PATH}/api/queues/${STANDINGS_QUEUE}/clean/failed`, { token: tokens.admin }),
      ),
    ).toEqual({ status: 403, code: 'UNAUTHORIZED' });
    expect(
      seen(
        await call('PUT', `${JOBS_DASHBOARD_PATH}/api/queues/${STANDINGS_QUEUE}/retry/completed`, {
          token: tokens.admin,
        }),
      ),
    ).toEqual({ status: 403, code: 'UNAUTHORIZED' });
    expect(
      seen(
        await call('PUT', `${JOBS_DASHBOARD_PATH}/api/queues/${STANDINGS_QUEUE}/obliterate`, {
          token: tokens.admin,
          body: {},
        }),
      ),
    ).toEqual({ status: 403, code: 'UNAUTHORIZED' });
    expect(
      seen(
        await call('PUT', pause, {
          cookie: tokens.owner,
          headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
        }),
      ),
    ).toEqual({ status: 403, code: 'UNAUTHORIZED' });
    expect(await standings.isPaused()).toBe(false);
    // The owner may (and the queue really pauses), from the dashboard's own page.
    expect(
      (await call('PUT', pause, { cookie: tokens.owner, headers: { 'sec-fetch-site': 'same-origin' } })).status,
    ).toBeLessThan(300);
    expect(await standings.isPaused()).toBe(true);
    expect(
      (await call('PUT', `${JOBS_DASHBOARD_PATH}/api/queues/${STANDINGS_QUEUE}/resume`, { token: tokens.owner }))
        .status,
    ).toBeLessThan(300);
    expect(await standings.isPaused()).toBe(false);
  });

  it('shows a failed job with its error, and an admin retries it: it runs again and completes', async () => {
    await startWorker();
    // A real failure on the real queue, run by the real worker: the read model's table is away.
    await app.sql('alter table leaderboard_totals rename to leaderboard_totals_away');
    let failed: Job;
    try {
      failed = await standings.add(
        RECOMPUTE_SCOPE,
        { scope: { scopeType: 'league', scopeID: 0, period: 'all' } },
        { attempts: 1 },
      );
      await eventually(async () => expect(await failed.isFailed()).toBe(true), { timeoutMs: 20_000, everyMs: 100 });
    } finally {
      await app.sql('alter table leaderboard_totals_away rename to leaderboard_totals');
    }
    const listed = await call(
      'GET',
      `${JOBS_DASHBOARD_PATH}/api/queues?activeQueue=${STANDINGS_QUEUE}&status=failed&page=1&jobsPerPage=10`,
      { token: tokens.admin },
    );
    expect(listed.status).toBe(200);
    const queue = (
      listed.body as {
        queues: { name: string; counts: { failed: number }; jobs: { id: string; failedReason: string }[] }[];
      }
    ).queues.find(({ name }) => name === STANDINGS_QUEUE)!;
    expect(queue.counts.failed).toBe(1);
    expect(queue.jobs).toEqual([
      expect.objectContaining({ id: failed!.id, failedReason: expect.stringMatching(/leaderboard_totals/) }),
    ]);
    // Its own page, as the dashboard reads it.
    const one = await call('GET', `${JOBS_DASHBOARD_PATH}/api/queues/${STANDINGS_QUEUE}/${failed!.id}`, {
      token: tokens.admin,
    });
    expect(JSON.stringify(one.body)).toMatch(/leaderboard_totals/);

    // A completed-job retry stays the owner's; the failed one is the admin's to retry.
    expect(
      (
        await call('PUT', `${JOBS_DASHBOARD_PATH}/api/queues/${STANDINGS_QUEUE}/${failed!.id}/retry`, {
          token: tokens.manager,
        })
      ).status,
    ).toBe(403);
    const retried = await call('PUT', `${JOBS_DASHBOARD_PATH}/api/queues/${STANDINGS_QUEUE}/${failed!.id}/retry`, {
      token: tokens.admin,
    });
    expect(retried.status).toBeLessThan(300);
    // It ran again, and this time it went through: nothing is failed any more.
    await eventually(async () => expect(await standings.getJobState(failed!.id!)).toBe('completed'), {
      timeoutMs: 20_000,
      everyMs: 100,
    });
    expect(await standings.getJobCounts('failed')).toEqual({ failed: 0 });
    // Running a completed job again is the owner's call, not an admin's.
    expect(
      seen(
        await call('PUT', `${JOBS_DASHBOARD_PATH}/api/queues/${STANDINGS_QUEUE}/${failed!.id}/retry`, {
          token: tokens.admin,
        }),
      ),
    ).toEqual({ status: 403, code: 'UNAUTHORIZED' });
    expect(
      (
        await call('PUT', `${JOBS_DASHBOARD_PATH}/api/queues/${STANDINGS_QUEUE}/${failed!.id}/retry`, {
          token: tokens.owner,
        })
      ).status,
    ).toBeLessThan(300);
  });

  it('shows the hourly Idempotency-Key purge (started with the worker) as a scheduler and its finished run', async () => {
    const path = `${JOBS_DASHBOARD_PATH}/api/job-schedulers?queueName=${MAINTENANCE_QUEUE}`;
    await eventually(
      async () => {
        const schedulers = await call('GET', path, { token: tokens.admin });
        expect(JSON.stringify(schedulers.body)).toContain(PURGE_IDEMPOTENCY_KEYS);
        const listed = await call(
          'GET',
          `${JOBS_DASHBOARD_PATH}/api/queues?activeQueue=${MAINTENANCE_QUEUE}&status=completed&page=1&jobsPerPage=10`,
          { token: tokens.admin },
        );
        const queue = (
          listed.body as { queues: { name: string; jobs: { name: string; returnValue: unknown }[] }[] }
        ).queues.find(({ name }) => name === MAINTENANCE_QUEUE)!;
        expect(queue.jobs[0]).toMatchObject({
          name: PURGE_IDEMPOTENCY_KEYS,
          returnValue: { purged: expect.any(Number) },
        });
      },
      { timeoutMs: 20_000, everyMs: 200 },
    );
  });

  it('starts a full standings rebuild for an admin only; it reports progress to 100, and a second start answers the same job', async () => {
    for (const role of REFUSED) {
      const answer = await api(app).as(tokens[role]!).post<ApiError>('/v1/admin/standings/rebuild', {});
      expect([role, answer.status, answer.body.code]).toEqual([role, refusalOf(role).status, refusalOf(role).code]);
    }
    // Enough scopes for several batches (50 scopes each): a venue with its event, games in several months.
    const players = await somePlayers(app, 8);
    const { venue, event } = await aVenueWithSeries(app);
    for (const month of ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']) {
      await aGameWithEntries(app, 5, {
        venueID: venue.venueID,
        eventID: event.eventID,
        gameAt: new Date(`2025-${month}-10T03:00:00Z`),
        players,
        ended: true,
      });
    }
    // Hold the worker's side: the rebuild waits, so a second start meets it.
    await standings.pause();
    const first = await api(app)
      .as(tokens.admin!)
      .post<{ message: string; rebuild: StandingsRebuild }>('/v1/admin/standings/rebuild', {});
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      message: 'Standings rebuild started',
      rebuild: expect.objectContaining({ state: 'waiting', progress: 0, finishedAt: null }),
    });
    const second = await api(app)
      .as(tokens.owner!)
      .post<{ rebuild: StandingsRebuild }>('/v1/admin/standings/rebuild', {});
    expect(second.body.rebuild.jobID).toBe(first.body.rebuild.jobID);
    expect(
      (await standings.getJobs(['waiting', 'prioritized'])).filter((job) => job.name === REBUILD_ALL),
    ).toHaveLength(1);

    // Progress as the worker reports it, read through the API and on the dashboard's job.
    const progress: number[] = [];
    await standings.resume();
    await eventually(
      async () => {
        const { body } = await api(app)
          .as(tokens.admin!)
          .get<{ rebuild: StandingsRebuild }>('/v1/admin/standings/rebuild');
        progress.push(body.rebuild.progress);
        expect(body.rebuild).toMatchObject({ jobID: first.body.rebuild.jobID, state: 'completed', progress: 100 });
      },
      { timeoutMs: 30_000, everyMs: 20 },
    );
    expect(progress.every((value, i) => i === 0 || value >= progress[i - 1]!)).toBe(true);
    const job = await call('GET', `${JOBS_DASHBOARD_PATH}/api/queues/${STANDINGS_QUEUE}/${first.body.rebuild.jobID}`, {
      token: tokens.admin,
    });
    expect(job.status).toBe(200);
    expect(job.body).toMatchObject({ job: { id: first.body.rebuild.jobID, name: REBUILD_ALL, progress: 100 } });
    expect((await app.sql<{ n: number }>('select count(*)::int as n from leaderboard_totals'))[0]!.n).toBeGreaterThan(
      0,
    );

    // Done: the next start is a new rebuild.
    const third = await api(app)
      .as(tokens.admin!)
      .post<{ rebuild: StandingsRebuild }>('/v1/admin/standings/rebuild', {});
    expect(third.body.rebuild.jobID).not.toBe(first.body.rebuild.jobID);
  }, 90_000);
});
