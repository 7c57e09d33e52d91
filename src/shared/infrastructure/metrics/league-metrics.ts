import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The app's Prometheus metrics (prom-client), in registries of their own rather than
 * prom-client's global one: a test process runs several APIs and workers side by side, and
 * each answers its own. docs/metrics.md says what each one means; the dashboard and alert
 * rules under docker/ use these names (src/shared/infrastructure/metrics/monitoring-files.spec.ts).
 */

/** The route label of a request no route matched (an unknown path): never the path itself. */
export const UNMATCHED_ROUTE = 'unmatched';
/** The route label of a page of the site (a client-side route answered with index.html). */
export const SITE_PAGE_ROUTE = 'site-page';
/** The route label of a file of the built site (@fastify/static registers a route per file, hashed names and all). */
export const STATIC_FILE_ROUTE = 'static-file';
/** The route label of a request shed for load (503 before routing: shed-excess-load.ts). */
export const SHED_ROUTE = 'shed';
/** The route label of a kept public answer replayed before routing (serveCachedReads): its route is not looked up. */
export const CACHED_READ_ROUTE = 'cached-read';

/** Methods kept as they are; anything else is counted as `other`, so no caller can add label values. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Request latency buckets (seconds): a cached read is a millisecond, a standings page tens, an upload a second. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Job duration buckets (seconds): an event's subscribers in milliseconds, a full standings rebuild in minutes. */
const JOB_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

/** A read at scrape time gives up after this, so a Redis or PostgreSQL outage never hangs Prometheus. */
export const SCRAPE_READ_TIMEOUT_MS = 2_000;

async function withinTimeout<T>(read: () => Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>(
    (resolve) => (timer = setTimeout(() => resolve(undefined), SCRAPE_READ_TIMEOUT_MS)),
  );
  try {
    return await Promise.race([read().catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * prom-client's gauges named like counters (`promtool check metrics`: "non-counter metrics should not
 * have _total suffix"): each is the sum of its `nodejs_active_*` gauge by type, which stays.
 */
export const MISNAMED_DEFAULT_GAUGES = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
] as const;

/** A registry with the process's own metrics (CPU, memory, event loop lag, GC, handles): `process_*` and `nodejs_*`. */
export function processRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  for (const name of MISNAMED_DEFAULT_GAUGES) registry.removeSingleMetric(name);
  return registry;
}

/** A `pg` pool's counts, as pg-pool gives them. */
export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

/**
 * One read shared by the gauges a scrape collects together (prom-client collects them all at
 * once): the first asks, the others wait for the same answer; the next scrape reads afresh.
 */
function sharedRead<T>(read: () => Promise<T>): () => Promise<T | undefined> {
  let pending: Promise<T | undefined> | undefined;
  return () =>
    (pending ??= withinTimeout(read).finally(() => {
      pending = undefined;
    }));
}

/**
 * Empties a gauge so a scrape leaves it out: prom-client's reset() keeps a gauge without labels at
 * 0, which would say "no backlog" while PostgreSQL cannot be read (league-metrics.spec.ts checks).
 */
function leaveOut(gauge: Gauge): void {
  (gauge as unknown as { hashMap: Record<string, unknown> }).hashMap = {};
}

/** The database pool of this process: connections open, idle, and queries waiting for one. */
export function watchDatabasePool(registry: Registry, pool: () => Promise<PoolCounts>, max: number): void {
  const read = sharedRead(pool);
  const gauge = (name: string, help: string, count: (counts: PoolCounts) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const counts = await read();
        if (counts) this.set(count(counts));
        else leaveOut(this);
      },
    });
  gauge(
    'league_db_pool_connections',
    'PostgreSQL connections open in this process’s pool (busy and idle)',
    (counts) => counts.totalCount,
  );
  gauge(
    'league_db_pool_idle_connections',
    'PostgreSQL connections open and idle in this process’s pool',
    (counts) => counts.idleCount,
  );
  gauge(
    'league_db_pool_waiting_queries',
    'Queries waiting for a free PostgreSQL connection in this process’s pool (above 0 for long: the pool is too small or queries too slow)',
    (counts) => counts.waitingCount,
  );
  new Gauge({
    name: 'league_db_pool_max_connections',
    help: 'The most PostgreSQL connections this process’s pool opens',
    registers: [registry],
  }).set(max);
}

/** HTTP requests by route pattern, method and status: counted and timed. */
export class HttpMetrics {
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly duration: Histogram<'method' | 'route' | 'status'>;

  constructor(registry: Registry) {
    this.requests = new Counter({
      name: 'league_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern (never the raw address) and status',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    });
    this.duration = new Histogram({
      name: 'league_http_request_duration_seconds',
      help: 'Time from a request’s arrival to its answer being sent, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: REQUEST_BUCKETS,
      registers: [registry],
    });
  }

  /** `route` must be a pattern (`/v1/game/id/:gameID`) or one of the fixed labels above, never a request's own path. */
  observe(method: string, route: string, status: number, seconds: number): void {
    const labels = { method: KNOWN_METHODS.has(method) ? method : 'other', route, status: String(status) };
    this.requests.inc(labels);
    this.duration.observe(labels, seconds);
  }
}

/**
 * Security events by kind and outcome (src/shared/application/security-log.ts): a guessing run
 * shows as a climbing `second-step`/`failure` or `login`/`failure`. Made with the app (one per
 * API) and registered on its /metrics registry when that is mounted.
 */
export class SecurityEventMetrics {
  private readonly events = new Counter<'kind' | 'outcome'>({
    name: 'league_security_events_total',
    help: 'Security events recorded, by kind (login, second-step, current-password, their lockouts, staff-refusal ...) and outcome (success, failure, refused)',
    labelNames: ['kind', 'outcome'],
    registers: [],
  });

  count(kind: string, outcome: string): void {
    this.events.inc({ kind, outcome });
  }

  registerOn(registry: Registry): void {
    registry.registerMetric(this.events);
  }
}

/** The states of a queue's jobs reported: waiting to run, running, waiting for a later time or a retry's backoff, and failed for good. */
export const QUEUE_STATES = ['waiting', 'prioritized', 'active', 'delayed', 'waiting-children', 'failed'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

/** What the API reads at scrape time (Redis, PostgreSQL, its socket server); each may fail without failing the scrape. */
export interface ScrapeSources {
  /** Each queue's job counts by state (BullMQ getJobCounts). */
  queueCounts(): Promise<Record<string, Partial<Record<QueueState, number>>>>;
  /** Outbox rows whose subscribers have not run yet, and the age in seconds of the oldest (0 when none). */
  outbox(): Promise<{ backlog: number; oldestAgeSeconds: number }>;
  /** socket.io connections open to this process. */
  socketConnections(): number;
}

/**
 * The league-wide state read when the API is scraped: queue depths and failed jobs (Redis),
 * the outbox backlog and its oldest row's age (PostgreSQL), and this process's sockets.
 * `league_metrics_source_up` says whether each read answered; a gauge whose read failed is
 * left out of that scrape rather than reported stale.
 */
export function watchLeagueState(registry: Registry, sources: ScrapeSources): void {
  const queueCounts = sharedRead(() => sources.queueCounts());
  const outbox = sharedRead(() => sources.outbox());
  // Collected with the gauges it speaks for, from the same shared reads: it says this scrape's answer, not the last one's.
  new Gauge({
    name: 'league_metrics_source_up',
    help: 'Whether the scrape-time read of a source answered (1) or failed or timed out (0): redis for the queue gauges, postgres for the outbox gauges',
    labelNames: ['source'],
    registers: [registry],
    async collect() {
      const [counts, read] = await Promise.all([queueCounts(), outbox()]);
      this.set({ source: 'redis' }, counts ? 1 : 0);
      this.set({ source: 'postgres' }, read ? 1 : 0);
    },
  });
  new Gauge({
    name: 'league_queue_jobs',
    help: 'Jobs of each BullMQ queue by state, read from Redis at scrape time (failed: jobs that used up their attempts)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      const counts = await queueCounts();
      this.reset();
      for (const [queue, states] of Object.entries(counts ?? {}))
        for (const state of QUEUE_STATES) this.set({ queue, state }, states[state] ?? 0);
    },
  });
  new Gauge({
    name: 'league_outbox_backlog',
    help: 'Outbox rows (domain events) whose subscribers have not all run yet: not yet relayed to Redis, or relayed and not completed',
    registers: [registry],
    async collect() {
      const read = await outbox();
      if (read) this.set(read.backlog);
      else leaveOut(this);
    },
  });
  new Gauge({
    name: 'league_outbox_oldest_age_seconds',
    help: 'Age in seconds of the oldest outbox row not completed (0 when none): standings and mail are that far behind',
    registers: [registry],
    async collect() {
      const read = await outbox();
      if (read) this.set(read.oldestAgeSeconds);
      else leaveOut(this);
    },
  });
  new Gauge({
    name: 'league_socket_connections',
    help: 'socket.io connections open to this API process (screens watching a game)',
    registers: [registry],
    collect() {
      this.set(sources.socketConnections());
    },
  });
}

/** Job outcomes observed by a worker: a run that completed, or an attempt that failed (it may still be retried). */
export type JobOutcome = 'completed' | 'failed';

/**
 * Job durations and stalls, observed in the worker processes (BullMQ worker events, watchWorker).
 * One set per process: every BullMQ worker of the process reports to it, and the worker's
 * own /metrics (METRICS_PORT) answers it.
 */
export class JobMetrics {
  readonly registry = new Registry();
  private readonly duration = new Histogram({
    name: 'league_job_duration_seconds',
    help: 'Time a job’s run took in a worker, by queue and outcome (completed, or failed: an attempt that threw, retried while attempts remain)',
    labelNames: ['queue', 'outcome'],
    buckets: JOB_BUCKETS,
    registers: [this.registry],
  });
  private readonly stalled = new Counter({
    name: 'league_jobs_stalled_total',
    help: 'Jobs whose worker stopped renewing their lock (killed or blocked): queued again by BullMQ',
    labelNames: ['queue'],
    registers: [this.registry],
  });

  observe(queue: string, outcome: JobOutcome, seconds: number): void {
    this.duration.observe({ queue, outcome }, Math.max(0, seconds));
  }

  stall(queue: string): void {
    this.stalled.inc({ queue });
  }
}

/** This process's job metrics (a worker's BullMQ workers all report here). */
export const JOB_METRICS = new JobMetrics();

/** What the backup service reads at scrape time (its backups folder, and the off-site copy's record). */
export interface BackupSources {
  /** The newest complete backup's time; null when there is none. */
  newestBackup(): Promise<Date | null>;
  /** The newest backup copied off the server; null when none was, undefined when no off-site repository is set. */
  newestOffsite?(): Promise<Date | null>;
}

/**
 * The backup service's own /metrics (METRICS_PORT): the newest backup's time (0 when none), so
 * LeagueBackupMissed fires when it is over 26 hours old; likewise the newest off-site copy's.
 */
export function watchBackups(registry: Registry, sources: BackupSources): void {
  const seconds = (date: Date | null | undefined) => (date ? date.getTime() / 1000 : 0);
  new Gauge({
    name: 'league_backup_newest_timestamp_seconds',
    help: 'When the newest complete backup in the backups folder was made (Unix seconds; 0 when there is none)',
    registers: [registry],
    async collect() {
      this.set(seconds(await sources.newestBackup().catch(() => null)));
    },
  });
  const offsite = sources.newestOffsite;
  if (offsite)
    new Gauge({
      name: 'league_backup_offsite_timestamp_seconds',
      help: 'When the newest backup copied to the off-site repository was made (Unix seconds; 0 when none was)',
      registers: [registry],
      async collect() {
        this.set(seconds(await offsite().catch(() => null)));
      },
    });
}
