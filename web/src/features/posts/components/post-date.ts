import { LEAGUE_TIME_ZONE } from '@/config/site';
import { dateFormat, type DateFormat } from '@/lib/drawn-dates';

// A post's date shows in the league's zone, as a game's does: the server draws the page, and a
// visitor's own zone would draw another day near midnight (docs/decisions/0173). Made at first use:
// the zone is the server's setting, read when the page formats its first date.
const postDates = new Map<string, DateFormat>();
let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** "Nov 24, 2026": a post's publish date as the news shows it. */
export function postDate(publishDate: string): string {
  let format = postDates.get(LEAGUE_TIME_ZONE);
  if (!format) {
    format = dateFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: LEAGUE_TIME_ZONE });
    postDates.set(LEAGUE_TIME_ZONE, format);
  }
  return format.format(new Date(publishDate));
}

/** "Nov 24, 2026, 6:00 PM": with the time, for Manage Posts' picker (the browser's zone, as its date picker). */
export const postDateTime = (publishDate: string): string =>
  (dateTimeFormat ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })).format(new Date(publishDate));
