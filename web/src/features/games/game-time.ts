/**
 * A game's time as people read it: in its venue's time zone (product §4.6), which
 * the game rows carry as `venueTimeZone`, whatever zone the phone is in. Display
 * goes through the site's one helper (lib/game-time.ts); the form's wall time (what the date-time picker holds,
 * `YYYY-MM-DD HH:mm:ss` in the venue's zone) converts to and from the instant the
 * API takes with dayjs' zone plugin.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

import { formatGameTime, gameZone } from '@/lib/game-time';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The league's zone, for a game that names none. */
export { LEAGUE_TIME_ZONE } from '@/config/site';

/** The picker's value format. */
export const WALL_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const zoneOr = gameZone;

/** "Tuesday, March 10, 2026" in the venue's zone. */
export const gameDateText = (iso: string, zone: string | null | undefined): string =>
  formatGameTime(iso, zone, 'longDay');

/** "7:00 PM PDT" in the venue's zone. */
export const gameTimeText = (iso: string, zone: string | null | undefined): string =>
  formatGameTime(iso, zone, 'clockWithZone');

/** { day: "Tue 3/10/26", time: "7:00 PM" }: a list's date column, in the venue's zone. */
export function gameListParts(iso: string, zone: string | null | undefined): { day: string; time: string } {
  const day = formatGameTime(iso, zone, 'listDay').replace(',', '');
  return day ? { day, time: formatGameTime(iso, zone, 'clock') } : { day: '', time: '' };
}

/** "Tue 3/10/26 7:00 PM": a list's date, in the venue's zone. */
export function gameListText(iso: string, zone: string | null | undefined): string {
  const { day, time } = gameListParts(iso, zone);
  return day ? `${day} ${time}` : '';
}

/** "Tue 3/10/26 7:02:15 PM": an instant to the second, in the venue's zone (Game Detail's History: several changes a minute on game night). */
export function instantText(iso: string, zone: string | null | undefined): string {
  const day = formatGameTime(iso, zone, 'listDay').replace(',', '');
  return day ? `${day} ${formatGameTime(iso, zone, 'clockSeconds')}` : '';
}

/** The year and month (1-12) a game falls in, in its venue's zone: the picker opens on it. */
export function monthOfGame(game: { gameAt: string; venueTimeZone: string | null }): { year: number; month: number } {
  const local = dayjs(game.gameAt).tz(zoneOr(game.venueTimeZone));
  return { year: local.year(), month: local.month() + 1 };
}

/** The instant as the wall time of the zone: what the date-time picker holds. */
export const toWallTime = (iso: string, zone: string | null | undefined): string =>
  dayjs(iso).tz(zoneOr(zone)).format(WALL_TIME_FORMAT);

/** The wall time of the zone as the instant the API takes (ISO 8601 UTC); null when not a time. */
export function fromWallTime(wallTime: string, zone: string | null | undefined): string | null {
  const text = wallTime.trim();
  if (!/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(text)) return null;
  const local = dayjs.tz(text.replace('T', ' '), zoneOr(zone));
  return local.isValid() ? local.toISOString() : null;
}

/** Product §9.1: a new game starts 30 minutes from now; the picker holds whole minutes. */
export const NEW_GAME_LEAD_MINUTES = 30;

export function newGameWallTime(now: Date, zone: string | null | undefined): string {
  const start = dayjs(now).add(NEW_GAME_LEAD_MINUTES, 'minute').second(0).millisecond(0);
  return toWallTime(start.toISOString(), zone);
}
