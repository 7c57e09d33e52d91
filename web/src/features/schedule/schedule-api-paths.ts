/**
 * The game reads the schedule screens make (docs/api.md §6), as paths. Kept apart from
 * the fetchers so the exact addresses are unit-tested: the server's routes match these.
 */
import { EventType } from '@league/shared/domain/event-type.js';
import type { DateWindow } from './schedule-dates';

export interface GameWindowFilter extends DateWindow {
  /** 0: every venue */
  readonly venueID: number;
  /** 0: every event */
  readonly eventID: number;
  /** Unlisted games too: asked only in host mode (the server ignores it for others). */
  readonly all: boolean;
}

/**
 * GET /v1/game/list/0/{venueID}/{eventID}/{start}/{stop}[/0/0/all]: the games in the
 * window, ascending by time. Player 0: the list is not one player's.
 */
export function gameWindowPath({ venueID, eventID, start, stop, all }: GameWindowFilter): string {
  const path = `/v1/game/list/0/${venueID}/${eventID}/${start}/${stop}`;
  return all ? `${path}/0/0/all` : path;
}

/** GET /v1/game/list/0/0/3/{start}: the next quarterly tournament from that day (one row or none). */
export const nextQuarterlyPath = (start: string): string => `/v1/game/list/0/0/${EventType.Quarterly}/${start}`;

/**
 * The iCalendar feeds (docs/api.md §6): the whole league's games, or one venue's.
 * Calendar programs subscribe to these addresses and re-read them on their own.
 */
export const calendarFeedPath = (venueID: number): string =>
  venueID > 0 ? `/v1/calendar/venue/${venueID}.ics` : '/v1/calendar/league.ics';

/** The feed's full address on this site, e.g. https://league.example/v1/calendar/league.ics. */
export const calendarFeedUrl = (origin: string, venueID: number): string =>
  `${origin.replace(/\/+$/, '')}${calendarFeedPath(venueID)}`;

/** The same address with the webcal: scheme, which Apple's and Outlook's calendars open as a subscription. */
export const webcalUrl = (feedUrl: string): string => feedUrl.replace(/^https?:/, 'webcal:');
