// Pieces the bench and the profiler share: a scratch database, child servers on
// loopback, and one autocannon run reduced to the figures the table prints.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

/** A fresh database on the configured server; drop() removes it. */
export async function scratchDatabase(prefix) {
  const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  return { name, url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}

/**
 * Starts scripts/bench/{script} as a child process (own event loop, own core when free),
 * answers its loopback base URL and a stop() that lets it exit cleanly.
 */
export async function startChild(script, { env = {}, nodeOptions = [], message } = {}) {
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), [], {
    env: { ...process.env, ...env },
    execArgv: nodeOptions,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (message) child.send(message);
  const { port } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before listening`)));
  });
  const ask = (request, answer) =>
    new Promise((resolve) => {
      const heard = (message) => answer(message) && (child.off('message', heard), resolve(message));
      child.on('message', heard);
      child.send(request);
    });
  /** CPU microseconds (user + system) the child has used so far. */
  const cpu = async () => {
    const { cpu: used } = await ask('cpu', (message) => message?.cpu);
    return used.user + used.system;
  };
  return {
    base: `http://127.0.0.1:${port}`,
    /** Runs work while the child records a CPU profile into file (app-server.mjs only). */
    async profiled(file, work) {
      await ask('profile-start', (message) => message === 'profiling');
      try {
        return await work();
      } finally {
        await ask({ profileStop: file }, (message) => message === 'profiled');
      }
    },
    /** Rebuilds the standings read model in the child (app-server.mjs only); answers { rebuilt (scopes), ms }. */
    rebuildStandings: () => ask('rebuild-standings', (message) => message?.rebuilt !== undefined),
    /** The tags of the answer kept under key (a page's path), [] when none is kept (app-server.mjs only). */
    keptTags: (key) =>
      ask({ keptTags: key }, (message) => Array.isArray(message?.tags)).then((message) => message.tags),
    /** Drops kept answers by tag, as a write does (app-server.mjs only). */
    dropTags: (tags) => ask({ dropTags: tags }, (message) => message === 'dropped'),
    forgetQueryReads: () => ask('forget-query-reads', (message) => message === 'forgotten'),
    /** The child's process.memoryUsage() (app-server.mjs only). */
    memory: () => ask('memory', (message) => message?.memory).then((message) => message.memory),
    /** Starts a window of the child's event-loop watch; loopRead() answers { blockedMs, wallMs } since (app-server.mjs only). */
    loopReset: () => ask('loop-reset', (message) => message === 'loop-reset'),
    loopRead: () => ask('loop-read', (message) => message?.blockedMs !== undefined),
    /** CPU milliseconds the child has used so far. */
    cpuMs: async () => (await cpu()) / 1000,
    /** Runs work and adds the child's CPU time per request it served (µs): unlike requests/s, barely moved by a neighbour's load. */
    async costed(work) {
      const before = await cpu();
      const figures = await work();
      return { ...figures, cpuPerRequest: ((await cpu()) - before) / figures.total };
    },
    async stop() {
      if (child.exitCode === null) child.send('stop');
      await exited;
    },
  };
}

/** One autocannon run: requests/s, latency percentiles (ms) and anything that went wrong. */
export async function load({
  url,
  connections = 32,
  duration,
  amount,
  method = 'GET',
  headers,
  body,
  timeout = 10,
  expect = [200],
  requests,
  answerKind,
}) {
  const run = autocannon({
    url,
    connections,
    duration,
    amount,
    method,
    headers,
    body,
    timeout,
    ...(requests ? { requests } : {}),
  });
  // Each answer's latency by its kind (`answerKind(status, bytes)`, bytes with headers): one figure
  // per kind where the answers of one address differ (a rendered page, or the shell shed for load).
  const latencies = new Map();
  if (answerKind)
    run.on('response', (_client, status, bytes, latency) => {
      const kind = answerKind(status, bytes);
      if (!latencies.has(kind)) latencies.set(kind, []);
      latencies.get(kind).push(latency);
    });
  const result = await run;
  const unexpected = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !expect.includes(Number(status)))
    .reduce((sum, [, { count }]) => sum + Number(count), 0);
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: unexpected + result.errors + result.timeouts,
    answers: Object.fromEntries(
      [...latencies].map(([kind, values]) => {
        values.sort((a, b) => a - b);
        const at = (share) => values[Math.min(values.length - 1, Math.floor(values.length * share))];
        return [kind, { count: values.length, p50: at(0.5), p99: at(0.99) }];
      }),
    ),
  };
}
