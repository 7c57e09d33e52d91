/**
 * The player form's rules, read from the server's own field table (PLAYER_FIELDS) and its
 * access rules, so the form shows each person exactly the fields the API answers them
 * and lets them edit exactly the fields the API saves for them (docs/decisions.md
 * "Player records"). Pure: player-form.tsx renders it, the spec tests it.
 */
import { PLAYER_FIELDS, playerFieldsVisibleTo, playerFieldsWritableBy, type PlayerField } from '@league/modules/players/domain/player.fields.js';
import type { FieldRule } from '@league/shared/domain/field-table.js';
import { formValues, sentValues, type FormTable, type FormValues } from '@/components/ui/field-form';
import type { PlayerInput, PlayerRecord } from '../api/player-records';

export interface PlayerFormAccess {
  /** The viewer's userType. */
  readonly level: number;
  /** The viewer's own record (Edit Profile, or staff picking themselves). */
  readonly own: boolean;
  /** A player not saved yet. */
  readonly adding: boolean;
}

export interface PlayerFormLayout {
  /** The fields shown, in table order, without the id (the selection gives it). */
  readonly shown: readonly PlayerField[];
  /** Of those, the ones the viewer may change; the rest show read-only. */
  readonly editable: ReadonlySet<PlayerField>;
  /** The form's own fields and the rules the site checks before sending: the editable ones (email required when adding). */
  readonly table: FormTable;
}

export function playerFormLayout({ level, own, adding }: PlayerFormAccess): PlayerFormLayout {
  const shown = playerFieldsVisibleTo(level, own).filter((field) => field !== 'playerID');
  const writable = new Set(playerFieldsWritableBy(level, own));
  const editable = new Set(shown.filter((field) => writable.has(field)));
  const table: Record<string, FieldRule> = {};
  for (const field of editable) {
    const rule = PLAYER_FIELDS[field] as FieldRule;
    table[field] = field === 'email' && adding ? { ...rule, required: true } : rule;
  }
  return { shown, editable, table };
}

/** The form's values: the record's, or a new player's (the table's defaults). */
export const playerFormValues = (layout: PlayerFormLayout, player: PlayerRecord | null): FormValues<FormTable> =>
  formValues(layout.table, player as Readonly<Record<string, unknown>> | null);

/**
 * The body for POST /v1/player: the editable fields as typed (trimmed, blanks as null);
 * what the viewer may not change is left out, and the server keeps it as saved.
 */
export function playerInput(layout: PlayerFormLayout, playerID: number, values: FormValues<FormTable>): PlayerInput {
  const sent = sentValues(layout.table, values) as Record<string, unknown>;
  const input: Record<string, unknown> = { playerID };
  for (const field of Object.keys(layout.table)) input[field] = sent[field] ?? null;
  return input as unknown as PlayerInput;
}

/** The fields kept by the server, shown as facts rather than inputs. */
export const SERVER_KEPT_FIELDS: readonly PlayerField[] = ['registeredAt', 'lastLoginAt', 'totalLogins', 'createdAt'];

export const PLAYER_FORM_WORDS = {
  noun: 'player',
  headings: { update: 'Update the player below.', add: 'Add a player below.' },
  profileHeading: 'Update your profile below.',
};
