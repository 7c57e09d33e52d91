import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { migrateDatabase } from '../../src/shared/infrastructure/database/migrate.js';
import { MIGRATIONS } from '../../src/shared/infrastructure/database/migrations/index.js';
import { ALL_ENTITIES } from '../../src/entities.js';
import { buildOrmConfig } from '../../src/shared/infrastructure/database/mikro-orm.config.js';
import { randomSuffix } from '../support/services.js';

describe('migrations', () => {
  const serverUrl = new URL(process.env.DATABASE_URL!);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/league_migrations_${randomSuffix()}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  afterAll(() => admin(`drop database if exists "${databaseUrl.pathname.slice(1)}" with (force)`));

  it('creates a missing database, applies every migration once, and twice in parallel is safe', async () => {
    // The API and the worker of `npm start` both start on a missing database: one creates it, both go on.
    const [first, second] = await Promise.all([
      migrateDatabase(databaseUrl.toString()),
      migrateDatabase(databaseUrl.toString()),
    ]);
    expect([...first, ...second]).toEqual(MIGRATIONS.map((migration) => migration.name));
    expect(await migrateDatabase(databaseUrl.toString())).toEqual([]);
    expect(
      await Promise.all([migrateDatabase(databaseUrl.toString()), migrateDatabase(databaseUrl.toString())]),
    ).toEqual([[], []]);
  });

  it('leaves a schema that matches the entities exactly (no change would be generated)', async () => {
    const orm = await MikroORM.init(buildOrmConfig(databaseUrl.toString(), ALL_ENTITIES));
    try {
      expect((await orm.schema.getUpdateSchemaSQL({ wrap: false })).trim()).toBe('');
      const [{ start }] = await orm.em
        .fork()
        .execute<{ start: string }[]>("select nextval('players_player_id_seq')::text as start");
      expect(start).toBe('400001');
    } finally {
      await orm.close();
    }
  });
});
