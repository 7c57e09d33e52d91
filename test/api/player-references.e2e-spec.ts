import { PlayerReferences } from '../../src/shared/application/player-merge.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Integer columns whose name says they hold a player: player_id, *_player_id, host_id, author_id, actor_id, survivor_id, duplicate_id, *_by_id, player_number, duplicate_number. */
const PLAYER_NAMED = String.raw`^((.+_)?player|host|author|actor|survivor|duplicate)_(id|number)$|_by_id$`;

describe('player references: every player column of the migrated database is declared for the merge', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ roles: false });
  });
  afterAll(() => app.close());

  const columnsNamingAPlayer = async (): Promise<string[]> => {
    const rows = await app.sql<{ name: string }>(
      `select c.table_name || '.' || c.column_name as name from information_schema.columns c
        where c.table_schema = 'public' and c.data_type in ('integer', 'bigint', 'smallint') and c.column_name ~ ?
          and not (c.table_name = 'players' and c.column_name in ('player_id', 'player_number'))
       union
       select k.table_name || '.' || k.column_name from information_schema.referential_constraints r
         join information_schema.key_column_usage k on k.constraint_name = r.constraint_name and k.constraint_schema = r.constraint_schema
         join information_schema.constraint_column_usage u on u.constraint_name = r.unique_constraint_name and u.constraint_schema = r.unique_constraint_schema
        where u.table_name = 'players' and k.table_schema = 'public'
       order by 1`,
      [PLAYER_NAMED],
    );
    return rows.map((row) => row.name);
  };
  const declared = () =>
    app.app
      .get(PlayerReferences)
      .all()
      .map((reference) => `${reference.table}.${reference.column}`);

  it('finds the player columns by name and by foreign key', async () => {
    const columns = await columnsNamingAPlayer();
    // A few known ones, so a broken query cannot pass by finding nothing.
    expect(columns).toEqual(
      expect.arrayContaining([
        'points.player_id',
        'games.host_id',
        'posts.author_id',
        'card_requests.player_number',
        'player_merges.merged_by_id',
      ]),
    );
  });

  it('names every column no module declares (a new table with a player column cannot be forgotten by the merge)', async () => {
    const known = new Set(declared());
    expect((await columnsNamingAPlayer()).filter((column) => !known.has(column))).toEqual([]);
  });

  it('declares only columns that exist', async () => {
    const columns = await app.sql<{ name: string }>(
      `select table_name || '.' || column_name as name from information_schema.columns where table_schema = 'public'`,
    );
    const existing = new Set(columns.map((row) => row.name));
    expect(declared().filter((column) => !existing.has(column))).toEqual([]);
  });
});
