import { Checkbox, Grid, TextInput, Textarea } from '@mantine/core';
import type { FieldRule } from '@league/shared/domain/field-table.js';
import { fieldsNotLaidOut, plainInputKindOf, type FormTable } from './field-form';
import type { FieldForm } from './use-field-form';

/**
 * The fields of a form's table its screen does not lay out by hand, each with its plain
 * input (text, text area, date, time, email, number, checkbox), half a row wide: a new
 * plain field of the table shows without an edit of the screen.
 */
export function PlainFieldInputs<T extends FormTable>({
  form,
  table,
  laidOut,
}: {
  readonly form: FieldForm<T>;
  readonly table: T;
  readonly laidOut: readonly string[];
}) {
  return fieldsNotLaidOut(table, laidOut).map((name) => {
    const rule = table[name] as FieldRule;
    const kind = plainInputKindOf(rule);
    const props = () => form.getInputProps(name as never);
    return (
      <Grid.Col key={name} span={{ base: 12, sm: kind === 'textarea' ? 12 : 6 }}>
        {kind === 'checkbox' ? (
          <Checkbox size="md" {...form.getInputProps(name as never, { type: 'checkbox' })} />
        ) : kind === 'textarea' ? (
          <Textarea {...props()} autosize minRows={2} maxRows={6} />
        ) : (
          <TextInput
            {...props()}
            type={kind === 'text' || kind === 'number' ? undefined : kind}
            inputMode={kind === 'number' ? 'numeric' : undefined}
            autoComplete="off"
          />
        )}
      </Grid.Col>
    );
  });
}
