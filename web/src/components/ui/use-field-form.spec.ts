/**
 * The form hook itself, rendered once on the server side (no DOM): what it hands
 * each input and what its check refuses. The pure rules are in field-form.spec.ts.
 */
import { describe, expect, it } from '@jest/globals';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { fieldTable } from '@league/shared/domain/field-table.js';
import { formFields, formValues, type FormValues } from './field-form';
import { useFieldForm, type FieldForm, type FieldFormOptions } from './use-field-form';

interface Seat {
  seatID: number;
  name: string;
  table: number | null;
  note: string | null;
}

const SEAT_FIELDS = formFields(
  fieldTable<Seat>()({
    seatID: { label: 'Seat ID', type: 'integer', default: 0 },
    name: { label: 'Name', type: 'string', required: true, max: 20 },
    table: { label: 'Table', type: 'integer', oneOf: [1, 2, 3] },
    note: { label: 'Note', type: 'string', max: 40 },
  }),
  'seatID',
);

type SeatForm = FieldForm<typeof SEAT_FIELDS>;

/** The form as a component using the hook sees it on its first render. */
function formOf(
  values: Partial<FormValues<typeof SEAT_FIELDS>> = {},
  options: FieldFormOptions<typeof SEAT_FIELDS> = {},
): SeatForm {
  let form: SeatForm | undefined;
  function Probe() {
    form = useFieldForm(SEAT_FIELDS, { ...formValues(SEAT_FIELDS), ...values }, options);
    return null;
  }
  renderToString(createElement(Probe));
  if (!form) throw new Error('the probe did not render');
  return form;
}

describe('useFieldForm', () => {
  it('gives each input its name, label, asterisk and length limit from the table', () => {
    const form = formOf();
    expect(form.getInputProps('name')).toMatchObject({
      name: 'name',
      label: 'Name',
      withAsterisk: true,
      maxLength: 20,
      value: '',
    });
    expect(form.getInputProps('note')).toMatchObject({ label: 'Note', withAsterisk: false, maxLength: 40 });
  });

  it('shows a number field to its select as text, and holds it as a number', () => {
    expect(formOf().getInputProps('table').value).toBe('');
    const form = formOf({ table: 2 });
    expect(form.getInputProps('table').value).toBe('2');
    expect(form.getValues().table).toBe(2);
  });

  it('refuses by the table, the first failure only, in the server’s words', () => {
    const result = formOf({ table: 9, note: 'x'.repeat(41) }).validate();
    expect(result.errors).toEqual({ name: 'The "Name" field is required.' });
    expect(formOf({ name: 'Pat', table: 9 }).validate().errors).toEqual({ table: 'The "Table" field is not valid.' });
    expect(formOf({ name: 'Pat', table: 2 }).validate().hasErrors).toBe(false);
  });

  it('runs the form’s own rule across fields once the table passes', () => {
    const check = (values: FormValues<typeof SEAT_FIELDS>) =>
      values.note.includes(values.name) ? null : { field: 'note', message: 'Name the player' };
    expect(formOf({ name: 'Pat', note: 'for Sam' }, { check }).validate().errors).toEqual({ note: 'Name the player' });
    expect(formOf({ name: '', note: 'for Sam' }, { check }).validate().errors).toEqual({
      name: 'The "Name" field is required.',
    });
    expect(formOf({ name: 'Pat', note: 'for Pat' }, { check }).validate().hasErrors).toBe(false);
  });
});
