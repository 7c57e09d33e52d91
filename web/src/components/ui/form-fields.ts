import { useState, type ChangeEvent } from 'react';

/** A form's values: every field as the text its input holds. */
export type FieldValues<V> = { [K in keyof V]: string };

/** What a form knows about its fields. */
export interface FieldSpec<V> {
  /** Each input's label, as the server's messages name the field (`The "Title" field is required.`). */
  readonly labels: Readonly<Record<keyof V, string>>;
  /** The server's maximum lengths, for the inputs that have one. */
  readonly maxLengths?: Readonly<Partial<Record<keyof V, number>>>;
  /** Which field a server refusal is about, so its input is marked invalid too. */
  readonly fieldOf?: (message: string) => keyof V | null;
}

/** The props `field(name)` gives an input (TextInput, PasswordInput, Textarea, NativeSelect). */
export interface FieldProps {
  label: string;
  name: string;
  value: string;
  maxLength: number | undefined;
  /** Marked (aria-invalid, red) while the last refusal names this field. */
  error: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
}

export interface FormFields<V> {
  values: V;
  /** Spread into the input: `<TextInput {...field('title')} withAsterisk />`. */
  field: (name: keyof V & string) => FieldProps;
  /** Shows these values (e.g. the record as the server saved it) and unmarks the marked field. */
  reset: (values: V) => void;
  /** Marks the input a failed call's message names (the others are unmarked). */
  refuse: (error: unknown) => void;
}

/**
 * A form's values and the field its last refusal named. Editing a marked field
 * unmarks it. The spec is read at each render; the initial values once.
 */
export function useFormFields<V extends FieldValues<V>>(spec: NoInfer<FieldSpec<V>>, initial: V | (() => V)): FormFields<V> {
  const [values, setValues] = useState<V>(initial);
  const [invalid, setInvalid] = useState<keyof V | null>(null);

  const field = (name: keyof V & string): FieldProps => ({
    label: spec.labels[name],
    name,
    value: values[name],
    maxLength: spec.maxLengths?.[name],
    error: invalid === name,
    onChange: (event) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      if (invalid === name) setInvalid(null);
    },
  });

  const reset = (next: V) => {
    setValues(next);
    setInvalid(null);
  };

  const refuse = (error: unknown) => setInvalid(error instanceof Error && spec.fieldOf ? spec.fieldOf(error.message) : null);

  return { values, field, reset, refuse };
}
