import { randomUUID } from 'node:crypto';
import { aGameWithEntries, somePlayers, type BuiltPlayer } from '../support/builders.js';
import { PostgresProxy, postgresTarget } from '../support/postgres-proxy.js';
import { testDatabaseUrl } from '../support/services.js';
import { LeagueInstall, OwnRedis, sleep, within, type LeagueProcess } from './support/league-processes.js';

/**
 * Scenario 3 (issue 20): PostgreSQL restarted under load, as its clients see it (the shared
 * server cannot be restarted for one suite). The built API and worker reach it through a TCP
 * proxy; for OUTAGE_MS the suite plays a restart on it (test/support/postgres-proxy.ts): the
 * server ends the app's sessions with its own FATAL 57P01, new connections are refused, then
 * answered FATAL 57P03 "starting up" for STARTING_MS, then taken again; meanwhile readers list venues
 * and writers check players in with an Idempotency-Key (a 503 is retried with the same key,
 * as the site does). The processes stay up; every answer meanwhile is a 503 (never a 500 or
 * a dropped connection); the first 2xx comes within 5 s of the restore; every check-in
 * answered 2xx is in the records once; replaying each key answers the same, changing nothing;
 * and each process logs the outage in two lines (away, and back with its length).
 */
const OUTAGE_MS = 6_000;
/** The last part of the outage, when the proxy answers as a server starting up. */
const STARTING_MS = 1_500;

interface Answer {
  at: number;
  sentAt: number;
  kind: 'read' | 'cached read' | 'write';
  status: number | 'no answer';
}

describe('fault: PostgreSQL restarted under load (as its clients see it)', () => {
  const redis = new OwnRedis();
  const proxy = new PostgresProxy(postgresTarget(testDatabaseUrl()));
  const install = new LeagueInstall(redis, { databaseUrlFor: (url) => proxy.urlFor(url) });
  let apiProcess: LeagueProcess;
  let host: string;
  let manager: string;
  let gameID: number;
  let players: BuiltPlayer[];

  beforeAll(async () => {
    await redis.start();
    await proxy.start();
    await install.setUp();
    apiProcess = await install.startApi();
    await install.startWorker();
    // The worker is up once its recurring jobs are registered (the cut must not meet it starting).
    await within(install, 30_000, async () =>
      expect(await install.schedulers()).toEqual({ daily: true, monthly: true, purge: true }),
    );
    host = await install.hostLogin(apiProcess, 'host');
    manager = await install.login(apiProcess, 'manager');
    players = await somePlayers(install.target(apiProcess), 400);
    gameID = (await aGameWithEntries(install.target(apiProcess), 0)).gameID;
  });

  afterAll(async () => {
    await install.tearDown();
    await proxy.stop();
    await redis.kill();
  });

  const checkIn = async (playerID: number, key: string) => {
    const response = await fetch(`${apiProcess.url}/v1/point/check-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${host}`, 'idempotency-key': key },
      body: JSON.stringify({ data: { gameID, playerID } }),
    });
    return {
      status: response.status,
      text: await response.text(),
      replayed: response.headers.get('idempotent-replayed'),
      retryAfter: response.headers.get('retry-after'),
    };
  };

  it('processes stay up, 503 during, first 2xx within 5 s of restore, every 2xx write kept, replays apply once', async () => {
    const answers: Answer[] = [];
    const written: { playerID: number; key: string; text: string }[] = [];
    const next = [...players];
    let stopping = false;
    let missingRetryAfter = 0;

    const writer = async () => {
      while (!stopping) {
        const player = next.shift();
        if (!player) return;
        const key = randomUUID();
        // A 503 is sent again with the same key until it is answered (as the site's retry does).
        for (;;) {
          const sentAt = Date.now();
          let status: Answer['status'];
          try {
            const answer = await checkIn(player.playerID, key);
            status = answer.status;
            if (status === 200) written.push({ playerID: player.playerID, key, text: answer.text });
            if (status === 503 && !/^[1-9]\d*$/.test(answer.retryAfter ?? '')) missingRetryAfter += 1;
          } catch {
            status = 'no answer';
          }
          answers.push({ at: Date.now(), sentAt, kind: 'write', status });
          if (status === 200 || (status !== 503 && status !== 'no answer')) break;
          await sleep(100);
        }
      }
    };
    // A read the API may answer from its read cache (the venue list), and one it never caches (a game's History).
    const reader = async (kind: 'read' | 'cached read') => {
      while (!stopping) {
        const sentAt = Date.now();
        let status: Answer['status'];
        try {
          const path = kind === 'read' ? `/v1/game/history/${gameID}` : '/v1/venue/list/0';
          status = (
            await fetch(`${apiProcess.url}${path}`, {
              headers: kind === 'read' ? { authorization: `Bearer ${manager}` } : {},
            })
          ).status;
        } catch {
          status = 'no answer';
        }
        answers.push({ at: Date.now(), sentAt, kind, status });
        await sleep(25);
      }
    };

    const load = Promise.all([writer(), writer(), writer(), writer(), reader('read'), reader('cached read')]);
    await sleep(2_000);
    const linesBefore = new Map(install.processes.map((process) => [process, process.linesWritten]));
    const cutAt = Date.now();
    const sessionsEnded = await proxy.shutDown(install.database.url);
    await sleep(OUTAGE_MS - STARTING_MS - (Date.now() - cutAt));
    await proxy.startUp(STARTING_MS);
    const restoredAt = Date.now();
    await sleep(8_000);
    stopping = true;
    await load;

    for (const process of install.processes)
      expect({ name: process.name, alive: process.alive, tail: process.alive ? '' : process.tail(40) }).toEqual({
        name: process.name,
        alive: true,
        tail: '',
      });
    // The server ended the app's open sessions itself (57P01), as a restart does: the API's and the worker's pool and listener.
    expect(sessionsEnded).toBeGreaterThanOrEqual(2);
    // And the app tried to connect while it was "starting up" (answered 57P03), and answered 503 meanwhile (checked below).
    expect(proxy.startingUpAnswers).toBeGreaterThan(0);
    // Every answer is a 200 or a 503: no 500, no dropped connection.
    const odd = answers.filter((answer) => answer.status !== 200 && answer.status !== 503);
    expect(odd).toEqual([]);
    expect(missingRetryAfter).toBe(0);
    // Answered 503 while it was away (after the pool noticed), 2xx again within 5 s of its return.
    const during = answers.filter((answer) => answer.sentAt >= cutAt + 1_000 && answer.at < restoredAt);
    // Writes and uncached reads: 503 all through; a cached read may still be answered from the API's read cache.
    const uncached = during.filter((answer) => answer.kind !== 'cached read');
    expect(uncached.filter((answer) => answer.kind === 'write').length).toBeGreaterThan(0);
    expect(uncached.filter((answer) => answer.kind === 'read').length).toBeGreaterThan(0);
    expect(uncached.filter((answer) => answer.status !== 503)).toEqual([]);
    const duringCached = during.filter((answer) => answer.kind === 'cached read');
    const firstRead = answers.find(
      (answer) => answer.kind === 'read' && answer.sentAt >= restoredAt && answer.status === 200,
    );
    const firstWrite = answers.find(
      (answer) => answer.kind === 'write' && answer.sentAt >= restoredAt && answer.status === 200,
    );
    expect(firstRead && firstWrite).toBeTruthy();
    const firstReadMs = firstRead!.at - restoredAt;
    const firstWriteMs = firstWrite!.at - restoredAt;
    expect(firstReadMs).toBeLessThan(5_000);
    expect(firstWriteMs).toBeLessThan(5_000);

    // Every check-in answered 2xx is in the records, once.
    const records = await install.sql<{ playerID: number; n: number }>(
      'select player_id as "playerID", count(*)::int as n from points where game_id = ? group by player_id',
      [gameID],
    );
    const saved = new Map(records.map((row) => [row.playerID, row.n]));
    expect(written.filter((write) => saved.get(write.playerID) !== 1)).toEqual([]);
    expect(records.every((row) => row.n === 1)).toBe(true);
    // Each key replayed: the same answer, marked as replayed, and nothing added.
    const before = records.length;
    for (const write of written) {
      const replay = await checkIn(write.playerID, write.key);
      expect({
        playerID: write.playerID,
        status: replay.status,
        replayed: replay.replayed,
        same: replay.text === write.text,
      }).toEqual({ playerID: write.playerID, status: 200, replayed: 'true', same: true });
    }
    expect(
      (await install.sql<{ n: number }>('select count(*)::int as n from points where game_id = ?', [gameID]))[0]!.n,
    ).toBe(before);

    // About the outage itself, one warning when PostgreSQL goes and one line when it is back, per
    // process (the API wrote one line per 503 before: about 400 in this 6 s cut; the worker one per sweep).
    const outageLines = install.processes.map((process) => ({
      process: process.name,
      lines: process
        .linesSince(linesBefore.get(process) ?? 0)
        .filter((line) =>
          /PostgreSQL|database|ECONNREFUSED|ECONNRESET|Connection terminated|Sweep skipped|Outbox (relay|listener)/i.test(
            line,
          ),
        ),
    }));
    for (const { process, lines } of outageLines) {
      expect({ process, lines }).toEqual({
        process,
        lines: [
          expect.stringMatching(/PostgreSQL is unreachable/),
          expect.stringMatching(/PostgreSQL is back after \d+(\.\d)? s/),
        ],
      });
    }
    const count = (kind: Answer['kind'], status: Answer['status']) =>
      answers.filter((answer) => answer.kind === kind && answer.status === status).length;
    console.log(
      JSON.stringify({
        scenario: 'postgres-restarted-under-load',
        outageMs: restoredAt - cutAt,
        sessionsEnded57P01: sessionsEnded,
        startingUp57P03Ms: STARTING_MS,
        connectionsAnswered57P03: proxy.startingUpAnswers,
        reads: { ok: count('read', 200), unavailable: count('read', 503) },
        cachedReads: {
          ok: count('cached read', 200),
          unavailable: count('cached read', 503),
          okDuringOutage: duringCached.filter((answer) => answer.status === 200).length,
        },
        writes: { ok: count('write', 200), unavailable: count('write', 503), checkedIn: written.length },
        firstReadAfterRestoreMs: firstReadMs,
        firstWriteAfterRestoreMs: firstWriteMs,
        replays: written.length,
        outageLogLinesPerProcess: Object.fromEntries(outageLines.map(({ process, lines }) => [process, lines.length])),
      }),
    );
  }, 90_000);
});
