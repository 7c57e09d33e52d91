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
}

/**
 * A field's column, named as the ORM names it (UnderscoreNamingStrategy: `venueID` is
 * `venue_id`, `mapURL` is `map_url`); a spec keeps the two in step.
 */
export const columnOf = (field: string): string => field.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();

/**
 * The select list for a record's field table: each field from its column under the
 * field's own name, dates and times as text the way the API answers them. A field
 * added to the table is read without an edit here or in the query.
 */
export function selectListOf(table: Readonly<Record<string, FieldRule>>, alias: string): string {
  return Object.entries(table)
    .map(([field, rule]) => {
      const column = `${alias}.${columnOf(field)}`;
      if (rule.type === 'date') return `to_char(${column}, 'YYYY-MM-DD') as "${field}"`;
      if (rule.type === 'time') return `to_char(${column}, 'HH24:MI:SS') as "${field}"`;
      // An instant as ISO 8601 UTC, as entities answer it (Date.toISOString()).
      if (rule.type === 'datetime') return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "${field}"`;
      return `${column} as "${field}"`;
    })
    .join(', ');
}
