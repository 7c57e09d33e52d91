import { DEPOSIT_FIELDS } from '../../src/modules/deposits/domain/deposit.fields.js';
import { GAME_FIELDS, GAME_SERVER_FIELDS } from '../../src/modules/games/domain/game.fields.js';
import { CARD_REQUEST_FIELDS } from '../../src/modules/players/domain/card-request.fields.js';
import { PLAYER_FIELDS } from '../../src/modules/players/domain/player.fields.js';
import { POST_FIELDS } from '../../src/modules/posts/domain/post.fields.js';
import { SERIES_FIELDS } from '../../src/modules/venues/domain/series.fields.js';
import { VENUE_FIELDS } from '../../src/modules/venues/domain/venue.fields.js';
import { columnOf } from '../../src/shared/application/sql-reads.js';
import type { FieldRule } from '../../src/shared/domain/field-table.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Each record's field table and the table that stores it. */
const RECORDS: readonly (readonly [string, Record<string, FieldRule>])[] = [
  ['venues', VENUE_FIELDS],
  ['events', SERIES_FIELDS],
  ['posts', POST_FIELDS],
  ['players', PLAYER_FIELDS],
  ['games', { ...GAME_FIELDS, ...GAME_SERVER_FIELDS }],
  ['deposits', DEPOSIT_FIELDS],
  ['card_requests', CARD_REQUEST_FIELDS],
];

interface Column {
  table: string;
  column: string;
  nullable: boolean;
  type: string;
  length: number | null;
}

/**
 * The field tables against the migrated PostgreSQL columns themselves (information_schema),
 * beside entities.spec.ts (table and entity) and migrations.e2e-spec.ts (entity and database):
 * every field has its column, a required field's column refuses null, and a text column holds
 * whatever the form accepts.
 */
describe('field tables against the migrated database', () => {
  let app: TestApp;
  let columns: Map<string, Column>;
  beforeAll(async () => {
    app = await startTestApp({ roles: false });
    const rows = await app.sql<Column>(
      `select table_name as "table", column_name as "column", is_nullable = 'YES' as nullable, data_type as type, character_maximum_length as length
        from information_schema.columns where table_schema = 'public'`,
    );
    columns = new Map(rows.map((row) => [`${row.table}.${row.column}`, row]));
  });
  afterAll(() => app.close());

  const problemsOf = (table: string, fields: Record<string, FieldRule>): string[] =>
    Object.entries(fields).flatMap(([field, rule]) => {
      const column = columns.get(`${table}.${columnOf(field)}`);
      if (!column) return [`${table}.${columnOf(field)}: no column for ${field}`];
      const problems: string[] = [];
      if (rule.required && column.nullable)
        problems.push(`${table}.${column.column}: nullable, but ${field} is required`);
      if (column.type === 'character varying' && rule.max !== undefined && (column.length ?? 0) < rule.max) {
        problems.push(`${table}.${column.column}: varchar(${column.length}), but ${field} allows ${rule.max}`);
      }
      return problems;
    });

  it.each(RECORDS)(
    '%s has a column for every field, not null where required, wide enough for the longest value',
    (table, fields) => {
      expect(problemsOf(table, fields)).toEqual([]);
    },
  );

  it('names a field without a column, a required field in a nullable column and a column narrower than its field', () => {
    // A name no venue field has (a real field of that name would have its column).
    const missing = 'noSuchField';
    expect(Object.keys(VENUE_FIELDS)).not.toContain(missing);
    expect(problemsOf('venues', { [missing]: { label: 'Missing', type: 'string' } })).toEqual([
      'venues.no_such_field: no column for noSuchField',
    ]);
    expect(problemsOf('venues', { notes: { label: 'Notes', type: 'string', required: true } })).toEqual([
      'venues.notes: nullable, but notes is required',
    ]);
    expect(problemsOf('venues', { zipCode: { label: 'Zip', type: 'string', max: 11 } })).toEqual([
      'venues.zip_code: varchar(10), but zipCode allows 11',
    ]);
  });
});
