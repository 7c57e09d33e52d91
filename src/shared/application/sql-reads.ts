import type { FieldRule } from '../domain/field-table.js';

/**
 * The read side's way to the database: a module's query handlers write their own SQL
 * (reads skip the domain and the repositories) and run it through this port, so the
 * tables a module reads are in its own application code, where architecture.spec.ts
 * checks them against the module's declared reads.
 */
export abstract class SqlReads {
  /** Runs one select with `?` placeholders; answers its rows. */
  abstract query<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]>;

  /**
   * The same for a hot read outside any unit of work (it never sees uncommitted writes):
   * the statement is prepared once per database connection, so PostgreSQL plans it once
   * instead of on every call (a third of the leaderboard page's database time, issue 24).
   * The SQL must be the same text on every call; the values change.
   */
  planned<T extends object>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return this.query<T>(sql, params);
  }
}

/**
 * A field's column, named as the ORM names it (UnderscoreNamingStrategy: `venueID` is
 * `venue_id`, `mapURL` is `map_url`); a spec keeps the two in step.
 */
export const columnOf = (field: string): string => field.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();

/** An instant as the API answers it (api.md §1.1): ISO 8601 in UTC with milliseconds, as JSON writes a Date. */
export const isoInstantOf = (column: string): string =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The select list for a record's field table: each field from its column under the
 * field's own name, dates, times and instants as text the way the API answers them, and
 * numbers as numbers (the driver answers `numeric` money as text). A field added to
 * the table is read without an edit here or in the query.
 */
export function selectListOf(table: Readonly<Record<string, FieldRule>>, alias: string): string {
  return Object.entries(table)
    .map(([field, rule]) => {
      const column = `${alias}.${columnOf(field)}`;
      if (rule.type === 'date') return `to_char(${column}, 'YYYY-MM-DD') as "${field}"`;
      if (rule.type === 'time') return `to_char(${column}, 'HH24:MI:SS') as "${field}"`;
      if (rule.type === 'datetime') return `${isoInstantOf(column)} as "${field}"`;
      if (rule.type === 'number') return `${column}::float8 as "${field}"`;
      return `${column} as "${field}"`;
    })
    .join(', ');
}
