/**
 * The standings reads the leaderboard screens and home make (docs/api.md "Points,
 * leaderboards and invites"; src/modules/leaderboards/domain/standings-calls.ts), as
 * paths. Pure, so the exact addresses are unit-tested against the pinned contract.
 */
import { EventType } from '@league/shared/domain/event-type.js';
import { readPath } from '@/lib/api-reads';

/** Product §9: the player leaderboard shows 20 players a page. */
export const LEADERBOARD_PAGE_SIZE = 20;

/** The event slot's tokens: every Quarterly game (quarterly champions), every Tournament (national champions). */
export const CHAMPION_EVENT_TYPES = [EventType.Quarterly, EventType.Tournament] as const;
export const isChampionToken = (eventID: number): boolean =>
  (CHAMPION_EVENT_TYPES as readonly number[]).includes(eventID);

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
) =>
  readPath('/v1/point/totals/{venueID}/{eventID}/{start}/{stop}/{page}/{pageSize}', {
    venueID,
    eventID,
    start,
    stop,
    page,
    pageSize,
  });

/** GET /v1/point/games/0/{3|4}/0/1: every champion, all years, newest first (home). */
export const championsPath = (eventType: number) =>
  readPath('/v1/point/games/{venueID}/{eventID}/{playerID}/{winnersOnly}', {
    venueID: 0,
    eventID: eventType,
    playerID: 0,
    winnersOnly: 1,
  });

/** GET /v1/point/games/{venueID}/{eventID}/0/1/{start}/{stop}: the winners of each game in the window (the champions' leaderboards). */
export const gameWinnersPath = ({ venueID, eventID, start, stop }: StandingsFilter) =>
  readPath('/v1/point/games/{venueID}/{eventID}/{playerID}/{winnersOnly}/{start}/{stop}', {
    venueID,
    eventID,
    playerID: 0,
    winnersOnly: 1,
    start,
    stop,
  });

/** GET /v1/point/events/{venueID}/{eventID}/0/0/{start}/{stop}: each event's totals, by event then rank. */
export const seriesTotalsPath = ({ venueID, eventID, start, stop }: StandingsFilter) =>
  readPath('/v1/point/events/{venueID}/{eventID}/{playerID}/{flag}/{start}/{stop}', {
    venueID,
    eventID,
    playerID: 0,
    flag: 0,
    start,
    stop,
  });

/**
 * The event leaderboard's read: the champions' tokens list each game's winner (with its
 * date); any other event, or none, lists the events' totals (no date: an event spans many games).
 */
export const eventLeaderboardPath = (
  filter: StandingsFilter,
): ReturnType<typeof gameWinnersPath> | ReturnType<typeof seriesTotalsPath> =>
  isChampionToken(filter.eventID) ? gameWinnersPath(filter) : seriesTotalsPath(filter);
