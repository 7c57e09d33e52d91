import type { PropertyOptions } from '@mikro-orm/core';
import { Property } from '@mikro-orm/decorators/legacy';
import type { FieldRule, ValueOfRule } from '../../domain/field-table.js';

/**
 * An entity's columns from its record's field table
 * (docs/decisions/0104-field-table-down-to-the-entity-one-merge-step.md): each field's column type,
 * length, nullability and default come from its rule, so a new field is written in the table and
 * its migration only. What the table cannot say (a unique title, a longer column than the form
 * allows, a not-null column the save always fills) is an explicit override beside the entity.
 */

/** What a column may say beyond its field's rule. */
export type ColumnOverride = Pick<
  PropertyOptions<object>,
  'type' | 'length' | 'nullable' | 'default' | 'unique' | 'index'
>;

/** Text longer than this is `text`; shorter, `varchar(max)`. */
const LONGEST_VARCHAR = 1000;

/** The column a field's rule stands for. */
export function columnOf(rule: FieldRule): ColumnOverride {
  const nullable = !(rule.required || rule.default !== undefined);
  const base = { nullable, ...(rule.default !== undefined && rule.default !== null ? { default: rule.default } : {}) };
  switch (rule.type) {
    case 'string':
    case 'email': {
      const length =
        rule.max ?? (rule.oneOf ? Math.max(...rule.oneOf.map((value) => String(value).length)) : undefined);
      return length !== undefined && length <= LONGEST_VARCHAR
        ? { type: 'string', length, ...base }
        : { type: 'text', ...base };
    }
    case 'integer':
      // Codes (a list of allowed values) are small; counts and ids are integers.
      return { type: rule.oneOf ? 'smallint' : 'integer', ...base };
    case 'number':
      // The league's only fractional numbers are amounts of money: exact decimals.
      return { type: 'decimal', ...base };
    case 'boolean':
      return { type: 'boolean', ...base };
    case 'date':
    case 'time':
    case 'datetime':
      return { type: rule.type, ...base };
    case 'array':
      return { type: 'json', ...base };
  }
}

/** The value an entity holds for a rule: instants are Dates, the rest as the record has them. */
type EntityValueOf<F extends FieldRule> = F['type'] extends 'datetime' ? Date : ValueOfRule<F>;

/** An entity's columns as its table types them (for `interface XEntity extends ColumnsOf<typeof X_FIELDS, 'xID'> {}` beside the class). */
export type ColumnsOf<T extends Record<string, FieldRule>, Except extends keyof T = never> = {
  -readonly [K in Exclude<keyof T, Except>]: T[K] extends { required: true } | { default: string | number | boolean }
    ? EntityValueOf<T[K]>
    : EntityValueOf<T[K]> | null;
};

/** The columns a new entity may leave out (they have a default or may be null): for `[OptionalProps]`. */
export type OptionalColumnsOf<T extends Record<string, FieldRule>> = {
  [K in keyof T]: T[K] extends { required: true } ? never : K;
}[keyof T];

/**
 * A class decorator that maps the table's fields as the entity's columns (below `@Entity`):
 * `@TableColumns(VENUE_FIELDS, { except: ['venueID'], columns: { title: { unique: true } } })`.
 * `except`: fields mapped by hand (the primary key, a foreign key), or not columns at all.
 */
const MAPPED = new WeakMap<object, Record<string, FieldRule>>();

/** The field table whose columns an entity class maps with TableColumns, if any. */
export const tableMappedBy = (entity: object): Record<string, FieldRule> | undefined => MAPPED.get(entity);

export function TableColumns<T extends Record<string, FieldRule>>(
  table: T,
  options: {
    readonly except?: readonly (keyof T & string)[];
    readonly columns?: { readonly [K in keyof T]?: ColumnOverride };
  } = {},
): ClassDecorator {
  return (target) => {
    MAPPED.set(target, table);
    for (const [field, rule] of Object.entries(table)) {
      if (options.except?.includes(field)) continue;
      Property({ ...columnOf(rule), ...options.columns?.[field] } as PropertyOptions<object>)(
        target.prototype as object,
        field,
      );
    }
  };
}

/** The columns an entity maps from its table with its overrides, as MikroORM options (for the spec that compares them with hand-written entities). */
export const columnsFrom = <T extends Record<string, FieldRule>>(
  table: T,
  columns: { readonly [K in keyof T]?: ColumnOverride } = {},
): Record<string, ColumnOverride> =>
  Object.fromEntries(Object.entries(table).map(([field, rule]) => [field, { ...columnOf(rule), ...columns[field] }]));
