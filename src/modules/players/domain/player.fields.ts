import { recordTable, type FieldRule, type FieldValue, type RecordOf } from '../../../shared/domain/field-table.js';
import { US_STATES } from '../../../shared/domain/us-states.js';
import { UserType } from '../../../shared/domain/user-type.js';
import { isValidUserName, USER_NAME_MAX, USER_NAME_MIN } from './credentials.js';
import { isPlayerNumber } from './player-number.js';
import {
  InvalidAlternateEmailsError,
  InvalidAlternateNumbersError,
  InvalidPlayerNumberError,
  InvalidPlayerStateError,
  InvalidUserTypeError,
  UsernameNotValidError,
} from './players.errors.js';

/**
 * Who sees and sets what (product §3.1, §5.3, §6; docs/decisions/0078-player-records.md):
 * - STAFF_FLAGS: unverified, suspended and notes, for the host flag: Assistant (10) and up
 *   (product §4.3 "host at 10 and above"; the "hosts (10)").
 * - ADMIN_FLAGS: banned, Admin (40) and up.
 * - PERSONAL: contact and account details. readLevel is the level that sees them on
 *   ANYONE's record (staff who manage players); the player also sees them on their own
 *   record (OWN_READABLE below). Visitors and other players never do.
 * - STAFF_WRITTEN: set only by staff (player number, user type, alternate numbers).
 * - SERVER_KEPT: never written by POST /v1/player (writeLevel above every user type): the
 *   server's own counters, and the profile image (its own endpoints, /v1/player/image).
 */
export const STAFF_FLAGS_LEVEL = UserType.Assistant;
export const ADMIN_FLAGS_LEVEL = UserType.Admin;
export const PERSONAL_LEVEL = UserType.Assistant;
export const STAFF_WRITTEN_LEVEL = UserType.Assistant;
/** Above every user type: a field nobody writes through the API (kept by the server). */
export const SERVER_KEPT = 99;

/** Managing players (the picker, saving someone else's record, deleting): Assistant (10) and up (product §6). */
export const MANAGE_PLAYERS_LEVEL = UserType.Assistant;

export const PLAYER_PROFILE_IMAGE_MAX = 255;
const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** "1234567, 9000001": the numbers an old card may still carry (written by staff and by merges). */
export function parseAlternateNumbers(value: string): number[] | undefined {
  const parts = value.split(/[\s,;]+/).filter(Boolean);
  const numbers = parts.map(Number);
  return numbers.every(isPlayerNumber) ? numbers : undefined;
}

export function parseAlternateEmails(value: string): string[] | undefined {
  const parts = value.split(/[\s,;]+/).filter(Boolean);
  return parts.every((part) => EMAIL.test(part)) ? parts : undefined;
}

const ofType = (value: FieldValue) => String(value);

/**
 * A player's fields, in form order (product §3.1). The request body of POST /v1/player, its
 * OpenAPI description, the answers' filtering (GET /v1/player/id, the save's answer) and
 * the site's player form (fields shown by level) and the entity's columns (TableColumns)
 * all come from here: a new field is added here and in a migration. `screenName` is left
 * out: the product lists it as "not implemented" (the column stays, mapped by hand).
 */
export const PLAYER_FIELDS = recordTable({
  playerID: {
    label: 'Player ID',
    type: 'integer',
    min: 0,
    default: 0,
    description: '0 (or absent) for a player not saved yet: saving creates one (unverified)',
  },
  firstName: { label: 'First Name', type: 'string', required: true, max: 32, example: 'Pat' },
  lastName: { label: 'Last Name', type: 'string', required: true, max: 32, example: 'Rivera' },
  title: {
    label: 'Full Name',
    type: 'string',
    max: 64,
    description: 'The name shown on cards and lists; blank uses first and last name',
  },
  playerNumber: {
    label: 'Player Number',
    type: 'integer',
    writeLevel: STAFF_WRITTEN_LEVEL,
    check: (value) => (isPlayerNumber(Number(value)) ? undefined : new InvalidPlayerNumberError()),
    errors: { invalid: () => new InvalidPlayerNumberError() },
    description: 'Unique, 7 digits; blank gives the next automatic number (9000000-9099999). Set by staff.',
    example: 9000001,
  },
  email: {
    label: 'Email',
    type: 'email',
    max: 64,
    readLevel: PERSONAL_LEVEL,
    description: 'Required for a new player',
    example: 'pat@example.com',
  },
  phone: { label: 'Phone', type: 'string', max: 20, readLevel: PERSONAL_LEVEL },
  pronouns: { label: 'Pronouns', type: 'string', max: 8, readLevel: PERSONAL_LEVEL },
  userName: {
    label: 'User Name',
    type: 'string',
    min: USER_NAME_MIN,
    max: USER_NAME_MAX,
    readLevel: PERSONAL_LEVEL,
    check: (value) => (isValidUserName(ofType(value)) ? undefined : new UsernameNotValidError()),
    description: 'Unique (case-insensitive), 4-32 letters, digits, ".", "_" or "-"',
  },
  userType: {
    label: 'User Type',
    type: 'integer',
    oneOf: Object.values(UserType),
    default: UserType.Player,
    readLevel: PERSONAL_LEVEL,
    writeLevel: STAFF_WRITTEN_LEVEL,
    errors: { invalid: () => new InvalidUserTypeError() },
    description:
      "None 0, Player 1, Assistant 10, Host 20, Manager 30, Admin 40, Owner 50; only below the saver's own level, never one's own",
  },
  address: { label: 'Address', type: 'string', max: 64, readLevel: PERSONAL_LEVEL },
  city: { label: 'City', type: 'string', max: 20, readLevel: PERSONAL_LEVEL },
  state: {
    label: 'State',
    type: 'string',
    max: 2,
    oneOf: Object.keys(US_STATES),
    readLevel: PERSONAL_LEVEL,
    errors: { invalid: () => new InvalidPlayerStateError() },
    description: 'A US state or military code',
  },
  zipCode: { label: 'Zip Code', type: 'string', max: 10, readLevel: PERSONAL_LEVEL },
  country: { label: 'Country', type: 'string', max: 32, readLevel: PERSONAL_LEVEL },
  gender: { label: 'Gender', type: 'string', max: 8, readLevel: PERSONAL_LEVEL },
  birthDate: { label: 'Birth Date', type: 'date', readLevel: PERSONAL_LEVEL, description: 'YYYY-MM-DD' },
  profileImage: {
    label: 'Profile Image',
    type: 'string',
    max: PLAYER_PROFILE_IMAGE_MAX,
    writeLevel: SERVER_KEPT,
    description:
      'The stored image name; set only through POST and DELETE /v1/player/image (jpg, png or gif, at most 1 MB), never by this save',
  },
  alternatePlayerNumbers: {
    label: 'Alternate Player Numbers',
    type: 'string',
    max: 255,
    readLevel: PERSONAL_LEVEL,
    writeLevel: STAFF_WRITTEN_LEVEL,
    check: (value) => (parseAlternateNumbers(ofType(value)) ? undefined : new InvalidAlternateNumbersError()),
    description: 'Older 7-digit numbers (old cards), separated by commas. Set by staff and by merges.',
  },
  alternateEmails: {
    label: 'Alternate Emails',
    type: 'string',
    max: 128,
    readLevel: PERSONAL_LEVEL,
    check: (value) => (parseAlternateEmails(ofType(value)) ? undefined : new InvalidAlternateEmailsError()),
    description: 'Other addresses, separated by commas',
  },
  unverified: {
    label: 'Unverified',
    type: 'boolean',
    default: true,
    readLevel: STAFF_FLAGS_LEVEL,
    writeLevel: STAFF_FLAGS_LEVEL,
    description: 'A new player is saved unverified',
  },
  suspended: {
    label: 'Suspended',
    type: 'boolean',
    default: false,
    readLevel: STAFF_FLAGS_LEVEL,
    writeLevel: STAFF_FLAGS_LEVEL,
  },
  banned: {
    label: 'Banned',
    type: 'boolean',
    default: false,
    readLevel: ADMIN_FLAGS_LEVEL,
    writeLevel: ADMIN_FLAGS_LEVEL,
  },
  notes: {
    label: 'Notes',
    type: 'string',
    max: 2000,
    multiline: true,
    readLevel: STAFF_FLAGS_LEVEL,
    writeLevel: STAFF_FLAGS_LEVEL,
  },
  registeredAt: {
    label: 'Registered',
    type: 'datetime',
    readLevel: PERSONAL_LEVEL,
    writeLevel: SERVER_KEPT,
    description: 'Kept by the server',
  },
  lastLoginAt: {
    label: 'Last Log-In',
    type: 'datetime',
    readLevel: PERSONAL_LEVEL,
    writeLevel: SERVER_KEPT,
    description: 'Kept by the server',
  },
  totalLogins: {
    label: 'Total Log-Ins',
    type: 'integer',
    min: 0,
    readLevel: PERSONAL_LEVEL,
    writeLevel: SERVER_KEPT,
    description: 'Kept by the server',
  },
  createdAt: {
    label: 'Created',
    type: 'datetime',
    readLevel: PERSONAL_LEVEL,
    writeLevel: SERVER_KEPT,
    description: 'Kept by the server',
  },
});

export type PlayerField = keyof typeof PLAYER_FIELDS;

/**
 * The privacy gate: the fields every visitor sees of any player. A field of the table without a
 * readLevel would be public; player.spec.ts and the players API suite both hold the table to this
 * list, so a public field is one added here on purpose, never by forgetting a readLevel.
 */
export const PLAYER_PUBLIC_FIELDS = [
  'playerID',
  'firstName',
  'lastName',
  'title',
  'playerNumber',
  'profileImage',
] as const satisfies readonly PlayerField[];
export type Player = RecordOf<typeof PLAYER_FIELDS>;

/** The league's remarks on a player: seen by level only, never because the record is one's own. */
export const STAFF_ONLY: readonly PlayerField[] = ['unverified', 'suspended', 'banned', 'notes'];

/**
 * Fields with a readLevel that the player also sees on their OWN record (their contact and
 * account details, their user type). The staff flags and notes are not among them: a
 * player never sees their own unverified, suspended, banned or notes (product §5.3).
 */
export const OWN_READABLE: readonly PlayerField[] = (Object.keys(PLAYER_FIELDS) as PlayerField[]).filter(
  (field) => (PLAYER_FIELDS[field] as FieldRule).readLevel !== undefined && !STAFF_ONLY.includes(field),
);

/** Fields nobody changes on their own record, whatever their level: their user type and flags. */
export const NOT_SELF_WRITTEN: readonly PlayerField[] = ['userType', 'unverified', 'suspended', 'banned'];

/** The fields a viewer sees on a record: by level, plus their own details on their own record. */
export function playerFieldsVisibleTo(viewerLevel: number, ownRecord: boolean): PlayerField[] {
  return (Object.keys(PLAYER_FIELDS) as PlayerField[]).filter((field) => {
    const readLevel = (PLAYER_FIELDS[field] as FieldRule).readLevel ?? 0;
    return viewerLevel >= readLevel || (ownRecord && OWN_READABLE.includes(field));
  });
}

/** The fields a saver may set on a record (the rest keep their saved value, or the default on a new record). */
export function playerFieldsWritableBy(writerLevel: number, ownRecord: boolean): PlayerField[] {
  return (Object.keys(PLAYER_FIELDS) as PlayerField[]).filter((field) => {
    const writeLevel = (PLAYER_FIELDS[field] as FieldRule).writeLevel ?? 0;
    if (writeLevel > writerLevel) return false;
    return !(ownRecord && NOT_SELF_WRITTEN.includes(field));
  });
}

/** The record as this viewer may see it. */
export function playerVisibleTo<R extends Partial<Record<PlayerField, unknown>>>(
  viewerLevel: number,
  ownRecord: boolean,
  record: R,
): Partial<R> {
  const shown = new Set<string>(playerFieldsVisibleTo(viewerLevel, ownRecord));
  return Object.fromEntries(Object.entries(record).filter(([key]) => shown.has(key))) as Partial<R>;
}
