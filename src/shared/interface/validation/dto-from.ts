import type { Type } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { type FieldRule, type FieldType, type InputOf, TIME_OF_DAY } from '../../domain/field-table.js';

/**
 * A request body class made from a record's field table, so a form's fields are
 * written once (in the domain) and not restated in a DTO:
 *
 *   export class VenueDto extends dtoFrom(VENUE_FIELDS) {}
 *
 * Each field is described for OpenAPI (type, format, limits, choices, required) and
 * the table is kept on the class for SpecValidationPipe, which checks a body with the
 * kernel's own checker (firstFieldFailure): one checker, one order, one set of messages.
 */
const TABLES = new WeakMap<object, Readonly<Record<string, FieldRule>>>();

const SWAGGER_TYPES: Record<FieldType, string> = {
  string: 'string',
  email: 'string',
  time: 'string',
  date: 'string',
  datetime: 'string',
  integer: 'integer',
  number: 'number',
  boolean: 'boolean',
  array: 'array',
};
// A time field has no format: OpenAPI's `time` is RFC 3339's (19:00:00Z), and forms send 19:00 or 7:00 PM; its pattern says what is taken.
const SWAGGER_FORMATS: Partial<Record<FieldType, string>> = { email: 'email', date: 'date', datetime: 'date-time' };
const TEXT_TYPES: readonly FieldType[] = ['string', 'email', 'time', 'date', 'datetime'];

/** A field's OpenAPI description, from its rule. */
export function apiPropertyOf(rule: FieldRule): ApiPropertyOptions {
  const isText = TEXT_TYPES.includes(rule.type);
  const limits =
    rule.type === 'array'
      ? { minItems: rule.min, maxItems: rule.max }
      : isText
        ? { minLength: rule.min, maxLength: rule.max }
        : { minimum: rule.min, maximum: rule.max };
  return {
    type: SWAGGER_TYPES[rule.type],
    format: SWAGGER_FORMATS[rule.type],
    pattern: rule.type === 'time' ? TIME_OF_DAY.source : undefined,
    required: rule.required ?? false,
    nullable: !rule.required,
    description: rule.description ? `${rule.label}: ${rule.description}` : rule.label,
    example: rule.example ?? undefined,
    default: rule.default ?? undefined,
    enum: rule.oneOf as (string | number | boolean)[] | undefined,
    ...Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined)),
    ...(rule.type === 'array' ? { items: { type: 'object' } } : {}),
  } as ApiPropertyOptions;
}

export function dtoFrom<const T extends Record<string, FieldRule>>(table: T): Type<InputOf<T>> {
  // The subclass (`class VenueDto extends dtoFrom(...)`) gives the OpenAPI schema its name.
  class FieldTableDto {}
  for (const [field, rule] of Object.entries(table)) ApiProperty(apiPropertyOf(rule))(FieldTableDto.prototype, field);
  TABLES.set(FieldTableDto, table);
  return FieldTableDto as Type<InputOf<T>>;
}

/** The field table behind a body class made by dtoFrom (or a subclass of one); undefined for any other type. */
export function fieldTableOf(type: unknown): Readonly<Record<string, FieldRule>> | undefined {
  for (
    let current = type;
    typeof current === 'function' && current !== Function.prototype;
    current = Object.getPrototypeOf(current)
  ) {
    const table = TABLES.get(current);
    if (table) return table;
  }
  return undefined;
}
