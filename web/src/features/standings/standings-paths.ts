/**
 * The standings reads the leaderboard screens and home make (docs/api.md "Points,
 * leaderboards and invites"; src/modules/leaderboards/domain/standings-calls.ts), as
 * paths. Pure, so the exact addresses are unit-tested against the pinned contract.
 */
import { EventType } from '@league/shared/domain/event-type.js';

/** Product §9: the player leaderboard shows 20 players a page. */
export const LEADERBOARD_PAGE_SIZE = 20;

/** The event slot's tokens: every Quarterly game (quarterly champions), every Tournament (national champions). */
export const CHAMPION_EVENTS = [EventType.Quarterly, EventType.Tournament] as const;
export const isChampionEvent = (eventID: number): boolean => (CHAMPION_EVENTS as readonly number[]).includes(eventID);

export interface StandingsFilter {
  /** 0: every venue */
  readonly venueID: number;
  /** 0: every event; 3 and 4 are the champions' tokens */
  readonly eventID: number;
  /** League dates, both included (yyyy-MM-dd) */
  readonly start: string;
  readonly stop: string;
}

/** GET /v1/point/totals/{venueID}/{eventID}/{start}/{stop}/{page}/{pageSize}: the player leaderboard's page. */
export const totalsPath = (
  { venueID, eventID, start, stop }: StandingsFilter,
  page: number,
  pageSize: number = LEADERBOARD_PAGE_SIZE,
): string => `/v1/point/totals/${venueID}/${eventID}/${start}/${stop}/${page}/${pageSize}`;

/** GET /v1/point/games/0/{3|4}/0/1: every champion, all years, newest first (home). */
export const championsPath = (eventType: number): string => `/v1/point/games/0/${eventType}/0/1`;

/** GET /v1/point/games/{venueID}/{eventID}/0/1/{start}/{stop}: the winners of each game in the window (the champions' leaderboards). */
export const gameWinnersPath = ({ venueID, eventID, start, stop }: StandingsFilter): string =>
  `/v1/point/games/${venueID}/${eventID}/0/1/${start}/${stop}`;

/** GET /v1/point/events/{venueID}/{eventID}/0/0/{start}/{stop}: each event's totals, by event then rank. */
export const eventTotalsPath = ({ venueID, eventID, start, stop }: StandingsFilter): string =>
  `/v1/point/events/${venueID}/${eventID}/0/0/${start}/${stop}`;

/**
 * The event leaderboard's read: the champions' tokens list each game's winner (with its
 * date); any other event, or none, lists the events' totals (no date: an event spans many games).
 */
export const eventLeaderboardPath = (filter: StandingsFilter): string =>
  isChampionEvent(filter.eventID) ? gameWinnersPath(filter) : eventTotalsPath(filter);
