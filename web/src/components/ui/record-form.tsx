import { useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { failureText } from '../../lib/api-client';
import { ConfirmDelete } from './confirm-delete';
import { useFormFields, type FieldProps, type FieldSpec, type FieldValues } from './form-fields';
import { FormHeading } from './form-status';

/** The outcome of the last save or delete; it replaces the form's heading until the next action. */
export interface FormOutcome {
  kind: 'success' | 'error';
  message: string;
}

/** A write that answers a message (every save and delete). */
export interface MessageAnswer {
  message: string;
}

/**
 * What a management screen gives each record form. The screen keeps the outcome,
 * so it outlives the form starting again (a new record saved gets its own id).
 */
export interface RecordFormProps<R> {
  /** The last save or delete; null shows the form's own heading. */
  outcome: FormOutcome | null;
  onOutcome: (outcome: FormOutcome | null) => void;
  onSaved: (record: R) => void;
  onDeleted: () => void;
}

/** One kind of record's form, declared once beside its values (e.g. VENUE_FORM). */
export interface RecordFormSpec<N extends string, R, V extends FieldValues<V>> {
  /**
   * The record in words and in the save answer. "venue" frames failures as "Error
   * updating venue (…)" / "Error deleting venue (…)", asks "Delete venue?", and reads
   * the saved record from the answer's `venue` (POST answers `{ message, venue }`).
   */
  noun: N;
  /** The form's own heading: `update` for a saved record, `add` for a new one. */
  headings: { readonly update: string; readonly add: string };
  fields: FieldSpec<V>;
  /** The values of a saved record, or of a new one (null). */
  toValues: (record: R | null) => V;
  /** What Delete sends (the id) and what the confirm dialog names. */
  identify: (record: R) => { id: number; name: string };
}

export interface RecordFormOptions<R, V, I, A> extends RecordFormProps<R> {
  save: UseMutationResult<A, Error, I>;
  /** Takes the id `identify` gives. */
  remove: UseMutationResult<MessageAnswer, Error, number>;
  /** The save request's body. */
  toInput: (values: V) => I;
}

export interface RecordForm<V> {
  values: V;
  /** Spread into an input: `<TextInput {...field('title')} withAsterisk />`. */
  field: (name: keyof V & string) => FieldProps;
  /** The form's onSubmit: saves, then shows the server's answer in the heading. */
  submit: (event: FormEvent) => void;
  /** "Saving..." / "Deleting...", then the outcome, else the form's own heading. */
  heading: ReactElement;
  /** Spread into `<RecordFormActions {...actions} />`. */
  actions: RecordFormActionsProps;
}

/**
 * A record's form on a management screen: its values, Save and Delete (asked first),
 * and the one heading that shows what happened (SPEC 4). Refusals of the input (400)
 * and clashes (409) show as the server words them and mark the field they name;
 * anything else is framed as SPEC 8 does.
 *
 * `record` is the record as saved (null adds a new one); give the form a React `key`
 * that changes when another record is picked, so it starts again from that record.
 */
export function useRecordForm<N extends string, R, V extends FieldValues<V>, I, A extends MessageAnswer & Record<N, R>>(
  spec: RecordFormSpec<N, R, V>,
  record: R | null,
  { save, remove, toInput, outcome, onOutcome, onSaved, onDeleted }: RecordFormOptions<R, V, I, A>,
): RecordForm<V> {
  const fields = useFormFields(spec.fields, () => spec.toValues(record));
  const [confirming, setConfirming] = useState(false);
  const saved = record === null ? null : spec.identify(record);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onOutcome(null);
    save.mutate(toInput(fields.values), {
      onSuccess: (answer) => {
        const savedRecord = answer[spec.noun];
        fields.reset(spec.toValues(savedRecord));
        onOutcome({ kind: 'success', message: answer.message });
        onSaved(savedRecord);
      },
      onError: (error) => {
        fields.refuse(error);
        onOutcome({ kind: 'error', message: failureText(`Error updating ${spec.noun}`, error) });
      },
    });
  };

  const confirmDelete = () => {
    if (!saved) return;
    onOutcome(null);
    remove.mutate(saved.id, {
      onSuccess: (answer) => {
        setConfirming(false);
        onOutcome({ kind: 'success', message: answer.message });
        onDeleted();
      },
      onError: (error) => {
        setConfirming(false);
        onOutcome({ kind: 'error', message: failureText(`Error deleting ${spec.noun}`, error) });
      },
    });
  };

  const heading = (
    <FormHeading
      busy={save.isPending ? 'Saving...' : remove.isPending && 'Deleting...'}
      error={outcome?.kind === 'error' && outcome.message}
      success={outcome?.kind === 'success' && outcome.message}
    >
      {saved ? spec.headings.update : spec.headings.add}
    </FormHeading>
  );

  const actions: RecordFormActionsProps = {
    noun: spec.noun,
    name: saved ? saved.name : null,
    saving: save.isPending,
    deleting: remove.isPending,
    confirming,
    onDelete: () => setConfirming(true),
    onCancel: () => setConfirming(false),
    onConfirm: confirmDelete,
  };

  return { values: fields.values, field: fields.field, submit, heading, actions };
}

export interface RecordFormActionsProps {
  /** "venue": the dialog asks "Delete venue?". */
  noun: string;
  /** The saved record's name, which the dialog names; null for a new record (Delete is off). */
  name: string | null;
  saving: boolean;
  deleting: boolean;
  /** The confirm dialog is open. */
  confirming: boolean;
  onDelete: () => void;
  onCancel: () => void;
  onConfirm: () => void;
  /** More buttons, after Delete. */
  children?: ReactNode;
}

/** Save (the form's submit button) and Delete, which asks first in a dialog with Cancel focused. */
export function RecordFormActions({ noun, name, saving, deleting, confirming, onDelete, onCancel, onConfirm, children }: RecordFormActionsProps) {
  return (
    <>
      <Group gap="sm">
        <Button type="submit" size="md" leftSection={<IconDeviceFloppy size={18} aria-hidden />} loading={saving}>
          Save
        </Button>
        <Button
          type="button"
          size="md"
          color="red"
          variant="outline"
          leftSection={<IconTrash size={18} aria-hidden />}
          disabled={name === null}
          onClick={onDelete}
        >
          Delete
        </Button>
        {children}
      </Group>
      <ConfirmDelete opened={confirming} title={`Delete ${noun}?`} busy={deleting} onCancel={onCancel} onConfirm={onConfirm}>
        Delete the {noun} “{name}”? This cannot be undone.
      </ConfirmDelete>
    </>
  );
}
