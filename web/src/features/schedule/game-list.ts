/**
 * Shaping game rows for the schedule screens: which day each game belongs to (its
 * venue's date), the label it goes by, and the events a month calendar draws.
 */
import type { Schema } from '@/lib/api-reads';
import { gameLabel } from '@league/modules/games/domain/game-title.js';
import { EventType } from '@league/shared/domain/event-type.js';
import { venueDate, venueWallTime } from './game-time';

type GameRow = Schema<'GameRow'>;

/** The fields of a row the schedule screens read. */
export type ScheduleGame = Pick<
  GameRow,
  | 'gameID'
  | 'displayTitle'
  | 'venueID'
  | 'venueName'
  | 'venueTimeZone'
  | 'eventType'
  | 'gameAt'
  | 'canceled'
  | 'unlisted'
  | 'venueAddress'
  | 'venueCity'
  | 'venueState'
  | 'venueMapURL'
>;

/** The link of a game: its detail page. */
export const gameDetailPath = (gameID: number): string => `/games/detail/${gameID}`;

/**
 * The game's title with its markers ("The Tavern (Canceled, Satellite)", made by the
 * server), plus "Unlisted" for the games only host mode lists: the games module's label,
 * shared with every screen staff see unlisted games on.
 */
export { gameLabel };

/** Games by their venue's date (yyyy-MM-dd), each day's games in time order. */
export function gamesByDay<T extends Pick<ScheduleGame, 'gameAt' | 'venueTimeZone'>>(
  games: readonly T[],
): Map<string, T[]> {
  const days = new Map<string, T[]>();
  const sorted = [...games].sort((a, b) => Date.parse(a.gameAt) - Date.parse(b.gameAt));
  for (const game of sorted) {
    const day = venueDate(game.gameAt, game.venueTimeZone);
    const list = days.get(day);
    if (list) list.push(game);
    else days.set(day, [game]);
  }
  return days;
}

/** What a kind of game looks like on the calendars: the colour names a Mantine palette. */
export function gameColor(game: Pick<ScheduleGame, 'eventType' | 'canceled'>): string {
  if (game.canceled) return 'gray';
  switch (game.eventType) {
    case EventType.Satellite:
      return 'grape';
    case EventType.Quarterly:
      return 'orange';
    case EventType.Tournament:
      return 'red';
    default:
      return 'felt';
  }
}

/**
 * The shade of a kind's colour behind a game's label on the month calendar, and the
 * label's colour: white needs 4.5:1 (WCAG AA for the calendar's small text), which
 * Mantine's orange never reaches, so quarterly games take black text on orange (6.9:1);
 * the others take the first shade dark enough for white (felt 7, grape 7, red 9, gray 7).
 */
export function calendarColors(game: Pick<ScheduleGame, 'eventType' | 'canceled'>): {
  readonly color: string;
  readonly textColor: string;
} {
  const kind = gameColor(game);
  const shade = kind === 'red' ? 9 : 7;
  const textColor = kind === 'orange' ? 'var(--mantine-color-black)' : 'var(--mantine-color-white)';
  return { color: `var(--mantine-color-${kind}-${shade})`, textColor };
}

/** One game on the month calendar (FullCalendar's event input, in its own words). */
export interface CalendarGameEvent {
  readonly id: string;
  readonly title: string;
  /** The venue's wall-clock time, no offset: the calendar shows it as given. */
  readonly start: string;
  readonly url: string;
  readonly allDay: false;
  readonly classNames: string[];
  readonly color: string;
  readonly textColor: string;
  readonly extendedProps: {
    readonly gameID: number;
    readonly venueName: string;
    readonly canceled: boolean;
    readonly unlisted: boolean;
  };
}

/** The calendar's events: each game at its venue's time, canceled and unlisted ones marked. */
export function toCalendarEvents(games: readonly ScheduleGame[]): CalendarGameEvent[] {
  return games.map((game) => ({
    id: String(game.gameID),
    title: gameLabel(game),
    start: venueWallTime(game.gameAt, game.venueTimeZone),
    url: gameDetailPath(game.gameID),
    allDay: false,
    classNames: [
      'league-game',
      ...(game.canceled ? ['league-game-canceled'] : []),
      ...(game.unlisted ? ['league-game-unlisted'] : []),
    ],
    ...calendarColors(game),
    extendedProps: { gameID: game.gameID, venueName: game.venueName, canceled: game.canceled, unlisted: game.unlisted },
  }));
}

/** A venue's address on one line: "100 Main St, Tacoma, WA". */
export function addressLine(parts: {
  readonly address?: string | null;
  readonly city?: string | null;
  readonly state?: string | null;
}): string {
  return [parts.address, parts.city, parts.state]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
