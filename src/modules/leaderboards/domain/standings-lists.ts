import { EventType } from '../../../shared/domain/event-type.js';
import { FieldTooShortError, numberTooLarge } from '../../../shared/domain/validation.errors.js';

/**
 * The series slot of the event leaderboard's reads (the wire's `eventID`): 3 and 4 are tokens for every game of
 * that type (quarterly and national champions, docs/decisions/0073-standings-lists-and-bench.md),
 * not the series with those ids; 0 is any; anything else one series.
 */
export type SeriesSlot = { readonly eventType: number } | { readonly eventID: number } | null;

export const CHAMPION_TOKENS: Readonly<Record<number, number>> = { 3: EventType.Quarterly, 4: EventType.Tournament };

export function seriesSlotOf(eventID: number): SeriesSlot {
  if (eventID === 0) return null;
  const eventType = CHAMPION_TOKENS[eventID];
  return eventType === undefined ? { eventID } : { eventType };
}

/** A paged list answers at most this many rows at once. */
export const LIST_PAGE_SIZE_MAX = 100;

export interface ListPage {
  readonly limit: number;
  readonly offset: number;
}

/** page 1-based with pageSize 1-100; pageSize 0 is every row (page ignored), as the totals' form. */
export function listPage(page: number, pageSize: number): ListPage | null {
  if (pageSize === 0) return null;
  if (page < 1) throw new FieldTooShortError('page', 'Page', 1);
  if (pageSize > LIST_PAGE_SIZE_MAX) throw numberTooLarge('pageSize', 'Page Size', LIST_PAGE_SIZE_MAX);
  return { limit: pageSize, offset: (page - 1) * pageSize };
}
