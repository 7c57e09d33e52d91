/**
 * The player form's rules, read from the server's own field table (PLAYER_FIELDS) and its
 * access rules, so the form shows each person exactly the fields the API answers them
 * and lets them edit exactly the fields the API saves for them
 * (docs/decisions/0078-player-records.md). Pure: player-form.tsx renders it, the spec tests it.
 */
import { CURRENT_PASSWORD_FIELDS } from '@league/modules/players/domain/current-password.fields.js';
import { CurrentPasswordRequiredError } from '@league/modules/players/domain/account-security.errors.js';
import {
  PLAYER_FIELDS,
  playerFieldsVisibleTo,
  playerFieldsWritableBy,
  type PlayerField,
} from '@league/modules/players/domain/player.fields.js';
import type { FieldRule } from '@league/shared/domain/field-table.js';
import { formValues, sentValues, type FormFailure, type FormTable, type FormValues } from '@/components/ui/field-form';
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
  /** The form's own fields and the rules the site checks before sending: the editable ones (email required when adding), and currentPassword on one's own record. */
  readonly table: FormTable;
  /** One's own saved record: a change of email or user name asks for the current password. */
  readonly asksCurrentPassword: boolean;
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
  const asksCurrentPassword = own && !adding;
  if (asksCurrentPassword) table['currentPassword'] = CURRENT_PASSWORD_FIELDS.currentPassword as FieldRule;
  return { shown, editable, table, asksCurrentPassword };
}

const sameText = (a: unknown, b: unknown): boolean =>
  String(a ?? '')
    .trim()
    .toLowerCase() ===
  String(b ?? '')
    .trim()
    .toLowerCase();

/** Whether these values change what one's own account signs in with (email, user name): the server then wants the current password. */
export function changesSignIn(
  layout: PlayerFormLayout,
  player: PlayerRecord | null,
  values: FormValues<FormTable>,
): boolean {
  if (!layout.asksCurrentPassword || !player) return false;
  return (['email', 'userName'] as const).some(
    (field) => layout.editable.has(field) && !sameText(values[field], player[field]),
  );
}

/** The site's own check before sending, as the server words it: the current password for an email or user name change. */
export const playerFormCheck =
  (layout: PlayerFormLayout, player: PlayerRecord | null) =>
  (values: FormValues<FormTable>): FormFailure | null =>
    changesSignIn(layout, player, values) && !values['currentPassword']
      ? { field: 'currentPassword', message: new CurrentPasswordRequiredError().message }
      : null;

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
  for (const field of Object.keys(layout.table)) if (field !== 'currentPassword') input[field] = sent[field] ?? null;
  // A password goes as typed (spaces may be part of it), and only when given.
  const currentPassword = values['currentPassword'];
  if (typeof currentPassword === 'string' && currentPassword !== '') input['currentPassword'] = currentPassword;
  return input as unknown as PlayerInput;
}

/** The fields kept by the server, shown as facts rather than inputs. */
export const SERVER_KEPT_FIELDS: readonly PlayerField[] = ['registeredAt', 'lastLoginAt', 'totalLogins', 'createdAt'];

export const PLAYER_FORM_WORDS = {
  noun: 'player',
  headings: { update: 'Update the player below.', add: 'Add a player below.' },
  profileHeading: 'Update your profile below.',
};
