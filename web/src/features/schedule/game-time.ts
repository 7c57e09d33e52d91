/**
 * A game's time where it is played: every game shows in its venue's time zone
 * (docs/decisions/0062-game-screens.md), whatever the zone of the visitor's phone, through
 * the site's one helper (lib/game-time.ts).
 */
import { dateFormat, type DateFormat } from '@/lib/drawn-dates';
import { formatGameTime, gameWallClock, type WallClock } from '@/lib/game-time';

export type { WallClock };

/** The venue's calendar date and clock time of an instant (ISO 8601 UTC on the wire). */
export const wallClock = (gameAt: string | Date, zone: string): WallClock => gameWallClock(gameAt, zone);

/** The venue's date of a game: the day a calendar puts it on. */
export const venueDate = (gameAt: string | Date, zone: string): string => wallClock(gameAt, zone).date;

/**
 * The venue's wall-clock time without an offset, "2026-03-10T19:00:00": a calendar
 * told to show times as given (FullCalendar with timeZone "UTC") then puts every game
 * at its venue's time, even when venues sit in different zones.
 */
export function venueWallTime(gameAt: string | Date, zone: string): string {
  const { date, time } = wallClock(gameAt, zone);
  return `${date}T${time}`;
}

const displayFormats = new Map<string, DateFormat>();

function displayFormat(key: string, zone: string, options: Intl.DateTimeFormatOptions): DateFormat {
  const cacheKey = `${key}|${zone}`;
  let format = displayFormats.get(cacheKey);
  if (!format) {
    format = dateFormat('en-US', { timeZone: zone, ...options });
    displayFormats.set(cacheKey, format);
  }
  return format;
}

/** "7:00 PM PDT" */
export const formatGameClock = (gameAt: string | Date, zone: string): string =>
  formatGameTime(gameAt, zone, 'clockWithZone');

/** "Saturday, April 11, 2026" */
export const formatGameLongDay = (gameAt: string | Date, zone: string): string =>
  formatGameTime(gameAt, zone, 'longDay');

/** A yyyy-MM-dd date as a heading: "Tuesday, March 10" (no zone: it is a calendar date). */
export function formatCalendarDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return displayFormat('date', 'UTC', { weekday: 'long', month: 'long', day: 'numeric' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}
