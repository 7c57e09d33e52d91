import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { aGameWithEntries, somePlayers, type BuiltPlayer } from '../support/builders.js';
import { eventually } from '../support/eventually.js';
import { LeagueInstall, OwnRedis, sleep, sparePort, type LeagueProcess } from './support/league-processes.js';

/**
 * Issue 34, item 7: overload degrades instead of blacking out. Two built APIs behind a real Caddy
 * (Debian's `caddy`, routing with docker/Caddyfile's own reverse_proxy block: by readiness, the
 * less busy first), driven past saturation (MAX_IN_FLIGHT 4 each, 200 connections asking what
 * is never kept). While it lasts: no moment in which both APIs say they are not ready (PostgreSQL
 * is up throughout), no 502, every 503 is an API's own (Retry-After and the busy message, never
 * Caddy's "no upstreams"), and hosts checking players in as the site does (a 503 sent again
 * after its Retry-After with the same Idempotency-Key) get every check-in through, each once.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** autocannon's own run (the bench's load generator; it ships no types): what this scenario reads of its result. */
interface SurgeResult {
  statusCodeStats?: Record<string, { count: number }>;
  errors: number;
  timeouts: number;
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
}
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: Record<string, unknown>,
) => Promise<SurgeResult>;
const CADDY = spawnSync('sh', ['-c', 'command -v caddy'], { encoding: 'utf8' }).stdout.trim();
const SURGE_MS = 12_000;
const CHECK_INS = 40;

/** docker/Caddyfile's reverse_proxy block for the site and API (the last one), pointed at these APIs. */
async function caddyfileFor(port: number, apis: readonly LeagueProcess[]): Promise<string> {
  const production = await readFile(join(ROOT, 'docker/Caddyfile'), 'utf8');
  const blocks = [...production.matchAll(/reverse_proxy api-1:3000 api-2:3000 \{[\s\S]*?\n\t\t\}/g)].map(
    (match) => match[0],
  );
  const block = blocks.at(-1);
  if (!block) throw new Error('docker/Caddyfile has no reverse_proxy block for api-1 and api-2');
  const upstreams = apis.map((api) => new URL(api.url).host).join(' ');
  return `{\n\tadmin off\n\tauto_https off\n}\n\nhttp://127.0.0.1:${port} {\n\tbind 127.0.0.1\n\t${block.replace('api-1:3000 api-2:3000', upstreams)}\n}\n`;
}

/**
 * The moments (Caddy's timestamps) at which its active health checks had every API marked down:
 * a failed check ("HTTP request failed", or a status other than 2xx) marks a host down, "host is up" up.
 */
function momentsWithNoUpstream(log: string, apis: readonly LeagueProcess[]): number[] {
  const down = new Set<string>();
  const moments: number[] = [];
  for (const line of log.split('\n')) {
    let entry: { logger?: string; msg?: string; host?: string; ts?: number };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue;
    }
    if (entry.logger !== 'http.handlers.reverse_proxy.health_checker.active' || !entry.host) continue;
    if (entry.msg === 'host is up') down.delete(entry.host);
    else down.add(entry.host);
    if (apis.every((api) => down.has(new URL(api.url).host))) moments.push(entry.ts ?? 0);
  }
  return moments;
}

(CADDY ? describe : describe.skip)('fault: two APIs behind Caddy, driven past saturation', () => {
  const redis = new OwnRedis();
  const install = new LeagueInstall(redis, { env: { MAX_IN_FLIGHT: '4' } });
  let apis: LeagueProcess[];
  let caddy: ChildProcess;
  let caddyOutput = '';
  let caddyDir: string;
  let site: string;
  let host: string;
  let gameID: number;
  let players: BuiltPlayer[];

  beforeAll(async () => {
    await redis.start();
    await install.setUp();
    apis = [await install.startApi(), await install.startApi()];
    host = await install.hostLogin(apis[0]!, 'host');
    players = await somePlayers(install.target(apis[0]!), CHECK_INS);
    gameID = (await aGameWithEntries(install.target(apis[0]!), 0)).gameID;
    caddyDir = await mkdtemp(join(tmpdir(), 'league-caddy-'));
    const port = await sparePort();
    await writeFile(join(caddyDir, 'Caddyfile'), await caddyfileFor(port, apis));
    caddy = spawn(CADDY, ['run', '--config', join(caddyDir, 'Caddyfile'), '--adapter', 'caddyfile'], {
      env: { PATH: process.env.PATH ?? '', HOME: caddyDir, XDG_DATA_HOME: caddyDir, XDG_CONFIG_HOME: caddyDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [caddy.stdout!, caddy.stderr!])
      stream.on('data', (chunk: Buffer) => (caddyOutput = (caddyOutput + chunk.toString()).slice(-200_000)));
    site = `http://127.0.0.1:${port}`;
    // Caddy's first active health checks have passed: it routes to both.
    await eventually(async () => expect((await fetch(`${site}/v1/health/live`)).status).toBe(200), {
      timeoutMs: 20_000,
      everyMs: 250,
    });
  }, 90_000);

  afterAll(async () => {
    caddy?.kill('SIGKILL');
    await install.tearDown();
    await redis.kill();
    if (caddyDir) await rm(caddyDir, { recursive: true, force: true });
  });

  const checkIn = async (playerID: number, key: string) => {
    const response = await fetch(`${site}/v1/point/check-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${host}`, 'idempotency-key': key },
      body: JSON.stringify({ data: { gameID, playerID } }),
    });
    return { status: response.status, retryAfter: response.headers.get('retry-after') };
  };

  it('keeps an API ready throughout, answers the excess 503 with Retry-After (never 502), and gets every check-in through once', async () => {
    let surging = true;
    // Both APIs' own readiness, looked at directly every 200 ms: never both out at once.
    const bothOut: number[] = [];
    const postgresDown: number[] = [];
    let readinessLooks = 0;
    const watchReadiness = (async () => {
      while (surging) {
        const answers = await Promise.all(
          apis.map((api) =>
            fetch(`${api.url}/v1/health/ready`).then(
              (response) => response.json() as Promise<{ status: string; postgres: string }>,
              () => ({ status: 'no answer', postgres: 'unknown' }),
            ),
          ),
        );
        readinessLooks++;
        if (answers.every((answer) => answer.status !== 'up')) bothOut.push(Date.now());
        if (answers.some((answer) => answer.postgres === 'down')) postgresDown.push(Date.now());
        await sleep(200);
      }
    })();
    // Hosts checking players in as the site's write queue does.
    const next = [...players];
    const checkedIn: number[] = [];
    const writer = async () => {
      for (let player = next.shift(); player; player = next.shift()) {
        const key = randomUUID();
        for (let tries = 0; ; tries++) {
          const answer = await checkIn(player.playerID, key).catch(() => ({ status: 0, retryAfter: null }));
          if (answer.status === 200) break;
          if (tries > 200 || (answer.status !== 503 && answer.status !== 0))
            throw new Error(`check-in of ${player.playerID} answered ${answer.status}`);
          await sleep(Number(answer.retryAfter ?? 1) * 1_000);
        }
        checkedIn.push(player.playerID);
      }
    };
    const writers = Promise.all([writer(), writer(), writer(), writer()]);

    let n = 0;
    // What visitors meet through Caddy meanwhile (four of them asking in turn): every answer that is
    // not a 200 must be an API's own 503 (Retry-After, the busy message), never Caddy's "no upstreams".
    const notTheApis: { status: number; retryAfter: string | null; body: string }[] = [];
    let sampled = 0;
    const visitor = async () => {
      while (surging) {
        const path = ++n % 2 ? `/players/leaderboard?visitor=${n}` : `/v1/venue/list/0?visitor=${n}`;
        const answer = await fetch(`${site}${path}`).then(
          async (response) => ({
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
            body: await response.text(),
          }),
          (error: Error) => ({ status: 0, retryAfter: null, body: error.message }),
        );
        sampled++;
        if (
          answer.status !== 200 &&
          !(answer.status === 503 && answer.retryAfter === '2' && answer.body.includes('"code":"SERVICE_UNAVAILABLE"'))
        )
          notTheApis.push({ ...answer, body: answer.body.slice(0, 200) });
      }
    };
    const visitors = Promise.all([visitor(), visitor(), visitor(), visitor()]);
    // The surge: 200 connections asking what is never kept (a query string the route does not read), a page render and a list read in turn.
    const surge = await autocannon({
      url: site,
      connections: 200,
      duration: SURGE_MS / 1_000,
      timeout: 10,
      requests: [
        {
          setupRequest: (request: Record<string, unknown>) => ({
            ...request,
            path: ++n % 2 ? `/players/leaderboard?surge=${n}` : `/v1/venue/list/0?surge=${n}`,
          }),
          // Every answer that is not a 200 must be an API's own 503 (Retry-After, the busy message), never Caddy's.
        },
      ],
    });
    surging = false;
    await Promise.all([watchReadiness, visitors]);
    await writers;

    for (const api of apis)
      expect({ name: api.name, alive: api.alive, tail: api.alive ? '' : api.tail(40) }).toEqual({
        name: api.name,
        alive: true,
        tail: '',
      });
    const statuses = Object.fromEntries(
      Object.entries(surge.statusCodeStats ?? {}).map(([status, { count }]) => [status, Number(count)]),
    );
    // Past saturation: the APIs shed part of it, and answered the rest.
    expect(statuses['503'] ?? 0).toBeGreaterThan(0);
    expect(statuses['200'] ?? 0).toBeGreaterThan(0);
    expect({ others: Object.keys(statuses).filter((status) => status !== '200' && status !== '503') }).toEqual({
      others: [],
    });
    // Some first renders of addresses nobody asked before outlast the load generator's 10 s, the
    // more so the busier the machine (its connections, both APIs, Caddy and PostgreSQL share 2 cores):
    // reported, not asserted (docs/performance.md "Overload behind Caddy"). None is a refusal or a
    // dropped connection: autocannon's errors are its timeouts alone.
    expect(surge.errors).toBe(surge.timeouts);
    expect({ bothOut: bothOut.length, postgresDown: postgresDown.length }).toEqual({ bothOut: 0, postgresDown: 0 });
    // And as Caddy saw them: never every API marked down at once (its active health checks, from its log).
    expect(momentsWithNoUpstream(caddyOutput, apis)).toEqual([]);
    expect(readinessLooks).toBeGreaterThan(10);
    expect(sampled).toBeGreaterThanOrEqual(10);
    expect({ notTheApis: notTheApis.slice(0, 5), caddy: notTheApis.length ? caddyOutput.slice(-2_000) : '' }).toEqual({
      notTheApis: [],
      caddy: '',
    });
    // Every check-in through, once.
    expect(checkedIn.length).toBe(CHECK_INS);
    const records = await install.sql<{ n: number }>(
      'select count(*)::int as n from points where game_id = ? group by player_id',
      [gameID],
    );
    expect({ players: records.length, once: records.every((row) => row.n === 1) }).toEqual({
      players: CHECK_INS,
      once: true,
    });
    const { p50, p99, max } = surge.latency;
    console.log(
      JSON.stringify({
        scenario: 'overload-behind-caddy',
        surgeMs: SURGE_MS,
        statuses,
        requestsPerSecond: surge.requests.average,
        latencyMs: { p50, p99, max },
        timeouts: surge.timeouts,
        visitorsAnswers: sampled,
        readinessLooks,
      }),
    );
  }, 120_000);
});
