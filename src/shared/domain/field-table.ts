import { isCalendarDate, isIsoInstant } from './calendar-date.js';
import type { DomainError } from './domain-error.js';
import { hasControlCharacters } from './plain-text.js';
import {
  FieldNotEmailError,
  FieldNotOneLineError,
  FieldNotValidError,
  FieldRequiredError,
  FieldTooLongError,
  FieldTooShortError,
  numberTooLarge,
  numberTooSmall,
} from './validation.errors.js';

/**
 * One table per record, in its module's domain: every field written once with its
 * label, type, limits, allowed values, who may read and write it, and the message
 * a person sees when it is wrong. The server derives its request validation, its
 * API description and the access filtering of answers from it; the site derives
 * its form's initial values and client checks from the same table (`@league`).
 * Entities map their columns from it (TableColumns, or checked by src/entities.spec.ts);
 * SQL stays explicit.
 */
export type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'email' | 'date' | 'time' | 'datetime' | 'array';

export type FieldValue = string | number | boolean | null;

export interface FieldRule {
  /** As forms and messages name the field: `The "Title" field is required.` */
  readonly label: string;
  readonly type: FieldType;
  readonly required?: boolean;
  /** Length for text (trimmed), value for numbers, count for arrays. */
  readonly min?: number;
  readonly max?: number;
  /** The only values allowed (also the form's choices and the API's enum). */
  readonly oneOf?: readonly (string | number | boolean)[];
  /** A new record's value when none is given (also the form's initial value). */
  readonly default?: FieldValue;
  /** Lowest userType that sees the field in answers; absent: whoever may read the record. */
  readonly readLevel?: number;
  /** Lowest userType that may set the field; absent: whoever may save the record. */
  readonly writeLevel?: number;
  /** The product's own refusal in place of a generic one: when blank but required, or when of the wrong form / not one of `oneOf`. */
  readonly errors?: { readonly missing?: () => DomainError; readonly invalid?: () => DomainError };
  /** A rule of this field alone, after the generic ones: the refusal, or undefined. */
  readonly check?: (value: FieldValue) => DomainError | undefined;
  /**
   * Text of several lines (notes, instructions, a post): tab, CR and LF are allowed. Every
   * other text field is one line: a line break or a control character is refused
   * (FIELD_NOT_ONE_LINE), so a name can never split a mail header or fake a mail line.
   */
  readonly multiline?: boolean;
  /** For the API description and the form's hint. */
  readonly description?: string;
  readonly example?: FieldValue;
}

/** A record's fields in form order, which is also the order they are checked in. */
export type FieldTable<R> = { readonly [K in keyof R]: FieldRule };

/** Builds a table checked against the record's type: every field of R, nothing else. */
export const fieldTable =
  <R>() =>
  <const T extends FieldTable<R>>(table: T & Record<Exclude<keyof T, keyof R>, never>): T =>
    table;

/**
 * Builds a table that defines its record's type (`RecordOf<typeof TABLE>`) instead of
 * being checked against one written elsewhere: a new field is then written once.
 */
export const recordTable = <const T extends Record<string, FieldRule>>(table: T): T => table;

/** The value type a rule's type stands for. */
export type ValueOfRule<F extends FieldRule> = F['type'] extends 'integer' | 'number'
  ? number
  : F['type'] extends 'boolean'
    ? boolean
    : F['type'] extends 'array'
      ? unknown[]
      : string;

/** The record a table describes: required fields and fields with a default are always set, the rest may be null. */
export type RecordOf<T extends Record<string, FieldRule>> = {
  -readonly [K in keyof T]: T[K] extends { required: true } | { default: string | number | boolean }
    ? ValueOfRule<T[K]>
    : ValueOfRule<T[K]> | null;
};

/** A form's values as they arrive: every field may be null (blank) except the required ones. */
export type InputOf<T extends Record<string, FieldRule>> = {
  -readonly [K in keyof T]: T[K] extends { required: true } ? ValueOfRule<T[K]> : ValueOfRule<T[K]> | null;
};

/** The table's fields of a wider object (an entity, a row), in table order: a mapping that needs no edit when a field is added. */
export function fieldsOf<T extends Record<string, FieldRule>, S extends { [K in keyof T]: unknown }>(
  table: T,
  source: S,
): { [K in keyof T]: S[K] } {
  return Object.fromEntries(Object.keys(table).map((key) => [key, source[key as keyof T]])) as { [K in keyof T]: S[K] };
}

const MAX_INTEGER = 2_147_483_647;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A time of day as forms send it: 19:00, 19:00:00, 7:00 PM (not RFC 3339's `time`, which needs seconds and an offset). */
export const TIME_OF_DAY = /^\d{1,2}:\d{2}(:\d{2})?(\s?[AaPp]\.?[Mm]\.?)?$/;

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function isOfType(type: FieldType, value: unknown): boolean {
  switch (type) {
    case 'string':
    case 'email':
      return typeof value === 'string';
    case 'time':
      return typeof value === 'string' && TIME_OF_DAY.test(value.trim());
    case 'integer':
      // PostgreSQL's integer range: anything wider could never match a row.
      return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= MAX_INTEGER;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'date':
      return typeof value === 'string' && isCalendarDate(value);
    case 'datetime':
      return typeof value === 'string' && isIsoInstant(value);
    case 'array':
      return Array.isArray(value);
  }
}

const sizeOf = (value: unknown): number | undefined =>
  typeof value === 'string'
    ? value.trim().length
    : typeof value === 'number'
      ? value
      : Array.isArray(value)
        ? value.length
        : undefined;

/**
 * The first thing wrong with one value, checked in the product's order: required,
 * type, one line (no control characters), at least, no more than, email form, allowed values, then the field's own rule.
 * `field` is the input's name, carried by the refusal so a form can place it.
 */
export function fieldFailure(field: string, rule: FieldRule, value: unknown): DomainError | undefined {
  const { label } = rule;
  if (isBlank(value))
    return rule.required ? (rule.errors?.missing?.() ?? new FieldRequiredError(field, label)) : undefined;
  const invalid = () => rule.errors?.invalid?.() ?? new FieldNotValidError(field, label);
  if (!isOfType(rule.type, value)) return invalid();
  // Free text only: a field with choices refuses anything off its list in its own words.
  if (typeof value === 'string' && !rule.oneOf && hasControlCharacters(value, rule.multiline))
    return new FieldNotOneLineError(field, label, rule.multiline);
  const size = sizeOf(value);
  // A number's limits bound its value, not a length: out of range it is not valid (FIELD_NOT_VALID), in the same words.
  const isNumber = typeof value === 'number';
  if (size !== undefined && rule.min !== undefined && size < rule.min)
    return isNumber ? numberTooSmall(field, label, rule.min) : new FieldTooShortError(field, label, rule.min);
  if (size !== undefined && rule.max !== undefined && size > rule.max)
    return isNumber ? numberTooLarge(field, label, rule.max) : new FieldTooLongError(field, label, rule.max);
  if (rule.type === 'email' && !EMAIL.test(String(value).trim())) return new FieldNotEmailError(field, label);
  if (rule.oneOf && !rule.oneOf.includes(value as string | number | boolean)) return invalid();
  return rule.check?.(value as FieldValue);
}

/** The first failing field of a record, in table order (the product shows one failure at a time). */
export function firstFieldFailure<R>(
  table: FieldTable<R>,
  record: Partial<Record<keyof R, unknown>>,
): DomainError | undefined {
  for (const field of Object.keys(table) as (keyof R & string)[]) {
    const failure = fieldFailure(field, table[field], record[field]);
    if (failure) return failure;
  }
  return undefined;
}

/** Throws the first failure, if any: for use cases that are reached by other paths than HTTP (seeders, other modules). */
export function assertFields<R>(table: FieldTable<R>, record: Partial<Record<keyof R, unknown>>): void {
  const failure = firstFieldFailure(table, record);
  if (failure) throw failure;
}

/** The record as a viewer of this level may see it: fields above their level are left out. */
export function visibleTo<R extends object>(table: FieldTable<R>, viewerLevel: number, record: R): Partial<R> {
  const shown: Partial<R> = {};
  for (const key of Object.keys(record) as (keyof R)[]) {
    const rule = table[key] as FieldRule | undefined;
    if (!rule?.readLevel || viewerLevel >= rule.readLevel) shown[key] = record[key];
  }
  return shown;
}

/** Names of the fields a viewer of this level may not see (for documentation and tests). */
export const hiddenFrom = <R>(table: FieldTable<R>, viewerLevel: number): (keyof R & string)[] =>
  (Object.keys(table) as (keyof R & string)[]).filter((key) => (table[key].readLevel ?? 0) > viewerLevel);

/** The input as a writer of this level may give it: fields above their level are dropped (kept as saved). */
export function writableBy<R extends object>(table: FieldTable<R>, writerLevel: number, input: Partial<R>): Partial<R> {
  const kept: Partial<R> = {};
  for (const key of Object.keys(input) as (keyof R)[]) {
    const rule = table[key] as FieldRule | undefined;
    if (rule && (!rule.writeLevel || writerLevel >= rule.writeLevel)) kept[key] = input[key];
  }
  return kept;
}

/** A new record's values: each field's default, else null. */
export function defaultsOf<R>(table: FieldTable<R>): { [K in keyof R]: FieldValue } {
  return Object.fromEntries(Object.entries<FieldRule>(table).map(([key, rule]) => [key, rule.default ?? null])) as {
    [K in keyof R]: FieldValue;
  };
}

/** A new record's values as its table types them: fields with a default have it, the others (required ones too, to be given) are null. */
export type DefaultsOf<T extends Record<string, FieldRule>> = {
  -readonly [K in keyof T]: T[K] extends { default: string | number | boolean }
    ? ValueOfRule<T[K]>
    : ValueOfRule<T[K]> | null;
};

/**
 * `defaultsOf` for a `recordTable`, typed: what seeders and test builders spread before the
 * values they mean, so a new field's default is written once, in its table.
 */
export const defaultRecordOf = <T extends Record<string, FieldRule>>(table: T): DefaultsOf<T> =>
  defaultsOf(table as FieldTable<T>) as unknown as DefaultsOf<T>;

/** The record with each blank field given its table's default (fields without one keep their value): a new defaulted field needs no edit where a record is prepared. */
export function withDefaults<T extends Record<string, FieldRule>>(
  table: T,
  input: { readonly [K in keyof T]?: unknown },
): RecordOf<T> {
  return Object.fromEntries(
    Object.entries(table).map(([key, rule]) => [
      key,
      isBlank(input[key]) && rule.default !== undefined ? rule.default : (input[key] ?? null),
    ]),
  ) as RecordOf<T>;
}
