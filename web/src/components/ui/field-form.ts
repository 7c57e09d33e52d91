/**
 * A form's rules read from its record's field table (the server's own, through
 * `@league`): the initial values from the table's defaults, the client check from
 * `fieldFailure` (so the site refuses in the server's words before a round trip),
 * each input's label, asterisk and maximum length. Pure: use-field-form.ts wires it
 * into @mantine/form, and the specs test it without a DOM.
 */
import { fieldFailure, type FieldRule } from '@league/shared/domain/field-table.js';
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';

/** A field table, or the part of one a form edits (see `formFields`). */
export type FormTable = Readonly<Record<string, FieldRule>>;

/** What an input holds for a field: numbers stay numbers (null: none chosen), yes/no a boolean, everything else text. */
export type FormValueOf<Rule extends FieldRule> = Rule['type'] extends 'integer' | 'number'
  ? number | null
  : Rule['type'] extends 'boolean'
    ? boolean
    : Rule['type'] extends 'array'
      ? unknown[]
      : string;

/** A form's values, typed by its table. */
export type FormValues<T extends FormTable> = { -readonly [K in keyof T]: FormValueOf<T[K]> };

/** What a field sends: blank optional text as null; a required field as its type (the check has run). */
export type SentValueOf<Rule extends FieldRule> = Rule extends { readonly required: true }
  ? NonNullable<FormValueOf<Rule>>
  : Rule['type'] extends 'boolean' | 'array'
    ? FormValueOf<Rule>
    : NonNullable<FormValueOf<Rule>> | null;

/** The values a save sends, typed by the table. */
export type SentValues<T extends FormTable> = { -readonly [K in keyof T]: SentValueOf<T[K]> };

/** A refusal as a form shows it: the message, under the input it names. */
export interface FormFailure {
  readonly field: string;
  readonly message: string;
}

const keysOf = <T extends FormTable>(table: T): (keyof T & string)[] => Object.keys(table) as (keyof T & string)[];

const isNumeric = (rule: FieldRule): boolean => rule.type === 'integer' || rule.type === 'number';

/** Text the person types (as opposed to a choice among `oneOf`). */
const isTyped = (rule: FieldRule): boolean =>
  !rule.oneOf && !isNumeric(rule) && rule.type !== 'boolean' && rule.type !== 'array';

/** The fields a form edits, in table order: the table without the ones the screen sets itself (ids). */
export function formFields<T extends FormTable, K extends keyof T & string>(table: T, ...leftOut: K[]): Omit<T, K> {
  return Object.fromEntries(Object.entries(table).filter(([key]) => !(leftOut as string[]).includes(key))) as Omit<
    T,
    K
  >;
}

function inputValueOf(rule: FieldRule, value: unknown): unknown {
  if (isNumeric(rule)) return typeof value === 'number' ? value : null;
  if (rule.type === 'boolean') return value === true;
  if (rule.type === 'array') return Array.isArray(value) ? value : [];
  return value === null || value === undefined ? '' : String(value);
}

/**
 * A form's values: the saved record's, or for a new record (null) each field's
 * default from the table. A field the record leaves blank takes its default too.
 */
export function formValues<T extends FormTable>(
  table: T,
  record: Readonly<Partial<Record<keyof T, unknown>>> | null = null,
): FormValues<T> {
  return Object.fromEntries(
    keysOf(table).map((key) => {
      const rule = table[key] as FieldRule;
      return [key, inputValueOf(rule, record?.[key] ?? rule.default)];
    }),
  ) as FormValues<T>;
}

function sentValueOf(rule: FieldRule, value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  const trimmed = value.trim();
  // A blank required field goes as '' so the server, checking again, names it.
  return trimmed === '' && !rule.required ? null : trimmed;
}

/** The values to send: text trimmed, blank optional text as null, numbers as numbers. */
export function sentValues<T extends FormTable>(table: T, values: FormValues<T>): SentValues<T> {
  return Object.fromEntries(
    keysOf(table).map((key) => [key, sentValueOf(table[key] as FieldRule, values[key])]),
  ) as SentValues<T>;
}

/**
 * The first thing wrong with the values, in table order, worded as the server
 * words it (the product shows one failure at a time); null when all pass.
 */
export function firstFailure<T extends FormTable>(table: T, values: FormValues<T>): FormFailure | null {
  const sent = sentValues(table, values) as Record<string, unknown>;
  for (const key of keysOf(table)) {
    const failure = fieldFailure(key, table[key] as FieldRule, sent[key]);
    // A rule's own refusal may name another input of the form (e.g. the start date); else it is this one's.
    if (failure)
      return { field: failure.field && failure.field in table ? failure.field : key, message: failure.message };
  }
  return null;
}

/** What an input takes from its field's rule: `<TextInput {...form.getInputProps('title')} />` gets these too. */
export interface TableInputProps {
  readonly label: string;
  readonly withAsterisk: boolean;
  readonly maxLength?: number;
}

/** The label as the server's messages name the field, the asterisk when required, the maximum length of typed text. */
export function inputPropsOf(rule: FieldRule): TableInputProps {
  const props = { label: rule.label, withAsterisk: rule.required === true };
  return isTyped(rule) && rule.max !== undefined ? { ...props, maxLength: rule.max } : props;
}

/** The input a plain field gets where the screen does not lay it out by hand (components/ui/plain-field-inputs.tsx). */
export type PlainInputKind = 'checkbox' | 'textarea' | 'date' | 'time' | 'email' | 'number' | 'text';

export function plainInputKindOf(rule: FieldRule): PlainInputKind {
  if (rule.type === 'boolean') return 'checkbox';
  if (rule.type === 'date' || rule.type === 'time' || rule.type === 'email') return rule.type;
  if (isNumeric(rule)) return 'number';
  return rule.multiline ? 'textarea' : 'text';
}

/**
 * The fields of a form's table that its screen does not lay out by hand, in table order:
 * a plain field added to the table later shows with its plain input and no edit of the
 * screen (the screen is edited only for a widget of its own).
 */
export function fieldsNotLaidOut<T extends FormTable>(table: T, laidOut: readonly string[]): (keyof T & string)[] {
  return keysOf(table).filter((key) => !laidOut.includes(key));
}

/** A number field as its select or input holds it: '' for none. */
export const inputTextOf = (value: unknown): string => (typeof value === 'number' ? String(value) : '');

/** What a number field's select or input gives back: a number, or null for none. */
export const numberOf = (text: string): number | null =>
  text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text);

export const isNumberField = isNumeric;

/**
 * Where a failed call's message goes besides the heading: under the input the
 * server named (`{ error, code, field }`), when this form has that input. An answer
 * without `field` (an older server, a failure of the whole request) names none.
 */
export function failedFieldOf(error: unknown, fields: readonly string[]): string | null {
  return error instanceof ApiError && error.field !== undefined && fields.includes(error.field) ? error.field : null;
}

/** The message to show in the heading for a refused submit: the first error, in the form's field order. */
export function firstMessage(errors: Readonly<Record<string, unknown>>, order: readonly string[] = []): string | null {
  const keys = [...order.filter((key) => key in errors), ...Object.keys(errors).filter((key) => !order.includes(key))];
  for (const key of keys) {
    const message = errors[key];
    if (typeof message === 'string' && message !== '') return message;
  }
  return null;
}

/** A form that can show a server's refusal under the input it names. */
export interface RefusableForm {
  getValues(): object;
  setFieldError(path: string, error: ReactNode): void;
}

/** Marks the input a failed call names (the answer's `field`) with the server's message; the heading shows it too. */
export function placeFailure(form: RefusableForm, error: unknown): void {
  const field = failedFieldOf(error, Object.keys(form.getValues()));
  if (field && error instanceof Error) form.setFieldError(field, error.message);
}
