import pg from 'pg';
import { migrateDatabase } from '../../src/shared/infrastructure/database/migrate.js';
import { api } from '../support/api.js';
import { createTestDatabase, randomSuffix, testDatabaseUrl, type TestDatabase } from '../support/services.js';
import { aGame, somePlayers } from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 32, low 8: the app runs as a database role that owns nothing. Migrations run as the
 * owner (DATABASE_OWNER_URL) and grant the app's role (DATABASE_URL's) only the rights it
 * needs: rows of every table, but of the audit trail game_history only reading and adding.
 * The app's role can neither disable the trail's trigger nor change or empty the trail.
 */
async function asRole<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

describe("the app's database role", () => {
  let database: TestDatabase;
  let app: TestApp;
  let appUrl: string;
  const role = `league_app_${randomSuffix()}`;
  const password = `pw-${randomSuffix()}`;

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(database.url);
    url.username = role;
    url.password = password;
    appUrl = url.toString();
    // The owner migrates and makes the app's role (it does not exist yet).
    await migrateDatabase(database.url, { appDatabaseUrl: appUrl });
    app = await startTestApp({ database, appDatabaseUrl: () => appUrl });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await asRole(testDatabaseUrl(), (client) => client.query(`drop role if exists "${role}"`));
  });

  it('owns nothing and is no superuser', async () => {
    const rows = await asRole(appUrl, async (client) => {
      const owned = await client.query(
        `select count(*)::int as n from pg_class c join pg_roles r on r.oid = c.relowner where r.rolname = current_user`,
      );
      const me = await client.query(
        `select rolsuper, rolcreaterole, rolcreatedb from pg_roles where rolname = current_user`,
      );
      return { owned: owned.rows[0].n as number, ...(me.rows[0] as Record<string, boolean>) };
    });
    expect(rows).toEqual({ owned: 0, rolsuper: false, rolcreaterole: false, rolcreatedb: false });
  });

  it('runs the app: a venue saved, a check-in recorded and its History row written, all through the app role', async () => {
    const manager = await app.login('manager');
    expect(
      (
        await api(app)
          .as(manager)
          .post('/v1/venue', { data: { title: 'Role Tavern', address: '1 Main St', city: 'Everett' } })
      ).status,
    ).toBe(200);
    const game = await aGame(app, { gameAt: new Date(Date.now() + 30 * 60_000) });
    const [pat] = await somePlayers(app, 1);
    const host = await app.login('host');
    expect(
      (
        await api(app)
          .as(host)
          .post('/v1/user/agreement', { data: { accepted: true } })
      ).status,
    ).toBe(200);
    expect(
      (
        await api(app)
          .as(host)
          .post('/v1/point/check-in', { data: { gameID: game.gameID, playerID: pat!.playerID } })
      ).status,
    ).toBe(200);
    const [{ n }] = await app.sql<{ n: number }>('select count(*)::int as n from game_history where game_id = ?', [
      game.gameID,
    ]);
    expect(n).toBe(1);
  });

  it.each([
    ["disable the trail's trigger", 'alter table game_history disable trigger all', /must be owner/],
    [
      'disable one trigger by name',
      'alter table game_history disable trigger game_history_no_update_or_delete',
      /must be owner/,
    ],
    ['update the trail', "update game_history set actor_name = 'someone else'", /permission denied/],
    ['delete from the trail', 'delete from game_history', /permission denied/],
    ['empty the trail', 'truncate game_history', /permission denied/],
    ['drop the trail', 'drop table game_history', /must be owner/],
    [
      'replace the trigger function',
      'create or replace function game_history_append_only() returns trigger language plpgsql as $$ begin return new; end $$',
      /must be owner|permission denied/,
    ],
    ['make a table', 'create table sneaky (id int)', /permission denied/],
  ])('cannot %s', async (_, statement, refusal) => {
    await expect(asRole(appUrl, (client) => client.query(statement))).rejects.toThrow(refusal);
  });

  it('still adds to the trail and reads it', async () => {
    await asRole(appUrl, async (client) => {
      await client.query(
        `insert into game_history (game_id, at, actor_id, actor_name, session_id, action, point_id, player_id, player_name, changes) values (1, now(), null, 'Role check', null, 'check-in', null, null, null, '[]')`,
      );
      const { rows } = await client.query(
        `select count(*)::int as n from game_history where actor_name = 'Role check'`,
      );
      expect(rows[0].n).toBe(1);
    });
  });

  it('a second migration run (a release) keeps the role as it is, and the app role starting up finds nothing to migrate', async () => {
    await migrateDatabase(database.url, { appDatabaseUrl: appUrl });
    expect(await migrateDatabase(appUrl)).toEqual([]);
  });
});
