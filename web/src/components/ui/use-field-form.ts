import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import {
  firstFailure,
  firstMessage,
  inputPropsOf,
  inputTextOf,
  isNumberField,
  numberOf,
  type FormFailure,
  type FormTable,
  type FormValues,
} from './field-form';

export type FieldForm<T extends FormTable> = UseFormReturnType<FormValues<T>>;

export interface FieldFormOptions<T extends FormTable> {
  /** A rule across fields, checked after the table's own (e.g. "Passwords do not match"). */
  readonly check?: (values: FormValues<T>) => FormFailure | null;
}

/**
 * A @mantine/form form whose rules are a field table: on submit it checks the
 * values as the server will (the first failure only, in the server's words, under
 * its input), and `form.getInputProps(name)` also gives each input its label,
 * asterisk and maximum length from the table, and keeps number fields numbers
 * (a select holds '' for none). Editing a marked input unmarks it.
 *
 * The initial values are read once; give the form a React `key` to start it again.
 */
export function useFieldForm<T extends FormTable>(
  table: T,
  initialValues: FormValues<T>,
  { check }: FieldFormOptions<T> = {},
): FieldForm<T> {
  return useForm<FormValues<T>>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const failure = firstFailure(table, values) ?? check?.(values) ?? null;
      return failure ? { [failure.field]: failure.message } : {};
    },
    enhanceGetInputProps: ({ field, inputProps, form }) => {
      const rule = (table as FormTable)[field as string];
      if (!rule) return undefined;
      const props = { name: field, ...inputPropsOf(rule) };
      if (!isNumberField(rule)) return props;
      return {
        ...props,
        value: inputTextOf(inputProps.value),
        onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
          form.setFieldValue(field, numberOf(event.currentTarget.value) as never),
      };
    },
  });
}

// In field-form.ts, without @mantine/form: a page that only shows a master-detail list (Game Detail) does not download the form library.
export { placeFailure, type RefusableForm } from './field-form';

export interface CheckedSubmit<T extends FormTable> {
  /** The site's own refusal of the last submit (the heading shows it), else null. */
  readonly refusal: string | null;
  /** The form's onSubmit: `send` runs with the values only when they pass the table's check. */
  readonly submit: (send: (values: FormValues<T>) => void) => (event?: FormEvent<HTMLFormElement>) => void;
}

/** For a form on its own page (log-in, passwords): the heading's message when the site's check refuses a submit. */
export function useCheckedSubmit<T extends FormTable>(form: FieldForm<T>, table: T): CheckedSubmit<T> {
  const [refusal, setRefusal] = useState<string | null>(null);
  return {
    refusal,
    submit: (send) =>
      form.onSubmit(
        (values) => {
          setRefusal(null);
          send(values);
        },
        (errors) => setRefusal(firstMessage(errors, Object.keys(table))),
      ),
  };
}
