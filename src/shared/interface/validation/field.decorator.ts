import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { registerDecorator, type ValidationArguments } from 'class-validator';
import { FieldMessages } from '../../domain/validation.errors.js';

/**
 * One decorator per input field: it documents the field in OpenAPI and checks it
 * in a fixed order (required, type, at least, no more than, format), so the message
 * is always SPEC section 5's and the first failure is the one a person should fix.
 */
export type FieldKind = 'string' | 'integer' | 'number' | 'boolean' | 'email' | 'date' | 'time' | 'datetime' | 'array';

export interface FieldRules {
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** Length for strings, value for numbers. */
  min?: number;
  max?: number;
  /** Allowed values; anything else is "not valid". */
  oneOf?: readonly (string | number)[];
  /** Extra check after the generic ones: return a message to refuse. */
  check?: (value: unknown, object: object) => string | undefined;
  description?: string;
  example?: unknown;
}

const MAX_INTEGER = 2_147_483_647;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{1,2}:\d{2}(:\d{2})?(\s?[AaPp][Mm])?$/;

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export function firstFieldFailure(rules: FieldRules, value: unknown, object: object = {}): string | undefined {
  const { label } = rules;
  if (isBlank(value)) return rules.required ? FieldMessages.required(label) : undefined;
  switch (rules.kind) {
    case 'string':
    case 'email':
    case 'time':
      if (typeof value !== 'string') return FieldMessages.invalid(label);
      break;
    case 'integer':
      // PostgreSQL's integer range: anything wider could never match a row.
      if (typeof value !== 'number' || !Number.isInteger(value) || Math.abs(value) > MAX_INTEGER) return FieldMessages.invalid(label);
      break;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return FieldMessages.invalid(label);
      break;
    case 'boolean':
      if (typeof value !== 'boolean') return FieldMessages.invalid(label);
      break;
    case 'date':
      if (typeof value !== 'string' || !DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return FieldMessages.invalid(label);
      break;
    case 'datetime':
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return FieldMessages.invalid(label);
      break;
    case 'array':
      if (!Array.isArray(value)) return FieldMessages.invalid(label);
      break;
  }
  const size = typeof value === 'string' ? value.trim().length : typeof value === 'number' ? value : Array.isArray(value) ? value.length : undefined;
  if (size !== undefined && rules.min !== undefined && size < rules.min) return FieldMessages.atLeast(label, rules.min);
  if (size !== undefined && rules.max !== undefined && size > rules.max) return FieldMessages.noMoreThan(label, rules.max);
  if (rules.kind === 'email' && !EMAIL.test(String(value).trim())) return FieldMessages.email(label);
  if (rules.kind === 'time' && !TIME.test(String(value).trim())) return FieldMessages.invalid(label);
  if (rules.oneOf && !rules.oneOf.includes(value as string | number)) return FieldMessages.invalid(label);
  return rules.check?.(value, object);
}

const SWAGGER_TYPES: Record<FieldKind, string> = {
  string: 'string', email: 'string', time: 'string', date: 'string', datetime: 'string',
  integer: 'integer', number: 'number', boolean: 'boolean', array: 'array',
};
const SWAGGER_FORMATS: Partial<Record<FieldKind, string>> = { email: 'email', date: 'date', datetime: 'date-time' };

export function Field(rules: FieldRules): PropertyDecorator {
  return (target, propertyName) => {
    const isString = ['string', 'email', 'time'].includes(rules.kind);
    ApiProperty({
      type: SWAGGER_TYPES[rules.kind],
      format: SWAGGER_FORMATS[rules.kind],
      required: rules.required ?? false,
      nullable: !rules.required,
      description: rules.description ?? rules.label,
      example: rules.example,
      enum: rules.oneOf as (string | number)[] | undefined,
      ...(isString ? { minLength: rules.min, maxLength: rules.max } : { minimum: rules.min, maximum: rules.max }),
      ...(rules.kind === 'array' ? { items: { type: 'object' } } : {}),
    } as ApiPropertyOptions)(target, propertyName);
    registerDecorator({
      name: 'field',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown, args: ValidationArguments) => firstFieldFailure(rules, value, args.object) === undefined,
        defaultMessage: (args?: ValidationArguments) => firstFieldFailure(rules, args?.value, args?.object ?? {}) ?? '',
      },
    });
  };
}
