import { EventType, NEW_GAME_EVENT_TYPES } from '../../../shared/domain/event-type.js';
import {
  assertFields,
  hiddenFrom,
  type FieldTable,
  type InputOf,
  type RecordOf,
} from '../../../shared/domain/field-table.js';
import { UserType } from '../../../shared/domain/user-type.js';
import { NoVenueSelectedError } from '../../venues/domain/venues.errors.js';
import { estimatedEarnings } from './earnings.js';
import { GAME_FIELDS, GAME_ROW_FIELDS } from './game.fields.js';
import type { GameRow } from './game-row.js';
import { GameTypeNotForNewGamesError } from './games.errors.js';

/** Product §9: a new game starts 30 minutes from now unless told. */
export const NEW_GAME_LEAD_MS = 30 * 60_000;

/** Online play (product §3.4: the "Custom" venue): the only games that may have no venue. */
export const ONLINE_EVENT_TYPES: readonly number[] = [
  EventType.MiniOnlineGames,
  EventType.BigOnlineGames,
  EventType.NlopOnlinePlay,
];

/** A game as saved: the form's fields, with the instants as instants, and what saving sets. */
export type Game = Omit<RecordOf<typeof GAME_FIELDS>, 'gameAt'> & {
  gameAt: Date;
  /** When first scheduled; kept when the game moves. */
  originalAt: Date;
  /** Computed from the players and type (product §9.3), never taken from a client. */
  earningsEstimated: number;
};

/** A save as the form sends it: blank fields are null. */
export type GameInput = InputOf<typeof GAME_FIELDS>;

/**
 * Product §3.4, §4.1 and §9 for saving a game. The form's fields as GAME_FIELDS rules them
 * (a typed title without markers, totals 0-999); a new game only Regular, Satellite or
 * Quarterly while a saved one may keep the type it has; a venue unless played online; the
 * time 30 minutes from now for a new game given none (a saved game keeps its own); the
 * original time set once; estimated earnings from the players and type. Blank title stays
 * blank: the venue's title is shown for it.
 */
export function prepareGame(input: GameInput, existing: Game | null, now: Date): Game {
  assertFields(GAME_FIELDS, input);
  const eventType = input.eventType ?? existing?.eventType ?? EventType.Regular;
  const keepsItsType = existing !== null && existing.eventType === eventType;
  if (!keepsItsType && !NEW_GAME_EVENT_TYPES.includes(eventType as EventType)) throw new GameTypeNotForNewGamesError();
  const venueID = input.venueID || null;
  if (!venueID && !ONLINE_EVENT_TYPES.includes(eventType)) throw new NoVenueSelectedError();

  const gameAt = input.gameAt ? new Date(input.gameAt) : (existing?.gameAt ?? defaultGameAt(now));
  const totalPlayers = input.totalPlayers ?? 0;
  return {
    gameID: existing?.gameID ?? 0,
    title: input.title ?? '',
    venueID,
    eventID: input.eventID || null,
    hostID: input.hostID || null,
    eventType,
    doublePoints: input.doublePoints ?? false,
    gameAt,
    originalAt: existing?.originalAt ?? gameAt,
    totalPlayers,
    earningsEstimated: estimatedEarnings(totalPlayers, eventType),
    earningsActual: toCents(input.earningsActual ?? 0),
    earningsNote: input.earningsNote,
    notice: input.notice,
    canceled: input.canceled ?? false,
    unlisted: input.unlisted ?? false,
  };
}

const toCents = (dollars: number): number => Math.round(dollars * 100) / 100;

const MINUTE_MS = 60_000;
/** 30 minutes from now, on the minute: a game time nobody would write with seconds. */
export const defaultGameAt = (now: Date): Date =>
  new Date(Math.floor((now.getTime() + NEW_GAME_LEAD_MS) / MINUTE_MS) * MINUTE_MS);

/** Who reads games: their level (earnings details from Host up) and whether unlisted games are theirs to see. */
export interface GameViewer {
  readonly level: number;
  readonly seesUnlisted: boolean;
  /** The caller's player id (0 for a visitor): a host sees the deposit details of the games they host. */
  readonly playerID?: number;
}

export const VISITOR: GameViewer = { level: UserType.None, seesUnlisted: false };

/**
 * Unlisted games are shown to callers in host mode (hosts who accepted the agreement,
 * admins and up) and to managers, who mark them (docs/decisions/0058-games.md).
 */
export function gameViewerOf(
  user: { readonly userType: number; readonly hostMode: boolean; readonly playerID?: number } | null | undefined,
): GameViewer {
  if (!user) return VISITOR;
  return {
    level: user.userType,
    seesUnlisted: user.hostMode || user.userType >= UserType.Manager,
    playerID: user.playerID ?? 0,
  };
}

/**
 * The deposit details of a game (what was deposited, reconciled, by which deposit): read
 * level Admin in the field table (the earnings display), and also shown to a host, or a
 * manager, for the games they host themselves (their own deposits, product §6 "own only").
 */
export const OWN_GAME_FIELDS = ['earningsDeposited', 'earningsReconciled', 'depositID'] as const;

/** A host below Admin: sees the deposit details of their own games only (selected, then stripped from the others). */
const seesOwnDepositsOnly = (viewer: GameViewer): boolean =>
  viewer.level >= UserType.Host && viewer.level < UserType.Admin;

/** Leaves out the deposit details of the rows a host-level viewer does not host (in place). */
export function hideOthersDeposits<R extends { hostID: number | null }>(viewer: GameViewer, rows: R[]): R[] {
  if (!seesOwnDepositsOnly(viewer)) return rows;
  for (const row of rows) {
    if (viewer.playerID && row.hostID === viewer.playerID) continue;
    for (const field of OWN_GAME_FIELDS) delete (row as Record<string, unknown>)[field];
  }
  return rows;
}

/**
 * The fields of a game row a viewer may select: the earnings note for hosts and up, the
 * deposit details for admins and up, and for hosts too (hideOthersDeposits then keeps them
 * only on their own games). The joined names have no rule in the table, so everyone sees them.
 */
export function gameRowFieldsFor(viewer: GameViewer): Partial<typeof GAME_ROW_FIELDS> {
  const level = seesOwnDepositsOnly(viewer) ? UserType.Admin : viewer.level;
  const hidden = new Set<string>(hiddenFrom(GAME_ROW_FIELDS as unknown as FieldTable<GameRow>, level));
  return Object.fromEntries(Object.entries(GAME_ROW_FIELDS).filter(([field]) => !hidden.has(field)));
}
