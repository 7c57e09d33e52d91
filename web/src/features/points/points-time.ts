/**
 * Times on the points screen, in the venue's zone (product §4.6) whatever zone the
 * host's phone is in. (The games feature has its own; features do not share code.)
 */
const LEAGUE_TIME_ZONE = 'America/Los_Angeles';

const formatters = new Map<string, Intl.DateTimeFormat>();
function format(iso: string, zone: string | null | undefined, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const timeZone = zone || LEAGUE_TIME_ZONE;
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/** "Tuesday, March 10, 2026 · 7:00 PM PDT" */
export const gameDateTimeText = (iso: string, zone: string | null | undefined): string =>
  `${format(iso, zone, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' })} · ${format(iso, zone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })}`;

/** "6:52 PM": when a player arrived or their record changed (a game night fits in one evening). */
export const rowTimeText = (iso: string, zone: string | null | undefined): string => format(iso, zone, { hour: 'numeric', minute: '2-digit' });
