import { UserType } from '../../../shared/domain/user-type.js';

/**
 * The audit trail of a game's results (docs/decisions/0089-audit-trail-of-results.md): every
 * change to its point records and totals, appended in the transaction of the change and
 * never updated or deleted (the database refuses both).
 */
export const HISTORY_ACTIONS = {
  checkIn: 'check-in',
  scan: 'scan',
  buys: 'buys',
  place: 'place',
  points: 'points',
  removal: 'removal',
  end: 'end',
  correction: 'correction',
  game: 'game',
  deposit: 'deposit',
  deleted: 'deleted',
} as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[keyof typeof HISTORY_ACTIONS];

/** What the History table says each kind of change is. */
export const HISTORY_ACTION_LABELS: Record<HistoryAction, string> = {
  'check-in': 'Check-in',
  scan: 'Scan',
  buys: 'Buys',
  place: 'Place',
  points: 'Points',
  removal: 'Removal',
  end: 'Game ended',
  correction: 'Correction',
  game: 'Game saved',
  deposit: 'Deposit applied',
  deleted: 'Game deleted',
};

/** A value a history change holds: a number, text, flag, an ISO instant, or none. */
export type HistoryValue = number | string | boolean | null;

/** One field that changed: its old and new value; `playerID` names whose record it is when one change touches several (an ending). */
export interface HistoryChange {
  readonly field: string;
  readonly from: HistoryValue;
  readonly to: HistoryValue;
  readonly playerID?: number;
  /** The player's name at the time, filled in when the row is written. */
  readonly player?: string;
  /** A `deviceTime` change only: why the device's time was not taken as the arrival time ("in the future"). */
  readonly ignored?: string;
}

/**
 * A check-in or scan whose device time (the points screen sends when it recorded the write)
 * is more than a few seconds from the server's receipt, as one change: `from` the device's
 * time, `to` the receipt (ISO 8601 UTC), `ignored` when the device's time was refused. Shown as
 * "scanned 20:36:05 offline, received 20:38:15", or "device time 03:12:00 ignored (in the
 * future); received 20:38:15", in the venue's zone.
 */
export const DEVICE_TIME_FIELD = 'deviceTime';

export function deviceTimeChange(scannedAt: Date, receivedAt: Date, ignored?: string): HistoryChange {
  const change = { field: DEVICE_TIME_FIELD, from: scannedAt.toISOString(), to: receivedAt.toISOString() };
  return ignored ? { ...change, ignored } : change;
}

/** One change to a game, as a write records it. */
export interface HistoryEntry {
  readonly gameID: number;
  readonly action: HistoryAction;
  /** The record changed, when one record is (check-in, place, points, buys, removal). */
  readonly pointID?: number | null;
  /** Whose record it is. */
  readonly playerID?: number | null;
  readonly changes: readonly HistoryChange[];
}

/** Who made a change: the session's player and the session (its id, never its token); null for the system (a seeder, a job). */
export interface HistoryActor {
  readonly playerID: number;
  readonly sessionID: number | null;
}

/** A row of the trail as GET /v1/game/history/{gameID} answers it. */
export interface GameHistoryRow {
  readonly historyID: number;
  /** ISO 8601 UTC, the server's clock. */
  readonly at: string;
  readonly actorID: number | null;
  /** The actor's name when the change was made (a later rename or merge does not rewrite it). */
  readonly actorName: string;
  readonly sessionID: number | null;
  readonly action: HistoryAction;
  readonly pointID: number | null;
  readonly playerID: number | null;
  readonly playerName: string | null;
  readonly changes: readonly HistoryChange[];
}

const comparable = (value: unknown): HistoryValue => {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
};

const NUMERIC = /^-?\d+(\.\d+)?$/;
/** Equal, or the same number written two ways ("35.00" from the database and 35). */
const sameValue = (a: HistoryValue, b: HistoryValue): boolean =>
  a === b ||
  (typeof a !== 'boolean' &&
    typeof b !== 'boolean' &&
    a !== null &&
    b !== null &&
    NUMERIC.test(String(a)) &&
    NUMERIC.test(String(b)) &&
    Number(a) === Number(b));

/**
 * The fields among `fields` whose value differs between `before` and `after` (a missing
 * side counts as none: a check-in has no before, a removal no after). Dates compare as
 * instants, numbers as numbers ("35.00" from the database and 35 are the same).
 */
export function changesBetween<K extends string>(
  before: Readonly<Partial<Record<K, unknown>>> | null,
  after: Readonly<Partial<Record<K, unknown>>> | null,
  fields: readonly K[],
  playerID?: number,
): HistoryChange[] {
  return fields.flatMap((field) => {
    const from = comparable(before?.[field]);
    const to = comparable(after?.[field]);
    if (sameValue(from, to)) return [];
    return [playerID === undefined ? { field, from, to } : { field, from, to, playerID }];
  });
}

/** Who may read a game's history: managers and up any game's (a deleted one's too); an Assistant or Host the games they host or changed. */
export const HISTORY_READ_LEVEL = UserType.Assistant;

/** `game` null: a deleted game's trail, for managers and up only. */
export function maySeeGameHistory(
  viewer: { readonly playerID: number; readonly userType: number },
  game: { readonly hostID: number | null; readonly actedOn: boolean } | null,
): boolean {
  if (viewer.userType >= UserType.Manager) return true;
  if (!game) return false;
  if (viewer.userType < HISTORY_READ_LEVEL) return false;
  return game.hostID === viewer.playerID || game.actedOn;
}
