/**
 * The standings reads the dashboard, the invites screen and the quarterly standings use
 * (docs/api.md "Points, leaderboards and invites"; shapes in standings-calls.ts,
 * bonus-rows.ts and point-calls.ts). Each path names its filters, so the path is the key.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRead, readPath, type ReadPath, type ReadTemplate, type Schema } from '@/lib/api-reads';
import type { DateWindow } from '../stats-windows';
import { statsKeys } from './query-keys';

export type BonusRow = Schema<'BonusRow'>;
export type HistoryRow = Schema<'HistoryRow'>;
export type LeaderboardRow = Schema<'LeaderboardRow'>;
export type PointStatsAnswer = Schema<'PointStatsAnswer'>;
export type PlayerSearchRow = Schema<'PlayerSearchRow'>;
/** A player as GET /v1/player/id answers them to this caller. */
export type PlayerRecord = Schema<'PlayerAsSeen'>;

/** venueID / eventID / playerID 0 = any (standings-calls.ts). */
export interface StatsScope {
  readonly venueID: number;
  readonly eventID: number;
}

/** The SPEC's dashboard history page size (§7 "Page sizes"). */
export const HISTORY_PAGE_SIZE = 30;

/** The invites reads' flag: 1 (bonus-rows.ts: the everyone list; the same for one player). */
const INVITE_FLAG = 1;

export const paths = {
  stats: ({ venueID, eventID }: StatsScope, playerID: number, { start, stop }: DateWindow) =>
    readPath('/v1/point/stats/{venueID}/{eventID}/{playerID}/{start}/{stop}', {
      venueID,
      eventID,
      playerID,
      start,
      stop,
    }),
  history: ({ venueID, eventID }: StatsScope, playerID: number, { start, stop }: DateWindow, page: number) =>
    readPath('/v1/point/history/{venueID}/{eventID}/{playerID}/{start}/{stop}/{page}/{pageSize}', {
      venueID,
      eventID,
      playerID,
      start,
      stop,
      page,
      pageSize: HISTORY_PAGE_SIZE,
    }),
  /** Every row (page size 0) of everyone's totals: the quarterly standings' form. */
  allTotals: ({ start, stop }: DateWindow) =>
    readPath('/v1/point/totals/{venueID}/{eventID}/{start}/{stop}/{page}/{pageSize}', {
      venueID: 0,
      eventID: 0,
      start,
      stop,
      page: 1,
      pageSize: 0,
    }),
  bonuses: (playerID: number, { start, stop }: DateWindow) =>
    readPath('/v1/point/bonuses/{venueID}/{eventID}/{playerID}/{flag}/{start}/{stop}', {
      venueID: 0,
      eventID: 0,
      playerID,
      flag: INVITE_FLAG,
      start,
      stop,
    }),
};

const read = <P extends ReadTemplate>(path: ReadPath<P>, enabled = true) =>
  queryOptions({ queryKey: statsKeys.read(path), queryFn: ({ signal }) => apiRead(path, { signal }), enabled });

/** The player a number names (the catalog's lookup, refreshed by every player write): undefined while asking, null when there is none. */
export { usePlayerByNumber } from '@/catalog';

/** A player by id (GET /v1/player/id: public fields for visitors): undefined while asking, null when there is none. */
export function usePlayerByID(playerID: number) {
  return useQuery({
    ...read(readPath('/v1/player/id/{playerID}', { playerID }), playerID > 0),
    select: (answer): PlayerRecord | null => answer.rows[0] ?? null,
    retry: false,
  });
}

/** A player's points and rank. */
export const usePointStats = (scope: StatsScope, playerID: number, window: DateWindow, enabled = true) =>
  useQuery(read(paths.stats(scope, playerID, window), enabled && playerID > 0));

/** The playerID a history path names (/v1/point/history/{venueID}/{eventID}/{playerID}/...). */
const historyPlayerOf = (key: readonly unknown[] | undefined): string | undefined =>
  String(key?.[1] ?? '').split('/')[6];

/**
 * One page of a player's history; the page on screen stays while the next page or filter
 * loads, but never under another player's name.
 */
export const useHistory = (scope: StatsScope, playerID: number, window: DateWindow, page: number) =>
  useQuery({
    ...read(paths.history(scope, playerID, window, page), playerID > 0),
    placeholderData: (previous, previousQuery) =>
      historyPlayerOf(previousQuery?.queryKey) === String(playerID) ? keepPreviousData(previous) : undefined,
  });

export const useSeasonTotals = (window: DateWindow) => useQuery(read(paths.allTotals(window)));

/**
 * playerID 0: everyone's totals; a player: their awards. No placeholder: the two lists have
 * different rows, and one must never show under the other's heading while it loads.
 */
export const useBonuses = (playerID: number, window: DateWindow, enabled = true) =>
  useQuery(read(paths.bonuses(playerID, window), enabled));
