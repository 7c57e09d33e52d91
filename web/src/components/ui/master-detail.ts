/**
 * What a management screen remembers about one kind of record (a list to pick
 * from beside the record's form): which record is selected, whether the list shows
 * active ones only, and the outcome of the last save or delete, which replaces the
 * form's heading until the next action (product §4). Pure: use-master-detail.tsx keeps
 * it in React state, and master-detail.spec.ts tests it.
 */

/** The outcome of the last save or delete. */
export interface FormOutcome {
  readonly kind: 'success' | 'error';
  readonly message: string;
}

export interface MasterDetailState {
  /** The selected record; 0 is the "New …" entry. */
  readonly id: number;
  /** Counts picks from the list: picking (even the record already picked) starts its form again. */
  readonly picks: number;
  /** Counts every start of the form, picks and saves alike: the form's React key changes with it. */
  readonly starts: number;
  readonly activeOnly: boolean;
  readonly outcome: FormOutcome | null;
  /** The selection of the record this one belongs to (a venue's, for its events); a change starts over. */
  readonly within: string;
}

export type MasterDetailEvent =
  | { readonly type: 'picked'; readonly id: number }
  | { readonly type: 'activeOnly'; readonly activeOnly: boolean }
  /** A save or delete starts: the last outcome gives way to "Saving..." / "Deleting...". */
  | { readonly type: 'sending' }
  /** Saved: the form starts again from the record as saved (a new one now has its id). */
  | { readonly type: 'saved'; readonly id: number; readonly message: string }
  /** Deleted: back to "New …". */
  | { readonly type: 'deleted'; readonly message: string }
  /** Refused, by the site's check or by the server: the message to show. */
  | { readonly type: 'failed'; readonly message: string };

export const initialMasterDetail = (activeOnly = true, within = '', id = 0): MasterDetailState => ({
  id,
  picks: 0,
  starts: 0,
  activeOnly,
  outcome: null,
  within,
});

/**
 * The state as seen under `within`: when the record this one belongs to has been
 * picked, saved as new or deleted since, nothing is selected and the form starts over.
 */
export function under(state: MasterDetailState, within: string): MasterDetailState {
  if (state.within === within) return state;
  return { ...state, id: 0, picks: state.picks + 1, starts: state.starts + 1, outcome: null, within };
}

export function masterDetailReducer(state: MasterDetailState, event: MasterDetailEvent): MasterDetailState {
  switch (event.type) {
    case 'picked':
      return { ...state, id: event.id, picks: state.picks + 1, starts: state.starts + 1, outcome: null };
    case 'activeOnly':
      return { ...state, activeOnly: event.activeOnly };
    case 'sending':
      return { ...state, outcome: null };
    case 'saved':
      return { ...state, id: event.id, starts: state.starts + 1, outcome: { kind: 'success', message: event.message } };
    case 'deleted':
      return { ...state, id: 0, starts: state.starts + 1, outcome: { kind: 'success', message: event.message } };
    case 'failed':
      return { ...state, outcome: { kind: 'error', message: event.message } };
  }
}

/** One step: first the owner's latest selection (`within`), then the event. */
export const masterDetailStep = (
  state: MasterDetailState,
  [within, event]: readonly [string, MasterDetailEvent],
): MasterDetailState => masterDetailReducer(under(state, within), event);

/**
 * What changes when this record is picked, saved as new or deleted: the key its
 * dependent records' state is `within` (a venue's events start over, but not when
 * the same venue is saved again).
 */
export const selectionOf = (state: MasterDetailState): string => `${state.within}/${state.id}:${state.picks}`;

/** The form's React key: a new key starts the form again from the saved record. */
export const formKeyOf = (state: MasterDetailState): string => `${selectionOf(state)}:${state.starts}`;
