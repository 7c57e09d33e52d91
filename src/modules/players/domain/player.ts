import { assertFields, defaultsOf, type InputOf } from '../../../shared/domain/field-table.js';
import { UserType } from '../../../shared/domain/user-type.js';
import { FieldRequiredError } from '../../../shared/domain/validation.errors.js';
import {
  MANAGE_PLAYERS_LEVEL,
  PLAYER_FIELDS,
  PLAYER_PUBLIC_FIELDS,
  playerFieldsWritableBy,
  playerVisibleTo,
  type Player,
  type PlayerField,
} from './player.fields.js';
import { OwnProfileOnlyError, PlayerAboveOwnLevelError, UserTypeAboveOwnError } from './players.errors.js';

export type { Player } from './player.fields.js';

/** A save as it arrives (POST /v1/player): every field may be blank but the names. */
export type PlayerInput = InputOf<typeof PLAYER_FIELDS>;

/** Who is saving, reading or deleting. */
export interface PlayerActor {
  playerID: number;
  userType: number;
}

/** Whether this actor acts on their own record. */
export const isOwnRecord = (actor: PlayerActor | undefined, playerID: number): boolean =>
  !!actor && playerID > 0 && actor.playerID === playerID;

/**
 * Product §6 and the issue: Assistants (10) and up manage players; anyone else only their own
 * record. Staff manage players below their own level (an assistant does not edit a host's
 * record); the Owner, the top of the league, manages everyone.
 */
export function assertMayManage(actor: PlayerActor, target: { playerID: number; userType: number } | null): void {
  const own = target !== null && isOwnRecord(actor, target.playerID);
  if (own) return;
  if (actor.userType < MANAGE_PLAYERS_LEVEL) throw new OwnProfileOnlyError();
  if (target && target.userType >= actor.userType && actor.userType < UserType.Owner)
    throw new PlayerAboveOwnLevelError();
}

/** A new player's values before anything is given: each field's default (unverified, Player). */
export const NEW_PLAYER = defaultsOf(PLAYER_FIELDS) as unknown as Player;

/**
 * The record to save (product §3.1, §4.2, §5.3): the saver's input for the fields they may
 * write, the saved value (or the default, for a new player) for the rest: a field above the
 * saver's level is IGNORED, never refused, so a refusal cannot reveal a hidden value and a
 * form that sends back what it read is always accepted (docs/decisions/0078-player-records.md).
 * Then: a blank title is "First Last"; a new player needs an email and is saved unverified;
 * a user type is given only below the saver's own level. A blank player number is left
 * null here: the use case gives it the next automatic number.
 */
export function preparePlayer(input: PlayerInput, stored: Player | null, actor: PlayerActor): Player {
  const playerID = stored?.playerID ?? 0;
  assertMayManage(actor, stored);
  const own = isOwnRecord(actor, playerID);
  const base: Player = stored ?? { ...NEW_PLAYER, playerID: 0 };
  const writable = new Set<PlayerField>(playerFieldsWritableBy(actor.userType, own));
  const player = { ...base } as Record<PlayerField, unknown>;
  for (const field of Object.keys(PLAYER_FIELDS) as PlayerField[]) {
    if (field === 'playerID') continue;
    if (writable.has(field)) player[field] = input[field] ?? null;
  }
  const result = player as Player;
  // Booleans and the user type are never blank: a blank keeps what was there.
  for (const field of ['unverified', 'suspended', 'banned', 'userType'] as const) {
    if (result[field] === null || result[field] === undefined)
      (result as Record<string, unknown>)[field] = base[field] ?? NEW_PLAYER[field];
  }
  if (result.userType !== base.userType && result.userType >= actor.userType) throw new UserTypeAboveOwnError();
  if (!result.title)
    result.title = `${result.firstName ?? ''} ${result.lastName ?? ''}`.trim().slice(0, PLAYER_FIELDS.title.max);
  if (typeof result.state === 'string') result.state = result.state.toUpperCase();
  if (!stored) {
    if (!result.email) throw new FieldRequiredError('email', PLAYER_FIELDS.email.label);
    result.unverified = true;
  }
  assertFields(PLAYER_FIELDS, result);
  return result;
}

type PublicField = (typeof PLAYER_PUBLIC_FIELDS)[number];

/**
 * A player as an answer carries it (GET /v1/player/id, POST /v1/player): the public fields
 * always (everyone sees them), the rest only when the viewer may see them.
 */
export type PlayerAsSeen = Pick<Player, PublicField> & Partial<Omit<Player, PublicField>>;

/** A player as a viewer sees it: public fields for everyone, contact details for the player and staff, flags by level. */
export function playerFor(viewer: PlayerActor | undefined, player: Player): PlayerAsSeen {
  // The public fields pass every viewer's filter, and a stored Player has them all.
  return playerVisibleTo(viewer?.userType ?? 0, isOwnRecord(viewer, player.playerID), player) as PlayerAsSeen;
}
