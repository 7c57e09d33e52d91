/**
 * The Manage Games form's values, choices and body (product §2.23, §3.4), pure so
 * the specs pin them. Rules, labels and limits come from the games module's field
 * table; what the server computes (estimated earnings, the original time, totals
 * the points screen keeps) is never sent.
 */
import { EVENT_TYPE_NAMES, NEW_GAME_EVENT_TYPES } from '@league/shared/domain/event-type.js';
import { VENUE_TIME_ZONES } from '@league/shared/domain/time-zones.js';
import { formFields, formValues, sentValues, type FormValues } from '@/components/ui/field-form';
import type { SeriesChoice, HostChoice, VenueChoice } from '../api/choices';
import type { GameInput, GameRow } from '../api/games';
import { GAME_FIELDS } from '@league/modules/games/domain/game.fields.js';
import { fromWallTime, LEAGUE_TIME_ZONE, NEW_GAME_LEAD_MINUTES, toWallTime } from '../game-time';

/** What the form edits: every field of the table but the id (the picker gives it). */
export const GAME_FORM_FIELDS = formFields(GAME_FIELDS, 'gameID');

export type GameFormValues = FormValues<typeof GAME_FORM_FIELDS>;

/** A new game's time: 30 minutes from now, on the minute (product §9.1). */
export function newGameAt(now: Date): string {
  const start = new Date(now.getTime() + NEW_GAME_LEAD_MINUTES * 60_000);
  start.setSeconds(0, 0);
  return start.toISOString();
}

/** A saved game's values; a new one takes the table's defaults and starts 30 minutes from now. */
export function gameFormValues(game: GameRow | null, now: Date): GameFormValues {
  if (!game) return { ...formValues(GAME_FORM_FIELDS), gameAt: newGameAt(now) };
  return formValues(GAME_FORM_FIELDS, game as unknown as Record<string, unknown>);
}

/** The body of POST /v1/game: text trimmed, blank optional text and no choice as null. */
export function gameInput(gameID: number, values: GameFormValues): GameInput {
  return { gameID, ...sentValues(GAME_FORM_FIELDS, values) };
}

/** The zone a venue's games are shown in; the league's without a venue. */
export const zoneOfVenue = (venues: readonly VenueChoice[], venueID: number | null): string =>
  venues.find((venue) => venue.venueID === venueID)?.timeZone || LEAGUE_TIME_ZONE;

/** "Pacific" for a venue zone (product §3.2 names them so); the IANA name for any other. */
export const zoneLabel = (zone: string): string =>
  VENUE_TIME_ZONES.find((entry) => entry.zone === zone)?.label.replace(/\s*\(.*\)$/, '') ?? zone;

/**
 * The game moves to another venue's zone keeping its wall time (7 pm stays 7 pm):
 * a manager who picks the time and then the venue means the venue's 7 pm.
 */
export function keepWallTime(gameAt: string, fromZone: string, toZone: string): string {
  if (!gameAt || fromZone === toZone) return gameAt;
  return fromWallTime(toWallTime(gameAt, fromZone), toZone) ?? gameAt;
}

/** What the picker shows for the instant the form holds (and back). */
export const pickerValue = (gameAt: string, zone: string): string | null => (gameAt ? toWallTime(gameAt, zone) : null);
export const gameAtOfPicker = (wallTime: string | null, zone: string): string =>
  wallTime ? (fromWallTime(wallTime, zone) ?? '') : '';

export interface Option {
  value: string;
  label: string;
}

const typeName = (eventType: number): string =>
  (EVENT_TYPE_NAMES as Readonly<Record<number, string>>)[eventType] ?? `Type ${eventType}`;

export const eventTypeName = typeName;

/**
 * Product §3.3: new games are Regular, Satellite or Quarterly. A saved game of
 * another type keeps it, shown read-only (null: no choice to offer).
 */
export function gameTypeOptions(saved: GameRow | null): Option[] | null {
  if (saved && !NEW_GAME_EVENT_TYPES.includes(saved.eventType as never)) return null;
  return NEW_GAME_EVENT_TYPES.map((type) => ({ value: String(type), label: typeName(type) }));
}

/** "Select a venue" first (a new game has none yet); a saved venue no longer listed keeps its name. */
export function venueOptions(venues: readonly VenueChoice[], saved: GameRow | null): Option[] {
  const options = [
    { value: '', label: 'Select a venue' },
    ...venues.map((venue) => ({ value: String(venue.venueID), label: venue.title })),
  ];
  if (saved?.venueID && !options.some((option) => option.value === String(saved.venueID))) {
    options.push({ value: String(saved.venueID), label: saved.venueName });
  }
  return options;
}

/** "No Event" first, then the venue's events; the saved event keeps its name when not listed. */
export function seriesOptions(
  events: readonly SeriesChoice[],
  saved: GameRow | null,
  venueID: number | null,
): Option[] {
  const options = [
    { value: '', label: 'No Event' },
    ...events.map((event) => ({ value: String(event.eventID), label: event.title })),
  ];
  if (
    saved?.eventID &&
    saved.venueID === venueID &&
    !options.some((option) => option.value === String(saved.eventID))
  ) {
    options.push({ value: String(saved.eventID), label: saved.eventName ?? `Event ${saved.eventID}` });
  }
  return options;
}

/** "No Host" first, then every player of host level; a saved host no longer listed keeps a named entry. */
export function hostOptions(hosts: readonly HostChoice[], saved: GameRow | null): Option[] {
  const options = [
    { value: '', label: 'No Host' },
    ...hosts.map((host) => ({ value: String(host.playerID), label: host.title })),
  ];
  if (saved?.hostID && !options.some((option) => option.value === String(saved.hostID))) {
    options.push({ value: String(saved.hostID), label: saved.hostName ?? `Player ${saved.hostID}` });
  }
  return options;
}

/**
 * Picking an event brings its host and type, when it has them: the game is one night
 * of that recurring event. The manager may change them after.
 */
export function fromSeries(
  values: GameFormValues,
  event: SeriesChoice | undefined,
  typeLocked: boolean,
): Partial<GameFormValues> {
  if (!event) return { eventID: null };
  const change: Partial<GameFormValues> = { eventID: event.eventID };
  if (event.hostID) change.hostID = event.hostID;
  if (!typeLocked && NEW_GAME_EVENT_TYPES.includes(event.eventType as never)) change.eventType = event.eventType;
  return values.eventID === event.eventID ? { eventID: event.eventID } : change;
}

/** "$35" / "$35.50": money as the form and lists show it. */
export function dollars(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return '';
  return `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}

/** The form's words and the record's name (components/ui/use-master-detail). */
export const GAME_FORM = {
  noun: 'game',
  headings: { update: 'Update the game below.', add: 'Add a game below.' },
  identify: (game: GameRow) => ({ id: game.gameID, name: game.displayTitle }),
  savedRecord: (answer: { game: GameRow }) => answer.game,
};
