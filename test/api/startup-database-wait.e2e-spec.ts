import { migrateDatabaseWhenReachable } from '../../src/shared/infrastructure/database/migrate.js';
import { PostgresProxy, postgresTarget } from '../support/postgres-proxy.js';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from '../support/services.js';

/**
 * Issue 20: a process that starts while PostgreSQL cannot be reached (compose starting
 * everything at once, a restart, a failover) waits for it with one line, instead of dying on
 * its first try (seen in the fault suite: a worker started during a cut exited).
 */
describe('start-up while PostgreSQL cannot be reached', () => {
  const proxy = new PostgresProxy(postgresTarget(testDatabaseUrl()));
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await proxy.start(); // takes a port, then goes away
    await proxy.stop();
  });

  afterAll(async () => {
    await proxy.stop();
    await database.drop();
  });

  it('waits, says so once, and migrates when PostgreSQL is back', async () => {
    const lines: string[] = [];
    const log = {
      warn: (line: string) => lines.push(`warn: ${line}`),
      log: (line: string) => lines.push(`log: ${line}`),
    };
    const back = new Promise<void>((resolve) => setTimeout(() => void proxy.start().then(resolve), 1_500));
    const applied = await migrateDatabaseWhenReachable(proxy.urlFor(database.url), log, {
      everyMs: 200,
      forMs: 30_000,
    });
    await back;
    expect(applied.length).toBeGreaterThan(0);
    expect(lines).toEqual([
      expect.stringMatching(/^warn: PostgreSQL cannot be reached .*trying again every 0.2 s/),
      expect.stringMatching(/^log: PostgreSQL reached after \d+\.\d s/),
    ]);
  });

  it('gives up after its time with the connection error (the process exits, its supervisor restarts it)', async () => {
    await proxy.stop();
    const lines: string[] = [];
    const log = { warn: (line: string) => lines.push(line), log: (line: string) => lines.push(line) };
    await expect(
      migrateDatabaseWhenReachable(proxy.urlFor(database.url), log, { everyMs: 200, forMs: 1_000 }),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(lines).toHaveLength(1);
  });
});
