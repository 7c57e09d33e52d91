/** How the standings show what the reads answer. */
import { DEFAULT_VENUE_TIME_ZONE } from '@league/shared/domain/time-zones.js';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A game's date in its venue's zone, e.g. "Jan 18, 2025"; blank on per-event rows. */
export function gameDate({ gameAt, venueTimeZone }: { gameAt: string | null; venueTimeZone: string }): string {
  if (!gameAt) return '';
  const zone = venueTimeZone || DEFAULT_VENUE_TIME_ZONE;
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, month: 'short', day: 'numeric', year: 'numeric' });
    formats.set(zone, format);
  }
  return format.format(new Date(gameAt));
}
