/**
 * The standings reads the dashboard, the invites screen and the quarterly standings use
 * (docs/api.md "Points, leaderboards and invites"; shapes in standings-calls.ts,
 * bonus-rows.ts and point-calls.ts). Each path names its filters, so the path is the key.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BonusRow } from '@league/modules/bonuses/domain/bonus-rows.js';
import type { HistoryRow, LeaderboardRow } from '@league/modules/leaderboards/domain/standings-calls.js';
import type { PointStatsAnswer } from '@league/modules/points/domain/point-calls.js';
import type { PlayerSearchRow } from '@league/modules/players/domain/player-row.js';
import { apiGet } from '@/lib/api-client';
import type { DateWindow } from '../stats-windows';
import { statsKeys, type Rows } from './query-keys';

export type { BonusRow, HistoryRow, LeaderboardRow, PlayerSearchRow, PointStatsAnswer };

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
    `/v1/point/stats/${venueID}/${eventID}/${playerID}/${start}/${stop}`,
  history: ({ venueID, eventID }: StatsScope, playerID: number, { start, stop }: DateWindow, page: number) =>
    `/v1/point/history/${venueID}/${eventID}/${playerID}/${start}/${stop}/${page}/${HISTORY_PAGE_SIZE}`,
  /** Every row (page size 0) of everyone's totals: the quarterly standings' form. */
  allTotals: ({ start, stop }: DateWindow) => `/v1/point/totals/0/0/${start}/${stop}/1/0`,
  bonuses: (playerID: number, { start, stop }: DateWindow) =>
    `/v1/point/bonuses/0/0/${playerID}/${INVITE_FLAG}/${start}/${stop}`,
};

const read = <T>(path: string, enabled = true) =>
  queryOptions({ queryKey: statsKeys.read(path), queryFn: ({ signal }) => apiGet<T>(path, { signal }), enabled });

/** The player a number names (the catalog's lookup, refreshed by every player write): undefined while asking, null when there is none. */
export { usePlayerByNumber } from '@/catalog';

/** A player by id (GET /v1/player/id: public fields for visitors): undefined while asking, null when there is none. */
export function usePlayerByID(playerID: number) {
  return useQuery({
    ...read<Rows<PlayerSearchRow>>(`/v1/player/id/${playerID}`, playerID > 0),
    select: (answer): PlayerSearchRow | null => answer.rows[0] ?? null,
    retry: false,
  });
}

/** A player's points and rank; the answer may come as `{ rows }` too (points feature's reading). */
export function usePointStats(scope: StatsScope, playerID: number, window: DateWindow, enabled = true) {
  return useQuery({
    ...read<PointStatsAnswer | Rows<PointStatsAnswer>>(paths.stats(scope, playerID, window), enabled && playerID > 0),
    select: (answer): PointStatsAnswer => {
      const stats = 'rows' in answer ? answer.rows[0] : answer;
      return { totalPoints: stats?.totalPoints ?? 0, ranked: stats?.ranked ?? 0 };
    },
  });
}

/** The playerID a history path names (/v1/point/history/{venueID}/{eventID}/{playerID}/...). */
const historyPlayerOf = (key: readonly unknown[] | undefined): string | undefined =>
  String(key?.[1] ?? '').split('/')[6];

/**
 * One page of a player's history; the page on screen stays while the next page or filter
 * loads, but never under another player's name.
 */
export const useHistory = (scope: StatsScope, playerID: number, window: DateWindow, page: number) =>
  useQuery({
    ...read<Rows<HistoryRow>>(paths.history(scope, playerID, window, page), playerID > 0),
    placeholderData: (previous, previousQuery) =>
      historyPlayerOf(previousQuery?.queryKey) === String(playerID) ? keepPreviousData(previous) : undefined,
  });

export const useSeasonTotals = (window: DateWindow) => useQuery(read<Rows<LeaderboardRow>>(paths.allTotals(window)));

/**
 * playerID 0: everyone's totals; a player: their awards. No placeholder: the two lists have
 * different rows, and one must never show under the other's heading while it loads.
 */
export const useBonuses = (playerID: number, window: DateWindow, enabled = true) =>
  useQuery(read<Rows<BonusRow>>(paths.bonuses(playerID, window), enabled));
