import type { DomainError } from '../domain/domain-error.js';
import { DateParam, IdParam } from './path-params.js';

const refusal = (transform: () => unknown) => {
  try {
    transform();
  } catch (error) {
    const failure = error as DomainError;
    return { code: failure.code, field: failure.field, error: failure.message };
  }
  throw new Error('expected a refusal');
};

describe('IdParam', () => {
  const venueID = (value: string | undefined) =>
    new IdParam('Venue ID').transform(value, { type: 'param', data: 'venueID' });

  it('reads whole numbers of up to 9 digits, and a missing segment as 0', () => {
    expect(venueID('0')).toBe(0);
    expect(venueID('17')).toBe(17);
    expect(venueID('999999999')).toBe(999_999_999);
    expect(venueID(undefined)).toBe(0);
    expect(venueID('')).toBe(0);
  });

  it.each([
    '2147483648',
    '9007199254740993',
    '1e309',
    '-1',
    '1.5',
    'NaN',
    'Infinity',
    ' 7',
    '7\u0000',
    '０',
    '0x1f',
    'abc',
  ])('refuses %j as "not valid", naming the segment', (value) => {
    expect(refusal(() => venueID(value))).toEqual({
      code: 'FIELD_NOT_VALID',
      field: 'venueID',
      error: 'The "Venue ID" field is not valid.',
    });
  });
});

describe('DateParam', () => {
  const start = (value: string | undefined) =>
    new DateParam('Start').transform(value, { type: 'param', data: 'start' });

  it('passes a day that exists, and a missing segment as undefined', () => {
    expect(start('2024-02-29')).toBe('2024-02-29');
    expect(start('2025-12-31')).toBe('2025-12-31');
    expect(start(undefined)).toBeUndefined();
    expect(start('')).toBeUndefined();
  });

  it.each([
    '2024-02-30',
    '2023-02-29',
    '2024-04-31',
    '0000-00-00',
    '0000-01-01',
    '9999-99-99',
    '2024-13-01',
    '2024-1-1',
    'today',
    '2024-02-28T00:00:00Z',
  ])('refuses %j as "not valid", naming the segment', (value) => {
    expect(refusal(() => start(value))).toEqual({
      code: 'FIELD_NOT_VALID',
      field: 'start',
      error: 'The "Start" field is not valid.',
    });
  });
});
