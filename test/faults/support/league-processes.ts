/**
 * The fault suite's harness (issue 20): the BUILT app (dist/src/main.js, dist/src/worker.js)
 * as child processes of the suite, each with its own environment, on a fresh database of the
 * suite's own and a Redis the suite starts, stops and restarts empty (a redis-server child
 * without persistence). Every child is killed in the suite's afterAll (and on exit), even when
 * a scenario fails; the database is dropped and the Redis child stopped.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import {
  MONTHLY_SCHEDULER_ID,
  VEGAS_INVITES_QUEUE,
} from '../../../src/modules/bonuses/infrastructure/vegas-invites.queue.js';
import {
  inviteYearOf,
  vegasInviteAwards,
  type HostedGame,
  type InvitePointRecord,
} from '../../../src/modules/bonuses/domain/vegas-invites.js';
import {
  DAILY_SCHEDULER_ID,
  GAME_SCHEDULE_QUEUE,
} from '../../../src/modules/games/infrastructure/game-schedule.queue.js';
import {
  rangeOfStandingsPeriod,
  scopeKey,
  standingsScopesOf,
  type StandingsScope,
} from '../../../src/modules/leaderboards/domain/standings-scope.js';
import { STANDINGS_QUEUE } from '../../../src/modules/leaderboards/infrastructure/standings.queue.js';
import { ALL_ENTITIES } from '../../../src/entities.js';
import { PURGE_IDEMPOTENCY_KEYS } from '../../../src/shared/infrastructure/idempotency/idempotency-key.purger.js';
import { migrateDatabase } from '../../../src/shared/infrastructure/database/migrate.js';
import { buildOrmConfig } from '../../../src/shared/infrastructure/database/mikro-orm.config.js';
import { DOMAIN_EVENTS_QUEUE, MAINTENANCE_QUEUE } from '../../../src/shared/infrastructure/queue/queues.js';
import { anAccountOfEachRole, logIn, type BuiltPlayer, type RoleName } from '../../support/builders.js';
import { eventually } from '../../support/eventually.js';
import { createTestDatabase, randomSuffix, type TestDatabase } from '../../support/services.js';
import { byPlayer, liveTotals, storedTotals } from '../../support/standings.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const MAIN_JS = join(ROOT, 'dist/src/main.js');
export const WORKER_JS = join(ROOT, 'dist/src/worker.js');
export const ZONE = 'America/Los_Angeles';
/** Settings passed on from the suite's own environment to every process. */
const FORWARDED = ['SWEEP_EVERY_MS', 'SWEEP_AFTER_MS', 'JOB_LOCK_MS'];

/** A free TCP port on 127.0.0.1 (a child cannot be told PORT=0 and report back). */
export function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Every child this test file started: killed at the end whatever happened. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

async function killChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** A redis-server of the suite's own (no persistence): killed, it comes back empty on the same port. */
export class OwnRedis {
  private process: ChildProcess | undefined;
  port = 0;

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (!this.port) this.port = await sparePort();
    this.process = spawn(
      '/usr/bin/redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    children.add(this.process);
    await eventually(
      async () => {
        const probe = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
        probe.on('error', () => undefined);
        try {
          await probe.connect();
          if ((await probe.ping()) !== 'PONG') throw new Error('no PONG');
        } finally {
          probe.disconnect();
        }
      },
      { timeoutMs: 10_000, everyMs: 50 },
    );
  }

  /** SIGKILL: everything it held is gone. */
  async kill(): Promise<void> {
    if (this.process) await killChild(this.process);
    if (this.process) children.delete(this.process);
  }
}

/** One API or worker process of the built app. */
export class LeagueProcess {
  readonly output: string[] = [];
  readonly child: ChildProcess;
  /** Lines dropped from the front of `output` (it keeps the last 400). */
  private dropped = 0;

  constructor(
    readonly kind: 'api' | 'worker',
    readonly name: string,
    env: Record<string, string>,
    readonly port = 0,
  ) {
    this.child = spawn(process.execPath, [kind === 'api' ? MAIN_JS : WORKER_JS], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        ...env,
        ...(port ? { PORT: String(port) } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(this.child);
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) this.output.push(line);
      if (this.output.length > 400) this.dropped += this.output.splice(0, this.output.length - 400).length;
    };
    this.child.stdout!.on('data', keep);
    this.child.stderr!.on('data', keep);
    this.child.once('exit', () => children.delete(this.child));
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The API answers its liveness route. */
  async ready(timeoutMs = 30_000): Promise<this> {
    await eventually(
      async () => {
        if (!this.alive)
          throw new Error(
            `${this.name} exited (${this.child.exitCode ?? this.child.signalCode}):\n${this.output.slice(-30).join('\n')}`,
          );
        const response = await fetch(`${this.url}/v1/health/live`);
        if (response.status !== 200) throw new Error(`${this.name}: live answered ${response.status}`);
      },
      { timeoutMs, everyMs: 100 },
    );
    return this;
  }

  /** Set when the suite killed it (a scenario's kill or the tear-down). */
  killedBySuite = false;

  kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    this.killedBySuite = true;
    return killChild(this.child, signal);
  }

  /** How many lines it has written so far: a mark for `linesSince`. */
  get linesWritten(): number {
    return this.dropped + this.output.length;
  }

  /** The lines written after `mark` (those still kept). */
  linesSince(mark: number): string[] {
    return this.output.slice(Math.max(0, mark - this.dropped));
  }

  /** The last lines it wrote (for a failure's message). */
  tail(lines = 20): string {
    return `--- ${this.name} ---\n${this.output.slice(-lines).join('\n')}`;
  }
}

/**
 * One install of the league: a fresh migrated database with the role accounts, a queue
 * prefix of its own, the suite's Redis, and the API and worker processes started on it.
 * `databaseUrlFor` lets the processes reach PostgreSQL another way (a PostgresProxy) while
 * the suite's own `orm` and `sql` keep the direct URL.
 */
export class LeagueInstall {
  readonly queuePrefix = `fault-${randomSuffix()}`;
  readonly processes: LeagueProcess[] = [];
  /** The processes' mail and upload folders, removed at the end. */
  private readonly folders: string[] = [];
  database!: TestDatabase;
  orm!: MikroORM;
  roles!: Record<RoleName, BuiltPlayer>;
  /** Straight to the suite's Redis, for the suite's own look at the queues. */
  control!: Redis;
  readonly queues: Record<string, Queue> = {};
  private count = 0;

  constructor(
    readonly redis: OwnRedis,
    private readonly options: { env?: Record<string, string>; databaseUrlFor?: (url: string) => string } = {},
  ) {}

  async setUp(): Promise<void> {
    if (!existsSync(MAIN_JS) || !existsSync(WORKER_JS))
      throw new Error('The fault suite runs the built app: npm run build:server first (npm run test:faults does)');
    this.database = await createTestDatabase();
    await migrateDatabase(this.database.url);
    this.orm = await MikroORM.init(buildOrmConfig(this.database.url, ALL_ENTITIES));
    this.control = new Redis(this.redis.url, { maxRetriesPerRequest: null });
    this.control.on('error', () => undefined); // Redis is killed on purpose
    for (const name of [
      DOMAIN_EVENTS_QUEUE,
      STANDINGS_QUEUE,
      VEGAS_INVITES_QUEUE,
      GAME_SCHEDULE_QUEUE,
      MAINTENANCE_QUEUE,
    ]) {
      this.queues[name] = new Queue(name, { connection: this.control, prefix: this.queuePrefix });
      this.queues[name].on('error', () => undefined);
    }
  }

  private async folder(prefix: string): Promise<string> {
    const folder = await mkdtemp(join(tmpdir(), prefix));
    this.folders.push(folder);
    return folder;
  }

  private async env(): Promise<Record<string, string>> {
    return {
      APP_MODE: 'test',
      DATABASE_URL: this.options.databaseUrlFor ? this.options.databaseUrlFor(this.database.url) : this.database.url,
      REDIS_URL: this.redis.url,
      QUEUE_PREFIX: this.queuePrefix,
      MAIL_DIR: await this.folder('league-fault-mail-'),
      UPLOAD_DIR: await this.folder('league-fault-uploads-'),
      LOG_LEVEL: 'info',
      // The sweeper and lock thresholds may be set for a run to measure others (docs/performance.md "Fault suite").
      ...Object.fromEntries(FORWARDED.flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : []))),
      ...this.options.env,
    };
  }

  /** An API process on a free port, answering. The first one also makes the role accounts. */
  async startApi(): Promise<LeagueProcess> {
    const api = new LeagueProcess('api', `api-${++this.count}`, await this.env(), await sparePort());
    this.processes.push(api);
    await api.ready();
    this.roles ??= await anAccountOfEachRole({ url: api.url, orm: this.orm });
    return api;
  }

  async startWorker(): Promise<LeagueProcess> {
    const worker = new LeagueProcess('worker', `worker-${++this.count}`, await this.env());
    this.processes.push(worker);
    return worker;
  }

  /** A build target for test/support/builders.ts: this install's database, logging in at `api`. */
  target(api: LeagueProcess): { url: string; orm: MikroORM } {
    return { url: api.url, orm: this.orm };
  }

  login(api: LeagueProcess, role: RoleName): Promise<string> {
    return logIn({ url: api.url }, role);
  }

  /** Logs in and accepts the host agreement (host mode is the session's: again after each login). */
  async hostLogin(api: LeagueProcess, role: RoleName): Promise<string> {
    const token = await this.login(api, role);
    const accepted = await fetch(`${api.url}/v1/user/agreement`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { accepted: true } }),
    });
    if (accepted.status !== 200) throw new Error(`${role} could not accept the host agreement: ${accepted.status}`);
    return token;
  }

  sql<T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
    return this.orm.em.fork().execute(query, params);
  }

  /** The worker's three recurring jobs (BullMQ job schedulers) as present or not. */
  async schedulers(): Promise<{ daily: boolean; monthly: boolean; purge: boolean }> {
    return {
      daily: Boolean(await this.queues[GAME_SCHEDULE_QUEUE]!.getJobScheduler(DAILY_SCHEDULER_ID)),
      monthly: Boolean(await this.queues[VEGAS_INVITES_QUEUE]!.getJobScheduler(MONTHLY_SCHEDULER_ID)),
      purge: Boolean(await this.queues[MAINTENANCE_QUEUE]!.getJobScheduler(PURGE_IDEMPOTENCY_KEYS)),
    };
  }

  /** Throws unless every scope with counted games, and every scope with rows, equals the live aggregate of the records. */
  async expectStandingsRight(): Promise<void> {
    const games = await this.sql<{ venueID: number | null; eventID: number | null; gameAt: Date }>(
      'select venue_id as "venueID", event_id as "eventID", game_at as "gameAt" from games where ended_at is not null and not canceled and not unlisted',
    );
    const kept = await this.sql<StandingsScope>(
      'select distinct scope_type as "scopeType", scope_id as "scopeID", period from leaderboard_totals',
    );
    const scopes = new Map(
      [...games.flatMap((game) => standingsScopesOf({ ...game, gameAt: new Date(game.gameAt) }, ZONE)), ...kept].map(
        (scope) => [scopeKey(scope), scope],
      ),
    );
    const target = { sql: <T>(query: string, params?: unknown[]) => this.sql<T>(query, params) };
    for (const scope of scopes.values()) {
      const ids =
        scope.scopeType === 'venue'
          ? { venueID: scope.scopeID }
          : scope.scopeType === 'event'
            ? { eventID: scope.scopeID }
            : {};
      const live = byPlayer(await liveTotals(target, { ...ids, range: rangeOfStandingsPeriod(scope.period, ZONE) }));
      const stored = await storedTotals(target, scope.scopeType, scope.scopeID, scope.period);
      expect({ scope: scopeKey(scope), rows: stored }).toEqual({ scope: scopeKey(scope), rows: live });
    }
  }

  /**
   * Throws unless the Vegas Invites read model (invite_awards) holds, for every invite year
   * with counted games, exactly the awards of the rule's reference (vegasInviteAwards, as in
   * test/api/vegas-invites-sql.e2e-spec.ts) over the point records now.
   */
  async expectInvitesRight(): Promise<void> {
    const records = (
      await this.sql<InvitePointRecord>(
        `select p.player_id as "playerID", pl.user_type as "userType", p.game_id as "gameID", coalesce(g.venue_id, 0) as "venueID", g.event_type as "eventType",
           g.game_at as "eventAt", p.points, p.bonus_type as "bonusType", p.bonuses
         from points p join games g on g.game_id = p.game_id join players pl on pl.player_id = p.player_id where g.ended_at is not null and not g.canceled and not g.unlisted`,
      )
    ).map((record) => ({ ...record, eventAt: new Date(record.eventAt) }));
    const hostedGames = (
      await this.sql<HostedGame>(
        'select game_id as "gameID", host_id as "hostID", game_at as "gameAt", canceled, total_players as "totalPlayers" from games where host_id is not null and not unlisted',
      )
    ).map((game) => ({ ...game, gameAt: new Date(game.gameAt) }));
    const kept = await this.sql<{ inviteYear: number }>(
      'select distinct invite_year as "inviteYear" from invite_awards',
    );
    const years = new Set([
      ...records.map((record) => inviteYearOf(record.eventAt, ZONE)),
      ...hostedGames.map((game) => inviteYearOf(game.gameAt, ZONE)),
      ...kept.map((row) => Number(row.inviteYear)),
    ]);
    const line = (award: {
      playerID: number;
      kind: string;
      invites: number;
      at: Date;
      venueID?: number | null;
      gameID?: number | null;
    }) =>
      `${award.at.toISOString()} player ${award.playerID} ${award.kind} x${award.invites} venue ${award.venueID || '-'} game ${award.gameID ?? '-'}`;
    for (const inviteYear of years) {
      // A game without a venue gives its bonus invites but no venue's month to win (as the recompute does).
      const expected = vegasInviteAwards({ records, hostedGames, inviteYear, now: new Date() }, ZONE).filter(
        (award) => !(award.kind === 'monthly' && !award.venueID),
      );
      const stored = await this.sql<{
        playerID: number;
        kind: string;
        invites: number;
        at: Date;
        venueID: number | null;
        gameID: number | null;
      }>(
        'select player_id as "playerID", kind, invites, award_at as "at", venue_id as "venueID", game_id as "gameID" from invite_awards where invite_year = ?',
        [inviteYear],
      );
      expect({ inviteYear, awards: stored.map((row) => line({ ...row, at: new Date(row.at) })).sort() }).toEqual({
        inviteYear,
        awards: expected.map(line).sort(),
      });
    }
  }

  /** The processes' last lines, for a failure's message. */
  tails(): string {
    return this.processes.map((p) => p.tail()).join('\n');
  }

  /** Kills every process, closes the suite's connections and drops the database: safe after any failure. */
  async tearDown(): Promise<void> {
    // A process that died on its own is a finding: say how, whatever the scenario checked.
    for (const died of this.processes.filter((p) => !p.alive && !p.killedBySuite)) {
      console.error(
        `${died.name} exited on its own (${died.child.exitCode ?? died.child.signalCode}):\n${died.tail(40)}`,
      );
    }
    await Promise.all(this.processes.map((p) => p.kill()));
    await Promise.all(Object.values(this.queues).map((queue) => queue.close().catch(() => undefined)));
    this.control?.disconnect();
    await this.orm?.close().catch(() => undefined);
    await this.database?.drop();
    await Promise.all(this.folders.map((folder) => rm(folder, { recursive: true, force: true })));
  }
}

export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** Runs `check` until it passes (or throws its last failure with the processes' last lines). */
export async function within<T>(
  install: LeagueInstall,
  timeoutMs: number,
  check: () => Promise<T>,
  everyMs = 200,
): Promise<T> {
  let result: T;
  try {
    await eventually(
      async () => {
        result = await check();
      },
      { timeoutMs, everyMs },
    );
  } catch (error) {
    (error as Error).message += `\n${install.tails()}`;
    throw error;
  }
  return result!;
}
