import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import {
  aDeposit,
  aGameWithEntries,
  aPost,
  aVenueWithSeries,
  somePlayers,
  TEST_PASSWORD,
} from '../support/builders.js';
import { createTestDatabase, randomSuffix, testRedisUrl, type TestDatabase } from '../support/services.js';
import { rebuildStandings } from '../support/standings.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { migrateDatabase } from '../../src/shared/infrastructure/database/migrate.js';
import { type CommandRun, ROOT, runBuilt } from './support/built-command.js';

/**
 * `npm run import -- --from URL --user ADMIN [--dry-run]` as the command itself (the BUILT
 * dist/src/cli/import-league.js, which npm runs), the password from OLD_SITE_PASSWORD
 * (docs/import.md). The old site is this site in test mode with a small league made by the
 * builders; the new one an empty database (a dry run refuses it; the real run migrates it itself). What the import
 * brings over, record by record, on the demo league: test/api/import-league.e2e-spec.ts.
 */
const IMPORT_JS = join(ROOT, 'dist/src/cli/import-league.js');
const PACIFIC_EVENING = (date: string) => new Date(`${date}T03:00:00Z`);

type Run = CommandRun;

/** Runs the built command with `env` only (nothing of the suite's own), its output a pipe (not a terminal). */
const runImport = (args: string[], env: Record<string, string>): Promise<Run> => runBuilt(IMPORT_JS, args, env);

/** Rows of each imported kind, and the ledger's; null for a table not there yet (the command migrates). */
async function tableCounts(url: string): Promise<Record<string, number> | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = 'players'`,
    );
    if (!tables[0]!.n) return null;
    const { rows } = await client.query<Record<string, number>>(
      `select (select count(*)::int from players) as players, (select count(*)::int from venues) as venues, (select count(*)::int from events) as events,
        (select count(*)::int from games) as games, (select count(*)::int from points) as points, (select count(*)::int from deposits) as deposits,
        (select count(*)::int from posts) as posts, (select count(*)::int from import_ledger) as ledger`,
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

/** The tables of the public schema. */
async function tableNames(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

const withoutLedger = ({ ledger: _, ...counts }: Record<string, number>) => counts;

describe('npm run import (the built command)', () => {
  let oldSite: TestApp;
  let target: TestDatabase;
  let env: Record<string, string>;
  let folder: string;
  const queuePrefix = `import-cli-${randomSuffix()}`;
  // The old site is a test copy on this machine: plain http, said so (issue 32, low 11).
  const args = () => ['--from', oldSite.url, '--user', 'admin', '--insecure-http'];
  const timings: string[] = [];
  const timed = async (what: string, run: () => Promise<Run>): Promise<Run> => {
    const started = Date.now();
    const result = await run();
    timings.push(`${what} ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return result;
  };

  beforeAll(async () => {
    if (!existsSync(IMPORT_JS))
      throw new Error('This suite runs the built command: npm run build:server first (npm run test:faults does)');
    // The old site: the six role accounts, 10 players, 2 venues with an event each, 5 ended games over two league years, a deposit, a post.
    oldSite = await startTestApp();
    const players = await somePlayers(oldSite, 10);
    const venues = [await aVenueWithSeries(oldSite), await aVenueWithSeries(oldSite)];
    const games: [number, string, number][] = [
      [0, '2025-03-05', 8],
      [1, '2025-06-11', 10],
      [0, '2025-11-19', 6],
      [1, '2026-02-04', 9],
      [0, '2026-05-13', 7],
    ];
    for (const [v, date, count] of games) {
      const { venue, event } = venues[v]!;
      await aGameWithEntries(oldSite, count, {
        venueID: venue.venueID,
        eventID: event.eventID,
        hostID: oldSite.accounts.host,
        gameAt: PACIFIC_EVENING(date),
        ended: true,
        players: (v ? [...players].reverse() : players).slice(0, count),
      });
    }
    await aDeposit(oldSite, oldSite.accounts.host, { depositAmount: 120, depositDate: '2025-07-01' });
    await aPost(oldSite, { authorID: oldSite.accounts.manager });
    await rebuildStandings(oldSite);

    target = await createTestDatabase();
    folder = await mkdtemp(join(tmpdir(), 'league-import-command-'));
    await Promise.all(['mail', 'uploads'].map((name) => mkdir(join(folder, name))));
    env = {
      APP_MODE: 'test',
      DATABASE_URL: target.url,
      REDIS_URL: testRedisUrl(),
      QUEUE_PREFIX: queuePrefix,
      MAIL_DIR: join(folder, 'mail'),
      UPLOAD_DIR: join(folder, 'uploads'),
      LOG_LEVEL: 'warn',
    };
  }, 120_000);

  afterAll(async () => {
    console.log(`npm run import (built): ${timings.join(', ')}`);
    await oldSite?.close();
    await target?.drop();
    if (folder) await rm(folder, { recursive: true, force: true });
    const redis = new Redis(testRedisUrl());
    const keys = await redis.keys(`${queuePrefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('without OLD_SITE_PASSWORD: exit 2, one line naming it, and the database untouched', async () => {
    const result = await timed('no password', () => runImport(args(), env));
    expect(result).toEqual({
      code: 2,
      stdout: [],
      stderr: [
        'OLD_SITE_PASSWORD is not set. usage: OLD_SITE_PASSWORD=... npm run import -- --from https://old.example.org --user ADMIN [--dry-run] [--insecure-http]',
      ],
    });
    expect(await tableCounts(target.url)).toBeNull();
  });

  it('refuses an http:// address without --insecure-http: exit 2, one line, the database untouched', async () => {
    const result = await timed('http refused', () =>
      runImport(['--from', oldSite.url, '--user', 'admin'], { ...env, OLD_SITE_PASSWORD: TEST_PASSWORD }),
    );
    expect(result).toEqual({
      code: 2,
      stdout: [],
      stderr: [
        "--from is http://: the old site's admin password would cross the network unencrypted. Use its https:// address, or add --insecure-http for a copy on this machine or a private network.",
      ],
    });
    const other = await runImport(['--from', 'ftp://old.example.org', '--user', 'admin'], {
      ...env,
      OLD_SITE_PASSWORD: TEST_PASSWORD,
    });
    expect([other.code, other.stderr[0]]).toEqual([
      2,
      expect.stringMatching(/^--from must be the old site's https:\/\/ address\. usage: /),
    ]);
    expect(await tableCounts(target.url)).toBeNull();
  });

  it('--dry-run on a database not set up yet: refused with one line, nothing written (not even the schema)', async () => {
    const result = await timed('dry run refused', () =>
      runImport([...args(), '--dry-run'], { ...env, OLD_SITE_PASSWORD: TEST_PASSWORD }),
    );
    expect({ code: result.code, stdout: result.stdout }).toEqual({ code: 1, stdout: [] });
    expect(result.stderr).toEqual([
      expect.stringMatching(
        /^The database is not migrated \(\d+ migrations to apply\): a dry run writes nothing, so it cannot set it up\. Start the site once \(or run npm run db:migrate\), then try again\.$/,
      ),
    ]);
    expect(await tableCounts(target.url)).toBeNull();
    expect(await tableNames(target.url)).toEqual([]);
  }, 120_000);

  it('--dry-run: exit 0, prints what it would add, writes nothing', async () => {
    await migrateDatabase(target.url);
    const before = await tableNames(target.url);
    const result = await timed('dry run', () =>
      runImport([...args(), '--dry-run'], { ...env, OLD_SITE_PASSWORD: TEST_PASSWORD }),
    );
    expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: [] });
    expect(result.stdout).toEqual(
      expect.arrayContaining([
        `Logged in to ${oldSite.url} as admin (dry run: nothing is written)`,
        expect.stringMatching(/^Dry run \(nothing written\) in \d+\.\d s /),
        expect.stringMatching(/^ {2}players +read 16, would add 16, already imported 0$/),
        expect.stringMatching(/^ {2}games +read 5, would add 5, already imported 0$/),
        expect.stringMatching(/^ {2}point records +read 40, would add 40, already imported 0$/),
        'Differences expected in a dry run (nothing was written).',
      ]),
    );
    // Not one row, no record and no ledger, and no table more than before.
    expect(await tableCounts(target.url)).toEqual({
      players: 0,
      venues: 0,
      events: 0,
      games: 0,
      points: 0,
      deposits: 0,
      posts: 0,
      ledger: 0,
    });
    expect(await tableNames(target.url)).toEqual(before);
  }, 120_000);

  it('a real run: exit 0, count lines as it goes, the comparison all equal, and the same counts as the old site', async () => {
    const result = await timed('first run', () => runImport(args(), { ...env, OLD_SITE_PASSWORD: TEST_PASSWORD }));
    expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: [] });
    const out = result.stdout;
    // Not a terminal: a count line per phase instead of a bar (no carriage returns, no escape codes).
    expect(out.filter((line) => line.includes('\r') || line.includes('\u001b['))).toEqual([]);
    // At most a line per tenth of each phase, and its last count.
    const countLines = out.filter((line) => /^[A-Z][\w ]+: \d+\/\d+ \(new \d+, skipped \d+\)$/.test(line));
    const perPhase = new Map<string, number>();
    for (const line of countLines)
      perPhase.set(line.slice(0, line.indexOf(':')), (perPhase.get(line.slice(0, line.indexOf(':'))) ?? 0) + 1);
    expect([...perPhase.keys()]).toEqual(
      expect.arrayContaining([
        'Reading point records',
        'Reading players',
        'Players',
        'Venues',
        'Events',
        'Deposits',
        'Games and point records',
        'Posts',
        'Standings and invites',
      ]),
    );
    for (const [phase, lines] of perPhase) expect([phase, lines <= 11]).toEqual([phase, true]);
    expect(out).toEqual(
      expect.arrayContaining([
        `Logged in to ${oldSite.url} as admin`,
        'Reading point records: 5/5 (new 0, skipped 0)',
        'Players: 16/16 (new 16, skipped 0)',
        'Venues: 2/2 (new 2, skipped 0)',
        'Games and point records: 5/5 (new 5, skipped 0)',
        'Deposits: 1/1 (new 1, skipped 0)',
        'Posts: 1/1 (new 1, skipped 0)',
        expect.stringMatching(
          /^Standings rebuilt \(\d+ scopes and periods\); Vegas Invites rebuilt for 2025, 2026(, \d{4})*$/,
        ),
        expect.stringMatching(/^Imported in \d+\.\d s /),
        expect.stringMatching(/^ {2}games +read 5, added 5, already imported 0$/),
        'The new site matches the old one.',
      ]),
    );
    // The comparison: a header, then players, games, point records … and each league year's top 20, every line equal.
    const header = out.findIndex((line) => /^what +old site +new site +result$/.test(line));
    expect(header).toBeGreaterThan(-1);
    const comparison = out.slice(header + 1, out.indexOf('The new site matches the old one.'));
    expect(comparison.map((line) => line.split(/ {2,}/))).toEqual([
      ['players', '16', '16', 'equal'],
      ['venues', '2', '2', 'equal'],
      ['events', '2', '2', 'equal'],
      ['games', '5', '5', 'equal'],
      ['point records', '40', '40', 'equal'],
      ['deposits', '1', '1', 'equal'],
      ['posts', '1', '1', 'equal'],
      ['2025 top 20', '10 rows', '10 rows', 'equal'],
      ['2026 top 20', '10 rows', '10 rows', 'equal'],
    ]);
    const [a, b] = [await tableCounts(oldSite.databaseUrl), await tableCounts(target.url)];
    expect(withoutLedger(b!)).toEqual(withoutLedger(a!));
    expect(b!.ledger).toBe(16 + 2 + 2 + 5 + 1 + 1 + 1);
  }, 180_000);

  it('run again: exit 0, nothing added, nothing rebuilt, the same rows', async () => {
    const before = await tableCounts(target.url);
    const result = await timed('second run', () => runImport(args(), { ...env, OLD_SITE_PASSWORD: TEST_PASSWORD }));
    expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: [] });
    expect(result.stdout).toEqual(
      expect.arrayContaining([
        'Players: 16/16 (new 0, skipped 16)',
        'Games and point records: 5/5 (new 0, skipped 5)',
        'Nothing new: the standings and invites were rebuilt after the last import, not again',
        expect.stringMatching(/^ {2}games +read 5, added 0, already imported 5$/),
        expect.stringMatching(/^ {2}point records +read 40, added 0, already imported 40$/),
        'The new site matches the old one.',
      ]),
    );
    expect(await tableCounts(target.url)).toEqual(before);
  }, 180_000);

  it("prints the old site's error text in safe characters only: escape sequences shown, never sent to the terminal", async () => {
    const hostile = '\u001b[2J\u001b[HPassword accepted\u001b]0;owned\u0007 \u202eevil\u009b31m';
    const server: Server = createServer((_request, response) => {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: hostile, code: 'INVALID_CREDENTIALS' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const result = await runImport(['--from', url, '--user', 'admin', '--insecure-http'], {
        ...env,
        OLD_SITE_PASSWORD: TEST_PASSWORD,
      });
      expect(result.code).toBe(1);
      const text = result.stderr.join('\n');
      // eslint-disable-next-line no-control-regex -- no control character may reach the terminal
      expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u);
      expect(text).toContain(
        '/v1/user/login: 401 \\u001b[2J\\u001b[HPassword accepted\\u001b]0;owned\\u0007 \\u202eevil\\u009b31m',
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
