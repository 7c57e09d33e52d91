import { describe, expect, it } from '@jest/globals';
import { fieldTable } from '@league/shared/domain/field-table.js';
import { ApiError, failureOf } from '../../lib/api-client';
import {
  failedFieldOf,
  fieldsNotLaidOut,
  firstFailure,
  firstMessage,
  formFields,
  formValues,
  inputPropsOf,
  inputTextOf,
  numberOf,
  plainInputKindOf,
  sentValues,
} from './field-form';

interface Table {
  tableID: number;
  name: string;
  seats: number | null;
  color: string | null;
  notes: string | null;
  opened: string | null;
}

const TABLE_FIELDS = fieldTable<Table>()({
  tableID: { label: 'Table ID', type: 'integer', default: 0 },
  name: { label: 'Name', type: 'string', required: true, max: 12 },
  seats: { label: 'Seats', type: 'integer', min: 2, max: 10, default: 9 },
  color: { label: 'Color', type: 'string', oneOf: ['green', 'blue'], default: 'green', max: 5 },
  notes: { label: 'Notes', type: 'string', max: 200 },
  opened: { label: 'Opened', type: 'date' },
});

const FORM = formFields(TABLE_FIELDS, 'tableID');

describe('a form read from a field table', () => {
  it('edits the table without the fields the screen sets, in table order', () => {
    expect(Object.keys(FORM)).toEqual(['name', 'seats', 'color', 'notes', 'opened']);
  });

  it('starts a new record from the defaults: numbers as numbers, blank text as ""', () => {
    expect(formValues(FORM)).toEqual({ name: '', seats: 9, color: 'green', notes: '', opened: '' });
  });

  it('starts a saved record from its values, a blank one taking the default', () => {
    expect(formValues(FORM, { name: 'Final', seats: 6, color: null, notes: null, opened: '2026-03-10' })).toEqual({
      name: 'Final',
      seats: 6,
      color: 'green',
      notes: '',
      opened: '2026-03-10',
    });
  });

  it('sends text trimmed, blank optional fields as null, a blank required one as "" (the server names it)', () => {
    expect(sentValues(FORM, { name: '  ', seats: null, color: 'blue', notes: '  two\nlines ', opened: '' })).toEqual({
      name: '',
      seats: null,
      color: 'blue',
      notes: 'two\nlines',
      opened: null,
    });
  });

  it('checks as the server does, in table order, and names the input', () => {
    const values = formValues(FORM);
    expect(firstFailure(FORM, values)).toEqual({ field: 'name', message: 'The "Name" field is required.' });
    expect(firstFailure(FORM, { ...values, name: 'Final', seats: 11, notes: 'x'.repeat(201) })).toEqual({
      field: 'seats',
      message: 'The "Seats" field must be no more than 10.',
    });
    expect(firstFailure(FORM, { ...values, name: 'Final', color: 'red' })).toEqual({
      field: 'color',
      message: 'The "Color" field is not valid.',
    });
    expect(firstFailure(FORM, { ...values, name: 'Final', opened: '2026-13-45' })?.field).toBe('opened');
    expect(firstFailure(FORM, { ...values, name: ' Final ' })).toBeNull();
  });

  it('gives each input its label, asterisk and the length limit of typed text only', () => {
    expect(inputPropsOf(FORM.name)).toEqual({ label: 'Name', withAsterisk: true, maxLength: 12 });
    expect(inputPropsOf(FORM.seats)).toEqual({ label: 'Seats', withAsterisk: false });
    expect(inputPropsOf(FORM.color)).toEqual({ label: 'Color', withAsterisk: false });
  });

  it('keeps number fields numbers through a select', () => {
    expect(inputTextOf(7)).toBe('7');
    expect(inputTextOf(null)).toBe('');
    expect(numberOf('7')).toBe(7);
    expect(numberOf('')).toBeNull();
  });

  it('shows the first refusal of a submit in form order', () => {
    expect(firstMessage({ seats: 'too many', name: 'required' }, Object.keys(FORM))).toBe('required');
    expect(firstMessage({})).toBeNull();
  });
});

describe('fields a screen does not lay out by hand', () => {
  it('are the rest of the table, in table order, each with its plain input', () => {
    expect(fieldsNotLaidOut(FORM, ['name', 'color'])).toEqual(['seats', 'notes', 'opened']);
    expect(fieldsNotLaidOut(FORM, Object.keys(FORM))).toEqual([]);
    expect([FORM.name, FORM.seats, FORM.opened].map(plainInputKindOf)).toEqual(['text', 'number', 'date']);
    expect(plainInputKindOf({ label: 'Open', type: 'boolean' })).toBe('checkbox');
    expect(plainInputKindOf({ label: 'Notes', type: 'string', multiline: true })).toBe('textarea');
  });
});

describe('a server refusal placed by its field', () => {
  it('reads { error, code, field } from the answer', () => {
    expect(failureOf({ error: 'The "Title" field is required.', code: 'FIELD_REQUIRED', field: 'title' })).toEqual({
      error: 'The "Title" field is required.',
      code: 'FIELD_REQUIRED',
      field: 'title',
    });
    expect(failureOf({ error: 'Venue has games', code: 'VENUE_IN_USE' })).toEqual({
      error: 'Venue has games',
      code: 'VENUE_IN_USE',
      field: undefined,
    });
    expect(failureOf({ rows: [] })).toBeUndefined();
  });

  it('goes under the input the answer names, never by reading its words', () => {
    const fields = Object.keys(FORM);
    expect(failedFieldOf(new ApiError('Anything at all', 400, 'FIELD_TOO_LONG', 'notes'), fields)).toBe('notes');
    // An older answer without `field`: the heading alone shows it, even when its words name an input.
    expect(failedFieldOf(new ApiError('The "Name" field is required.', 400), fields)).toBeNull();
    // A field this form does not have (set by the screen): the heading alone.
    expect(failedFieldOf(new ApiError('No venue selected', 400, 'NO_VENUE_SELECTED', 'tableID'), fields)).toBeNull();
    expect(failedFieldOf(new Error('offline'), fields)).toBeNull();
  });
});
