import { DomainError } from './domain-error.js';
import {
  assertFields,
  defaultRecordOf,
  defaultsOf,
  withDefaults,
  fieldFailure,
  fieldsOf,
  fieldTable,
  firstFieldFailure,
  hiddenFrom,
  recordTable,
  visibleTo,
  writableBy,
  type RecordOf,
} from './field-table.js';

class NotAFruitError extends DomainError {
  readonly code = 'NOT_A_FRUIT';
  override readonly field = 'fruit';
  constructor() {
    super('Pick a fruit from the list');
  }
}

interface Basket {
  id: number;
  name: string;
  email: string | null;
  fruit: string | null;
  count: number | null;
  secret: string | null;
}

const BASKET = fieldTable<Basket>()({
  id: { label: 'Basket ID', type: 'integer', min: 0, default: 0 },
  name: { label: 'Name', type: 'string', required: true, min: 2, max: 8 },
  email: { label: 'Email', type: 'email', max: 20 },
  fruit: {
    label: 'Fruit',
    type: 'string',
    oneOf: ['apple', 'pear'],
    default: 'apple',
    errors: { invalid: () => new NotAFruitError() },
  },
  count: {
    label: 'Count',
    type: 'integer',
    max: 10,
    check: (value) => (value === 7 ? new NotAFruitError() : undefined),
  },
  secret: { label: 'Secret', type: 'string', readLevel: 20, writeLevel: 40 },
});

const failure = (error: DomainError | undefined) =>
  error && { error: error.message, code: error.code, field: error.field };

describe('field tables', () => {
  it('words each generic failure as the product does, with a stable code and the field it is about', () => {
    expect(failure(fieldFailure('name', BASKET.name, '  '))).toEqual({
      error: 'The "Name" field is required.',
      code: 'FIELD_REQUIRED',
      field: 'name',
    });
    expect(failure(fieldFailure('name', BASKET.name, 'a'))).toEqual({
      error: 'The "Name" field must be at least 2.',
      code: 'FIELD_TOO_SHORT',
      field: 'name',
    });
    expect(failure(fieldFailure('name', BASKET.name, 'abcdefghi'))).toEqual({
      error: 'The "Name" field must be no more than 8.',
      code: 'FIELD_TOO_LONG',
      field: 'name',
    });
    expect(failure(fieldFailure('email', BASKET.email, 'nope'))).toEqual({
      error: 'The "Email" field must contain a valid email address.',
      code: 'FIELD_NOT_EMAIL',
      field: 'email',
    });
    expect(failure(fieldFailure('count', BASKET.count, 2.5))).toEqual({
      error: 'The "Count" field is not valid.',
      code: 'FIELD_NOT_VALID',
      field: 'count',
    });
    expect(failure(fieldFailure('name', BASKET.name, 12))).toEqual({
      error: 'The "Name" field is not valid.',
      code: 'FIELD_NOT_VALID',
      field: 'name',
    });
  });

  it("uses the field's own refusal for values outside its choices, and its own rule last", () => {
    expect(failure(fieldFailure('fruit', BASKET.fruit, 'plum'))).toEqual({
      error: 'Pick a fruit from the list',
      code: 'NOT_A_FRUIT',
      field: 'fruit',
    });
    expect(fieldFailure('count', BASKET.count, 7)).toBeInstanceOf(NotAFruitError);
  });

  it('refuses a number out of range as not valid, in the words for a minimum or a maximum (its length is not the point)', () => {
    expect(failure(fieldFailure('count', BASKET.count, 11))).toEqual({
      error: 'The "Count" field must be no more than 10.',
      code: 'FIELD_NOT_VALID',
      field: 'count',
    });
    expect(failure(fieldFailure('id', BASKET.id, -1))).toEqual({
      error: 'The "Basket ID" field must be at least 0.',
      code: 'FIELD_NOT_VALID',
      field: 'id',
    });
  });

  it('lets optional fields be blank and accepts good values', () => {
    expect(firstFieldFailure(BASKET, { name: 'Ann' })).toBeUndefined();
    expect(
      firstFieldFailure(BASKET, { id: 3, name: 'Ann', email: 'a@b.co', fruit: 'pear', count: 10, secret: 'x' }),
    ).toBeUndefined();
  });

  it('refuses dates and instants that do not exist, and numbers PostgreSQL cannot hold', () => {
    const day = { label: 'Day', type: 'date' } as const;
    const at = { label: 'At', type: 'datetime' } as const;
    for (const text of ['2024-02-30', '2023-02-29', '0000-00-00', '9999-99-99'])
      expect(fieldFailure('day', day, text)?.code).toBe('FIELD_NOT_VALID');
    expect(fieldFailure('day', day, '2024-02-29')).toBeUndefined();
    for (const text of ['2024-02-30T10:00:00Z', '1', '-271821-04-20T00:00:00Z'])
      expect(fieldFailure('at', at, text)?.code).toBe('FIELD_NOT_VALID');
    expect(fieldFailure('at', at, '2026-11-23T03:00:00.000Z')).toBeUndefined();
    for (const value of [2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, Infinity, -Infinity, NaN, Number.MAX_VALUE])
      expect(fieldFailure('count', BASKET.count, value)?.code).toBe('FIELD_NOT_VALID');
    expect(fieldFailure('n', { label: 'N', type: 'number' }, Infinity)?.code).toBe('FIELD_NOT_VALID');
  });

  it('reports the first failure in table order', () => {
    expect(firstFieldFailure(BASKET, { name: '', email: 'nope' })?.field).toBe('name');
    expect(firstFieldFailure(BASKET, { name: 'Ann', email: 'nope', fruit: 'plum' })?.field).toBe('email');
    expect(() => assertFields(BASKET, { name: 'Ann', fruit: 'plum' })).toThrow(NotAFruitError);
  });

  it('hides fields above the viewer and drops fields above the writer', () => {
    const basket: Basket = { id: 1, name: 'Ann', email: null, fruit: 'apple', count: 1, secret: 's' };
    expect(visibleTo(BASKET, 0, basket)).not.toHaveProperty('secret');
    expect(visibleTo(BASKET, 20, basket)).toEqual(basket);
    expect(hiddenFrom(BASKET, 0)).toEqual(['secret']);
    expect(writableBy(BASKET, 20, { name: 'Bo', secret: 'x' })).toEqual({ name: 'Bo' });
    expect(writableBy(BASKET, 40, { name: 'Bo', secret: 'x' })).toEqual({ name: 'Bo', secret: 'x' });
  });

  it("gives a new record's values from the defaults", () => {
    expect(defaultsOf(BASKET)).toEqual({ id: 0, name: null, email: null, fruit: 'apple', count: null, secret: null });
    expect(defaultRecordOf(BASKET)).toEqual(defaultsOf(BASKET));
    expect(withDefaults(BASKET, { id: 3, name: 'Ann', fruit: null, count: 2 })).toEqual({
      id: 3,
      name: 'Ann',
      email: null,
      fruit: 'apple',
      count: 2,
      secret: null,
    });
  });

  it("takes a table's fields from a wider object, in table order", () => {
    const entity = { secret: 's', createdAt: new Date(0), count: 3, fruit: 'pear', email: null, name: 'Ann', id: 7 };
    expect(Object.entries(fieldsOf(BASKET, entity))).toEqual([
      ['id', 7],
      ['name', 'Ann'],
      ['email', null],
      ['fruit', 'pear'],
      ['count', 3],
      ['secret', 's'],
    ]);
  });

  it('defines its record type when built with recordTable: required and defaulted fields are never null', () => {
    const CRATE = recordTable({
      crateID: { label: 'Crate ID', type: 'integer', default: 0 },
      label: { label: 'Label', type: 'string', required: true },
      note: { label: 'Note', type: 'string' },
      sealed: { label: 'Sealed', type: 'boolean' },
    });
    const crate: RecordOf<typeof CRATE> = { crateID: 0, label: 'Pears', note: null, sealed: null };
    // @ts-expect-error a required field may not be null
    const unlabelled: RecordOf<typeof CRATE> = { crateID: 0, label: null, note: null, sealed: null };
    expect(firstFieldFailure(CRATE, unlabelled)?.code).toBe('FIELD_REQUIRED');
    expect(firstFieldFailure(CRATE, crate)).toBeUndefined();
  });
});

describe('date fields', () => {
  it('refuses a day that does not exist as a date field, with the field named', () =>
    expect(fieldFailure('startDate', { label: 'Start Date', type: 'date' }, '2025-02-30')).toMatchObject({
      code: 'FIELD_NOT_VALID',
      field: 'startDate',
    }));

  it('security review (line breaks in names): a one-line text field refuses line breaks and control characters; a multiline one only control characters', () => {
    for (const value of ['Ann\nLee', 'Ann\r\nBcc: x@example.com', 'An\u0000n', 'An\u2028n', 'An\tn']) {
      expect(failure(fieldFailure('name', BASKET.name, value))).toEqual({
        error: 'The "Name" field must be one line, without line breaks or control characters.',
        code: 'FIELD_NOT_ONE_LINE',
        field: 'name',
      });
    }
    expect(fieldFailure('email', BASKET.email, 'a@b.co\u0007')?.code).toBe('FIELD_NOT_ONE_LINE');
    // A field with choices keeps its own refusal.
    expect(fieldFailure('fruit', BASKET.fruit, 'apple\n')).toBeInstanceOf(NotAFruitError);
    const notes = { label: 'Notes', type: 'string', max: 100, multiline: true } as const;
    expect(fieldFailure('notes', notes, 'line one\r\nline two\tend')).toBeUndefined();
    expect(failure(fieldFailure('notes', notes, 'bell\u0007'))).toEqual({
      error: 'The "Notes" field may not contain control characters.',
      code: 'FIELD_NOT_ONE_LINE',
      field: 'notes',
    });
  });
});
