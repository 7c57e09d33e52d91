import 'reflect-metadata';
import { DomainError } from '../../domain/domain-error.js';
import { recordTable } from '../../domain/field-table.js';
import { dtoFrom, fieldTableOf } from './dto-from.js';
import { SpecValidationPipe } from './spec-validation.pipe.js';

class NotAFruitError extends DomainError {
  readonly code = 'NOT_A_FRUIT';
  override readonly field = 'fruit';
  constructor() {
    super('Pick a fruit from the list');
  }
}

const BASKET_FIELDS = recordTable({
  basketID: { label: 'Basket ID', type: 'integer', min: 0, default: 0, description: '0 creates a basket' },
  name: { label: 'Name', type: 'string', required: true, min: 2, max: 8, example: 'Picnic' },
  email: { label: 'Email', type: 'email', max: 20 },
  fruit: { label: 'Fruit', type: 'string', oneOf: ['apple', 'pear'], errors: { invalid: () => new NotAFruitError() } },
  pickedOn: { label: 'Picked On', type: 'date' },
  pickedAt: { label: 'Picked At', type: 'time', example: '19:00' },
});

class BasketDto extends dtoFrom(BASKET_FIELDS) {}
class NotADto {}

/** @nestjs/swagger's metadata keys (its constants are not exported). */
const DECORATORS = {
  API_MODEL_PROPERTIES: 'swagger/apiModelProperties',
  API_MODEL_PROPERTIES_ARRAY: 'swagger/apiModelPropertiesArray',
};

/** The OpenAPI properties @nestjs/swagger collected for a class. */
function apiProperties(type: { prototype: object }): Record<string, Record<string, unknown>> {
  const names = (Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES_ARRAY, type.prototype) as string[]).map((name) =>
    name.slice(1),
  );
  return Object.fromEntries(
    names.map((name) => [
      name,
      Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, type.prototype, name) as Record<string, unknown>,
    ]),
  );
}

const pipe = new SpecValidationPipe();
const check = (body: unknown) => {
  try {
    return { value: pipe.transform(body, { type: 'body', metatype: BasketDto }) };
  } catch (error) {
    const failure = error as DomainError;
    return { error: failure.message, code: failure.code, field: failure.field };
  }
};

describe('dtoFrom', () => {
  it('describes every field of the table for OpenAPI, in table order', () => {
    const properties = apiProperties(BasketDto);
    expect(Object.keys(properties)).toEqual(['basketID', 'name', 'email', 'fruit', 'pickedOn', 'pickedAt']);
    expect(properties.basketID).toMatchObject({
      type: 'integer',
      minimum: 0,
      required: false,
      nullable: true,
      default: 0,
      description: 'Basket ID: 0 creates a basket',
    });
    expect(properties.name).toMatchObject({
      type: 'string',
      minLength: 2,
      maxLength: 8,
      required: true,
      nullable: false,
      example: 'Picnic',
      description: 'Name',
    });
    expect(properties.email).toMatchObject({ type: 'string', format: 'email', maxLength: 20, required: false });
    expect(properties.fruit).toMatchObject({ type: 'string', enum: ['apple', 'pear'] });
    expect(properties.pickedOn).toMatchObject({ type: 'string', format: 'date' });
  });

  it("describes a time of day by the pattern the checker takes, not OpenAPI's format time (RFC 3339, which needs seconds and an offset)", () => {
    const { pickedAt } = apiProperties(BasketDto);
    expect(pickedAt).toMatchObject({ type: 'string', example: '19:00' });
    expect(pickedAt!.format).toBeUndefined();
    for (const time of ['19:00', '19:00:00', '7:00 PM'])
      expect(new RegExp(pickedAt!.pattern as string).test(time)).toBe(true);
    expect(new RegExp(pickedAt!.pattern as string).test('19h')).toBe(false);
  });

  it('keeps the table for the validation pipe, through subclasses, and only for such classes', () => {
    expect(fieldTableOf(BasketDto)).toBe(BASKET_FIELDS);
    expect(fieldTableOf(NotADto)).toBeUndefined();
    expect(fieldTableOf(String)).toBeUndefined();
    expect(fieldTableOf(undefined)).toBeUndefined();
  });
});

describe('SpecValidationPipe', () => {
  it('answers the first failing field in table order, as the coded field error', () => {
    expect(check({ name: '', email: 'nope' })).toEqual({
      error: 'The "Name" field is required.',
      code: 'FIELD_REQUIRED',
      field: 'name',
    });
    expect(check({ name: 'x' })).toEqual({
      error: 'The "Name" field must be at least 2.',
      code: 'FIELD_TOO_SHORT',
      field: 'name',
    });
    expect(check({ basketID: 1.5, name: 'x' })).toEqual({
      error: 'The "Basket ID" field is not valid.',
      code: 'FIELD_NOT_VALID',
      field: 'basketID',
    });
    expect(check({ name: 'Picnic', email: 'nope' })).toEqual({
      error: 'The "Email" field must contain a valid email address.',
      code: 'FIELD_NOT_EMAIL',
      field: 'email',
    });
    expect(check({ name: 'Picnic', fruit: 'plum' })).toEqual({
      error: 'Pick a fruit from the list',
      code: 'NOT_A_FRUIT',
      field: 'fruit',
    });
    expect(check({ name: 'Picnic', pickedOn: '2025-02-30x' })).toMatchObject({
      code: 'FIELD_NOT_VALID',
      field: 'pickedOn',
    });
  });

  it('keeps only the table fields, trimmed, with blanks and absent fields as null', () => {
    const { value } = check({ name: '  Picnic\u0000 ', email: '   ', extra: 'dropped', fruit: 'pear' });
    expect(value).toBeInstanceOf(BasketDto);
    expect({ ...(value as object) }).toEqual({
      basketID: null,
      name: 'Picnic',
      email: null,
      fruit: 'pear',
      pickedOn: null,
      pickedAt: null,
    });
  });

  it('refuses a body that is not an object, and leaves other parameters alone', () => {
    expect(check([1, 2])).toMatchObject({ code: 'INVALID_INPUT', field: undefined });
    expect(pipe.transform('7', { type: 'param', metatype: String, data: 'venueID' })).toBe('7');
    expect(pipe.transform({ any: 1 }, { type: 'body', metatype: NotADto })).toEqual({ any: 1 });
  });
});
