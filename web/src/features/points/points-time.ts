/**
 * Times on the points screen, in the venue's zone (product §4.6) whatever zone the
 * host's phone is in, through the site's one helper (lib/game-time.ts).
 */
import { formatGameTime } from '@/lib/game-time';

/** "Tuesday, March 10, 2026 · 7:00 PM PDT" */
export const gameDateTimeText = (iso: string, zone: string | null | undefined): string =>
  `${formatGameTime(iso, zone, 'longDay')} · ${formatGameTime(iso, zone, 'clockWithZone')}`;

/** "6:52 PM": when a player arrived or their record changed (a game night fits in one evening). */
export const rowTimeText = (iso: string, zone: string | null | undefined): string => formatGameTime(iso, zone, 'clock');
