// Issue 24, measured by `npm run bench` (BENCH_ONLY=loop for this step alone): on the league
// grown to `--points N` point records (growLeague, as the standings step), the worker process
// (scripts/bench/worker-process.mjs: dist/src/worker.js with a watch on its event loop) runs
// each queue's heaviest jobs one at a time, queued here through BullMQ as the site queues
// them, and the longest stretch its event loop was held at once during each job is read:
// - vegas-invites: recompute-invite-year of the invite year with the most records, and
//   rebuild-all-invites (every year, as on an empty read model);
// - standings: recompute-scope of the league over all years (the scope with the most
//   records), recompute-game of a game of last year, rebuild-all;
// - game-schedule: schedule-all-events.
// The domain-events queue's subscribers only queue these jobs (their own work does not grow
// with the league). BENCH_LOOP_PROFILE=DIR writes a CPU profile of each job there
// (scripts/cpuprofile-report.mjs reads them).
import { fork } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { growLeague } from './standings.mjs';

const GOAL_MS = 100;
const LEAGUE_ZONE = 'America/Los_Angeles';
const JOB_TIMEOUT_MS = 30 * 60_000;

/** The worker process with its event-loop watch; answers ask(message, isAnswer) and stop(). */
async function startWatchedWorker(env) {
  const child = fork(fileURLToPath(new URL('worker-process.mjs', import.meta.url)), [], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the worker exited with ${code} before starting`)));
  });
  const ask = (request, isAnswer) =>
    new Promise((resolve) => {
      const heard = (message) => isAnswer(message) && (child.off('message', heard), resolve(message));
      child.on('message', heard);
      child.send(request);
    });
  return {
    ask,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Waits until no queue has a job waiting or running (the worker's first fills, the relay's events), twice in a row. */
async function idle(queues) {
  let quiet = 0;
  const deadline = Date.now() + JOB_TIMEOUT_MS;
  while (quiet < 2) {
    if (Date.now() > deadline) throw new Error('the queues never went idle');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const counts = await Promise.all(
      queues.map((queue) => queue.getJobCounts('active', 'waiting', 'prioritized', 'waiting-children')),
    );
    quiet = counts.every((count) => Object.values(count).every((n) => n === 0)) ? quiet + 1 : 0;
  }
}

export async function benchEventLoop({ databaseUrl, points, env, profileDir = process.env.BENCH_LOOP_PROFILE }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
  const prefix = env.QUEUE_PREFIX;
  const queues = {};
  const events = {};
  const stops = [];
  try {
    const grown = await growLeague(db, points);
    console.log(
      `event loop: the demo league copied ${grown.copies} times in ${(grown.ms / 1000).toFixed(1)} s: ${grown.points} point records, ${grown.games} games`,
    );
    // The seeding asked the workers for a standings rebuild (an outbox row): the worker's own first fill is the one timed.
    const { STANDINGS_REBUILD_REQUESTED } =
      await import('../../dist/src/modules/leaderboards/infrastructure/standings-events.subscriber.js');
    await db.query('delete from outbox where type = $1', [STANDINGS_REBUILD_REQUESTED]);
    for (const name of ['vegas-invites', 'standings', 'game-schedule', 'domain-events']) {
      queues[name] = new Queue(name, { connection: redis, prefix });
      events[name] = new QueueEvents(name, { connection: redis.duplicate(), prefix });
      await events[name].waitUntilReady();
    }
    const started = performance.now();
    const worker = await startWatchedWorker(env);
    stops.push(() => worker.stop());
    // Its start fills empty read models (the standings and every invite year): wait for that.
    await worker.ask('loop-reset', (m) => m === 'loop-reset');
    await idle(Object.values(queues));
    const fill = await worker.ask('loop-read', (m) => m?.blockedMs !== undefined);
    const fillMs = performance.now() - started;
    console.log(
      `event loop: the worker's first fill (standings and invites) took ${(fillMs / 1000).toFixed(1)} s; longest block ${fill.blockedMs.toFixed(0)} ms (${fill.wallMs.toFixed(0)} ms by the clock)`,
    );

    const {
      rows: [busiest],
    } = await db.query(
      `select (extract(year from g.game_at at time zone $1) + case when extract(month from g.game_at at time zone $1) >= 6 then 1 else 0 end)::int as "inviteYear", count(*)::int as records
        from games g join points p on p.game_id = g.game_id group by 1 order by 2 desc limit 1`,
      [LEAGUE_ZONE],
    );
    const {
      rows: [game],
    } = await db.query(
      `select game_id as "gameID", venue_id as "venueID", event_id as "eventID", extract(year from game_at at time zone $1)::int as year,
        extract(month from game_at at time zone $1)::int as month from games where ended_at is not null and not canceled and venue_id is not null
        and game_at < now() - interval '1 year' order by game_at desc limit 1`,
      [LEAGUE_ZONE],
    );
    const pad = (n) => String(n).padStart(2, '0');
    const gameScopes = [
      ...['all', String(game.year), `${game.year}-${pad(game.month)}`].flatMap((period) => [
        { scopeType: 'league', scopeID: 0, period },
        { scopeType: 'venue', scopeID: game.venueID, period },
        ...(game.eventID ? [{ scopeType: 'event', scopeID: game.eventID, period }] : []),
      ]),
    ];
    const jobs = [
      {
        queue: 'vegas-invites',
        name: 'recompute-invite-year',
        data: { inviteYear: busiest.inviteYear },
        label: `recompute-invite-year ${busiest.inviteYear} (${busiest.records} records)`,
      },
      {
        queue: 'vegas-invites',
        name: 'rebuild-all-invites',
        data: { onlyIfEmpty: false },
        label: 'rebuild-all-invites (every year)',
      },
      {
        queue: 'standings',
        name: 'recompute-scope',
        data: { scope: { scopeType: 'league', scopeID: 0, period: 'all' } },
        label: 'recompute-scope league, all years',
      },
      {
        queue: 'standings',
        name: 'recompute-game',
        data: { gameID: game.gameID, scopes: gameScopes },
        label: `recompute-game (${gameScopes.length} scopes)`,
      },
      { queue: 'standings', name: 'rebuild-all', data: {}, label: 'rebuild-all' },
      { queue: 'game-schedule', name: 'schedule-all-events', data: {}, label: 'schedule-all-events' },
    ];
    if (profileDir) mkdirSync(profileDir, { recursive: true });
    const rows = [];
    for (const [i, job] of jobs.entries()) {
      // The profiler starts before the window (starting it costs the worker's thread about 100 ms).
      if (profileDir) await worker.ask('profile-start', (m) => m === 'profiling');
      await worker.ask('loop-reset', (m) => m === 'loop-reset');
      const at = performance.now();
      const added = await queues[job.queue].add(job.name, job.data, {
        jobId: `bench-loop-${Date.now()}-${i}`,
        attempts: 1,
      });
      await added.waitUntilFinished(events[job.queue], JOB_TIMEOUT_MS);
      const ms = performance.now() - at;
      const { blockedMs, wallMs, eldMaxMs } = await worker.ask('loop-read', (m) => m?.blockedMs !== undefined);
      if (profileDir)
        await worker.ask({ profileStop: `${profileDir}/${job.queue}-${job.name}.cpuprofile` }, (m) => m === 'profiled');
      rows.push({ ...job, ms, blockedMs, wallMs, eldMaxMs });
      await idle(Object.values(queues));
    }
    return { grown, fillMs, fill, rows };
  } finally {
    for (const stopIt of stops.reverse()) await stopIt();
    for (const queueEvents of Object.values(events)) await queueEvents.close();
    for (const queue of Object.values(queues)) await queue.close();
    await redis.quit();
    await db.end();
  }
}

export function printEventLoop({ grown, fillMs, fill, rows }) {
  console.log(`\nEvent-loop blocks in the worker (issue 24): ${grown.points} point records, ${grown.games} games`);
  console.log(
    `  the worker's first fill of empty read models: ${(fillMs / 1000).toFixed(1)} s, longest block ${fill.blockedMs.toFixed(0)} ms (${fill.wallMs.toFixed(0)} ms by the clock)`,
  );
  const header = ['queue', 'job', 'run s', 'longest block ms', 'by the clock ms', 'ELD max ms', 'goal', 'met'];
  const lines = rows.map((row) => [
    row.queue,
    row.label,
    (row.ms / 1000).toFixed(1),
    row.blockedMs.toFixed(0),
    row.wallMs.toFixed(0),
    row.eldMaxMs.toFixed(0),
    `<${GOAL_MS}`,
    row.blockedMs < GOAL_MS ? 'yes' : 'NO',
  ]);
  const perQueue = new Map();
  for (const row of rows) perQueue.set(row.queue, Math.max(perQueue.get(row.queue) ?? 0, row.blockedMs));
  for (const [queue, blockedMs] of perQueue)
    lines.push([
      queue,
      'longest of the queue',
      '',
      blockedMs.toFixed(0),
      '',
      '',
      `<${GOAL_MS}`,
      blockedMs < GOAL_MS ? 'yes' : 'NO',
    ]);
  const widths = header.map((name, i) => Math.max(name.length, ...lines.map((line) => line[i].length)));
  const format = (cells) =>
    `| ${cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  console.log(
    `\n${format(header)}\n|${widths.map((w, i) => (i < 2 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const line of lines) console.log(format(line));
  console.log(
    "longest block: the longest stretch the worker's event loop was held at once while the job ran (a 10 ms timer arriving late), as its main",
  );
  console.log(
    "thread's CPU time over that stretch; by the clock: the same stretch's wall time, which also counts waiting for a core on a loaded machine;",
  );
  console.log(
    "ELD max: perf_hooks.monitorEventLoopDelay's max at resolution 10 over the job (blind to a block inside a timer callback).",
  );
}
