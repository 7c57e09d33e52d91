import dayjs from 'dayjs';
import { now } from '../../../lib/clock';

/** Product §9.1: a venue counts as active with a game or event in the last 180 days. */
export const ACTIVE_VENUE_DAYS = 180;

/** `yyyy-MM-dd`, the date form the API takes in paths and event bodies. */
export const toIsoDate = (date: Date): string => dayjs(date).format('YYYY-MM-DD');

/** Today by the site clock (honours the `today` test parameter). */
export const todayIso = (): string => toIsoDate(now());

/** Start of the "Active venues only" window: today minus 180 days. */
export const activeVenuesSince = (): string => toIsoDate(dayjs(now()).subtract(ACTIVE_VENUE_DAYS, 'day').toDate());

/** Day of the week of today as the API numbers it: 1 Sunday .. 7 Saturday. */
export const todayEventDay = (): number => dayjs(now()).day() + 1;
