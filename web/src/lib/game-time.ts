/**
 * Every date and time of a game, on every screen, in the game's venue zone (the league's
 * zone when the venue names none), whatever the zone of the visitor's computer: 6:00 PM
 * on Sat 7/11/26 at a Seattle venue is 7/11/26 in Tokyo too. The one place that turns a
 * game's instant into text; the features' own helpers (schedule, games, points,
 * standings, player stats, deposits) call it. Intl does the zone arithmetic, so the first
 * page carries no time-zone library; a page the server drew hydrates with the server's texts
 * (lib/drawn-dates.ts).
 */
import { LEAGUE_TIME_ZONE } from '@/config/site';
import { dateFormat, type DateFormat } from './drawn-dates';

/** The zone a game's times show in: its venue's, else the league's. */
export const gameZone = (zone: string | null | undefined): string => zone || LEAGUE_TIME_ZONE;

/** The forms a game's date or time takes on the screens. */
const STYLES = {
  /** "7/11/26" (a narrow table's date column) */
  numericDay: { month: 'numeric', day: 'numeric', year: '2-digit' },
  /** "Sat, 7/11/26" */
  listDay: { weekday: 'short', month: 'numeric', day: 'numeric', year: '2-digit' },
  /** "Jul 11, 2026" */
  mediumDay: { month: 'short', day: 'numeric', year: 'numeric' },
  /** "Jul 11" (a page title: issue 31's "…, Dec 4") */
  monthDay: { month: 'short', day: 'numeric' },
  /** "Saturday" */
  weekday: { weekday: 'long' },
  /** "Saturday, July 11, 2026" */
  longDay: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  /** "6:00 PM" */
  clock: { hour: 'numeric', minute: '2-digit' },
  /** "6:02:15 PM" (Game Detail's History: several changes a minute on game night) */
  clockSeconds: { hour: 'numeric', minute: '2-digit', second: '2-digit' },
  /** "6:00 PM PDT" */
  clockWithZone: { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  /** yyyy, MM, dd, HH, mm, ss as parts (wallClock) */
  parts: {
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type GameTimeStyle = Exclude<keyof typeof STYLES, 'parts'>;

const formats = new Map<string, DateFormat>();

function formatOf(style: keyof typeof STYLES, zone: string): DateFormat {
  const key = `${style}|${zone}`;
  let format = formats.get(key);
  if (!format) {
    format = dateFormat('en-US', { ...STYLES[style], timeZone: zone });
    formats.set(key, format);
  }
  return format;
}

const instantOf = (gameAt: string | Date): Date | null => {
  const date = new Date(gameAt);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A game's instant (ISO 8601 on the wire) as text in its venue's zone; blank when it is not a time. */
export function formatGameTime(gameAt: string | Date, zone: string | null | undefined, style: GameTimeStyle): string {
  const date = instantOf(gameAt);
  return date ? formatOf(style, gameZone(zone)).format(date) : '';
}

export interface WallClock {
  /** yyyy-MM-dd at the venue */
  readonly date: string;
  /** HH:mm:ss at the venue */
  readonly time: string;
}

/** The venue's calendar date and clock time of a game's instant. */
export function gameWallClock(gameAt: string | Date, zone: string | null | undefined): WallClock {
  const date = instantOf(gameAt);
  if (!date) return { date: '', time: '' };
  const parts = Object.fromEntries(
    formatOf('parts', gameZone(zone))
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts['year']}-${parts['month']}-${parts['day']}`,
    time: `${parts['hour']}:${parts['minute']}:${parts['second']}`,
  };
}

/**
 * The instant as ISO 8601 with the venue's offset, "2026-07-11T18:00:00-07:00": the start
 * date schema.org's Event takes (link previews and search engines show the venue's time).
 */
export function gameStartIso(gameAt: string | Date, zone: string | null | undefined): string {
  const date = instantOf(gameAt);
  if (!date) return '';
  const wall = gameWallClock(date, zone);
  const wallAsUtc = Date.parse(`${wall.date}T${wall.time}Z`);
  const offsetMinutes = Math.round((wallAsUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${wall.date}T${wall.time}${sign}${hours}:${minutes}`;
}
