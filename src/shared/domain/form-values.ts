import type { FieldTable } from './field-table.js';

/**
 * A posted body's values for a field table: only the table's fields are kept, strings
 * trimmed (NUL removed: PostgreSQL text cannot hold it, nobody means to type one), and
 * blanks and absent fields become null ("Empty select-number fields are sent as null").
 * The validation pipe checks every body through it; a module checking a body part by hand
 * (a list's lines) does the same.
 */
export function formValuesOf<R>(
  table: FieldTable<R>,
  body: Readonly<Record<string, unknown>>,
): Record<keyof R & string, unknown> {
  return Object.fromEntries(Object.keys(table).map((field) => [field, normalise(body[field])])) as Record<
    keyof R & string,
    unknown
  >;
}

function normalise(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value !== 'string') return value;
  const trimmed = value.replaceAll('\u0000', '').trim();
  return trimmed === '' ? null : trimmed;
}
