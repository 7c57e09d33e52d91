import { DateTime } from 'luxon';
import { EventType } from '../../../shared/domain/event-type.js';

/** The feed covers games from this many days back (so last week's stay in a subscriber's calendar)... */
export const FEED_DAYS_BACK = 30;
/** ...to this many weeks ahead: as far as the schedule puts recurring games (game-schedule.ts). */
export const FEED_WEEKS_AHEAD = 8;

/** The instants a feed covers as of `now`: whole league days, 30 back to 8 weeks ahead. */
export function feedWindow(now: Date, leagueTimeZone: string): { start: Date; stop: Date } {
  const today = DateTime.fromJSDate(now, { zone: leagueTimeZone }).startOf('day');
  return {
    start: today.minus({ days: FEED_DAYS_BACK }).toJSDate(),
    stop: today.plus({ weeks: FEED_WEEKS_AHEAD, days: 1 }).toJSDate(),
  };
}

/**
 * How long a game is shown in a calendar: a regular night is about four hours; a Quarterly
 * (registration 9:00, cards up at 11:00) and the championship run the day, eight.
 */
export function gameDurationHours(eventType: number): number {
  return eventType === EventType.Quarterly || eventType === EventType.Tournament ? 8 : 4;
}

/** "The Tavern, 123 Main St, Tacoma, WA 98402": the venue and its address, whatever parts exist. */
export function venueLocation(venue: {
  name: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}): string | null {
  const region = [venue.state, venue.zipCode].filter(Boolean).join(' ');
  const parts = [venue.name, venue.address, venue.city, region].filter(
    (part): part is string => !!part && part.trim() !== '',
  );
  return parts.length > 0 ? parts.join(', ') : null;
}
