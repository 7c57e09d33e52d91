import { leagueToday } from '../../../lib/clock';

/** Product §9.1: a venue counts as active with a game or event in the last 180 days. */
export const ACTIVE_VENUE_DAYS = 180;

const DAY_MS = 86_400_000;
/** A league date (yyyy-MM-dd) as the UTC midnight of that calendar day: plain day arithmetic, no zone. */
const utcDayOf = (isoDate: string): Date => new Date(`${isoDate}T00:00:00Z`);

/** Today by the site clock, as the league counts days (its zone, not the computer's; honours `today`). */
export const todayIso = (): string => leagueToday();

/** Start of the "Active venues only" window: the league's today minus 180 days. */
export const activeVenuesSince = (): string =>
  new Date(utcDayOf(todayIso()).getTime() - ACTIVE_VENUE_DAYS * DAY_MS).toISOString().slice(0, 10);

/** Day of the week of the league's today as the API numbers it: 1 Sunday .. 7 Saturday. */
export const todayEventDay = (): number => utcDayOf(todayIso()).getUTCDay() + 1;
