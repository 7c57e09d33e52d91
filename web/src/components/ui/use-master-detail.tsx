import { useId, useReducer, useState, type ReactElement } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import type { UseMutationResult } from '@tanstack/react-query';
import { failureText } from '../../lib/api-client';
import { MOBILE_MEDIA_QUERY } from '../../config/site';
import { FormHeading } from './form-status';
import { firstMessage, placeFailure, type RefusableForm } from './field-form';
import {
  formKeyOf,
  initialMasterDetail,
  masterDetailStep,
  selectionOf,
  under,
  type MasterDetailEvent,
} from './master-detail';
import type { RecordFormActionsProps } from './record-form';
import type { RecordListProps } from './record-picker';

/** A write that answers a message (every save and delete). */
export interface MessageAnswer {
  readonly message: string;
}

export interface MasterDetailOptions<R, I, A extends MessageAnswer> {
  /**
   * The record in words: "venue" frames failures as "Error updating venue (…)" /
   * "Error deleting venue (…)" and asks "Delete venue?".
   */
  readonly noun: string;
  /** The form's own heading: `update` for a saved record, `add` for a new one. */
  readonly headings: { readonly update: string; readonly add: string };
  /** What Delete sends (the id) and what the confirm dialog names. */
  readonly identify: (record: R) => { readonly id: number; readonly name: string };
  readonly save: UseMutationResult<A, Error, I>;
  /** The record as saved, from the save's answer (`{ message, venue }`). */
  readonly savedRecord: (answer: A) => R;
  /** Takes the id `identify` gives. */
  readonly remove: UseMutationResult<MessageAnswer, Error, number>;
  /** The selection of the record this one belongs to (another master-detail's `selection`): a change starts over. */
  readonly within?: string;
  /** "Active … only" at first (default: ticked). */
  readonly activeOnly?: boolean;
  /** The record selected at first (e.g. the id in the address); 0, the default, is "New …". */
  readonly initialID?: number;
}

/** What the record's form gets: spread nothing, call these. */
export interface RecordDetail<R, I> {
  /** The selected record's id; 0 adds a new one. */
  readonly id: number;
  /** Give the form this React key: it changes on each pick and save, so the form starts again from the record as saved. */
  readonly formKey: string;
  /** The form's valid submit: saves, shows the answer in the heading, marks the input a refusal names. */
  readonly save: (input: I, form: RefusableForm, onFailure?: (error: Error) => void) => void;
  /** The form's refused submit (the site's own check, in the server's words): shows the first message in the heading. */
  readonly refuse: (errors: Readonly<Record<string, unknown>>) => void;
  /** "Saving..." / "Deleting...", else the last outcome, else the form's own heading. */
  readonly heading: (record: R | null) => ReactElement;
  /** Spread into `<RecordFormActions {...detail.actions(record)} />`. */
  readonly actions: (record: R | null) => RecordFormActionsProps;
}

export interface MasterDetail<R, I> {
  readonly selectedID: number;
  /** Changes when this record is picked, added or deleted: the `within` of the records that belong to it. */
  readonly selection: string;
  /** Spread into the record's list: `<VenueList {...venues.list} />`. */
  readonly list: RecordListProps;
  readonly detail: RecordDetail<R, I>;
  /** The form panel's element id: on a phone, picking from the list scrolls it into view. */
  readonly panelID: string;
}

/**
 * A management screen's list + form + delete for one kind of record (product §2 and 4):
 * the selection, "Active … only", the outcome heading, Save and Delete (asked first),
 * and on a phone the scroll to the form. Refusals of the input (400) and clashes
 * (409) show as the server words them, under the input they name as well; anything
 * else is framed as product §8 does.
 */
export function useMasterDetail<R, I, A extends MessageAnswer>(
  options: MasterDetailOptions<R, I, A>,
): MasterDetail<R, I> {
  const { noun, headings, identify, save, savedRecord, remove, within = '' } = options;
  const [stored, dispatch] = useReducer(masterDetailStep, undefined, () =>
    initialMasterDetail(options.activeOnly ?? true, within, options.initialID ?? 0),
  );
  const state = under(stored, within);
  const send = (event: MasterDetailEvent) => dispatch([within, event]);
  const [confirming, setConfirming] = useState(false);
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY) ?? false;
  const panelID = useId();

  const list: RecordListProps = {
    selectedID: state.id,
    onSelect: (id) => {
      send({ type: 'picked', id });
      if (mobile)
        requestAnimationFrame(() =>
          document.getElementById(panelID)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
        );
    },
    activeOnly: state.activeOnly,
    onActiveOnlyChange: (activeOnly) => send({ type: 'activeOnly', activeOnly }),
  };

  const detail: RecordDetail<R, I> = {
    id: state.id,
    formKey: formKeyOf(state),
    save: (input, form, onFailure) => {
      send({ type: 'sending' });
      save.mutate(input, {
        onSuccess: (answer) => send({ type: 'saved', id: identify(savedRecord(answer)).id, message: answer.message }),
        onError: (error) => {
          placeFailure(form, error);
          send({ type: 'failed', message: failureText(`Error updating ${noun}`, error) });
          onFailure?.(error);
        },
      });
    },
    refuse: (errors) => send({ type: 'failed', message: firstMessage(errors) ?? 'Please check the form.' }),
    heading: (record) => (
      <FormHeading
        busy={save.isPending ? 'Saving...' : remove.isPending && 'Deleting...'}
        error={state.outcome?.kind === 'error' && state.outcome.message}
        success={state.outcome?.kind === 'success' && state.outcome.message}
      >
        {record ? headings.update : headings.add}
      </FormHeading>
    ),
    actions: (record) => {
      const saved = record ? identify(record) : null;
      return {
        noun,
        name: saved ? saved.name : null,
        saving: save.isPending,
        deleting: remove.isPending,
        confirming,
        onDelete: () => setConfirming(true),
        onCancel: () => setConfirming(false),
        onConfirm: () => {
          if (!saved) return;
          send({ type: 'sending' });
          remove.mutate(saved.id, {
            onSuccess: (answer) => {
              setConfirming(false);
              send({ type: 'deleted', message: answer.message });
            },
            onError: (error) => {
              setConfirming(false);
              send({ type: 'failed', message: failureText(`Error deleting ${noun}`, error) });
            },
          });
        },
      };
    },
  };

  return { selectedID: state.id, selection: selectionOf(state), list, detail, panelID };
}
