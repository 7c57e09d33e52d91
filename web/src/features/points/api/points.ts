/**
 * The points screen's reads and writes (docs/api.md "Points, leaderboards and invites"). Reads share the games
 * feature's query keys (written out here: features do not import each other), so a
 * `refreshGame`, this screen's writes and Game Detail all refresh one cache entry.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GamePointRow, GameRow } from '@league/modules/games/domain/game-row.js';
import type { PlayerSearchRow } from '@league/modules/players/domain/player-row.js';
import type {
  CheckInRequest,
  EndGameRequest,
  PointStatsAnswer,
  PointWriteAnswer,
  RemovePlayerRequest,
  SetBuysRequest,
  SetPlaceRequest,
  SetPointsRequest,
} from '@league/modules/points/domain/point-calls.js';
import type { Rows } from '@league/shared/application/rows.js';
import type { QuarterPeriod } from '@league/shared/domain/period.js';
import type { LeaderboardRow } from '@league/modules/leaderboards/domain/standings-calls.js';
import { ApiError, apiGet, apiWrite } from '@/lib/api-client';
import type { RetryHint } from '../write-queue';

export type { GamePointRow, GameRow, PlayerSearchRow, PointWriteAnswer, Rows };

export const pointKeys = {
  /** The games feature's `gameKeys.game(gameID)`: the game's record and its points. */
  game: (gameID: number) => ['games', 'game', gameID] as const,
  detail: (gameID: number) => [...pointKeys.game(gameID), 'detail'] as const,
  points: (gameID: number) => [...pointKeys.game(gameID), 'points'] as const,
  /** Every game list (Events, pickers): stale after a write that changes a game's totals. */
  gameLists: () => ['games', 'list'] as const,
  stats: (playerID: number, year: number, period: QuarterPeriod) =>
    ['points', 'stats', playerID, year, period] as const,
  regulars: (venueID: number) => ['points', 'regulars', venueID] as const,
};

/**
 * Kept across reloads by the site's kept query cache (app provider): the points screen
 * opens offline with its game, its rows and the names it can give a scanned card.
 */
const KEPT = { persist: true } as const;

/** A host choice (GET /v1/player/list/10, the catalog's read). */
export type { HostChoice } from '@/catalog';

export const gameQueryOptions = (gameID: number) =>
  queryOptions({
    queryKey: pointKeys.detail(gameID),
    queryFn: async ({ signal }) => {
      const game = (await apiGet<Rows<GameRow>>(`/v1/game/id/${gameID}`, { signal })).rows[0];
      if (!game) throw new ApiError('Game not found', 404);
      return game;
    },
    enabled: gameID > 0,
    meta: KEPT,
  });

export const gamePointsQueryOptions = (gameID: number) =>
  queryOptions({
    queryKey: pointKeys.points(gameID),
    queryFn: ({ signal }) => apiGet<Rows<GamePointRow>>(`/v1/game/points/${gameID}/1`, { signal }),
    enabled: gameID > 0,
    meta: KEPT,
  });

/**
 * Everyone who has played at the venue (its all-time leaderboard, GET /v1/point/totals/{venueID}/0/0/All/1/0):
 * read when the points screen opens online and kept, so a card scanned offline is named
 * ("Pat Player", not "Card 1234567"). Only number and name are used.
 */
export const venueRegularsQueryOptions = (venueID: number) =>
  queryOptions({
    queryKey: pointKeys.regulars(venueID),
    queryFn: ({ signal }) => apiGet<Rows<LeaderboardRow>>(`/v1/point/totals/${venueID}/0/0/All/1/0`, { signal }),
    enabled: venueID > 0,
    staleTime: 60 * 60_000,
    meta: KEPT,
  });

export const useVenueRegulars = (venueID: number) => useQuery(venueRegularsQueryOptions(venueID));

export const useGame = (gameID: number) => useQuery(gameQueryOptions(gameID));
export const useGamePoints = (gameID: number) => useQuery(gamePointsQueryOptions(gameID));

/** A quarterly player's points in the game's qualifying season (GET /v1/point/stats/0/0/{playerID}/{year}/{Qn}). */
export const usePlayerStats = (playerID: number, year: number, period: QuarterPeriod) =>
  useQuery({
    queryKey: pointKeys.stats(playerID, year, period),
    queryFn: async ({ signal }): Promise<PointStatsAnswer> => {
      const answer = await apiGet<PointStatsAnswer | Rows<PointStatsAnswer>>(
        `/v1/point/stats/0/0/${playerID}/${year}/${period}`,
        { signal },
      );
      // SPEC 7 says the call "returns totalPoints, ranked"; a `{ rows }` answer is read too.
      const stats = 'rows' in answer ? answer.rows[0] : answer;
      return { totalPoints: stats?.totalPoints ?? 0, ranked: stats?.ranked ?? 0 };
    },
    enabled: playerID > 0,
  });

/** One game-night write as the queue sends it: the call and its body; the key comes with each try. */
export type PointWrite =
  | { readonly kind: 'checkIn'; readonly body: CheckInRequest }
  | { readonly kind: 'place'; readonly body: SetPlaceRequest }
  | { readonly kind: 'points'; readonly body: SetPointsRequest }
  | { readonly kind: 'buys'; readonly body: SetBuysRequest }
  | { readonly kind: 'remove'; readonly body: RemovePlayerRequest }
  | { readonly kind: 'end'; readonly body: EndGameRequest };

const CALLS: Record<PointWrite['kind'], { method: 'POST' | 'DELETE'; path: string }> = {
  checkIn: { method: 'POST', path: '/v1/point/check-in' },
  place: { method: 'POST', path: '/v1/point/place' },
  points: { method: 'POST', path: '/v1/point/points' },
  buys: { method: 'POST', path: '/v1/point/buys' },
  remove: { method: 'DELETE', path: '/v1/point' },
  end: { method: 'POST', path: '/v1/point/end' },
};

/** Sends one try of a write; a replay with the same key answers the first answer (docs/api.md). */
export function sendPointWrite(write: PointWrite, idempotencyKey: string): Promise<PointWriteAnswer> {
  const { method, path } = CALLS[write.kind];
  return apiWrite<PointWriteAnswer>(method, path, write.body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** A failure worth trying again with the same key: no answer at all (status 0: offline, timed out) or a gateway's 502-504. */
export const isNetworkFailure = (error: unknown): boolean =>
  error instanceof ApiError
    ? error.status === 0 || (error.status >= 502 && error.status <= 504)
    : error instanceof TypeError;

/**
 * Whether (and how) the write queue tries a failed write again: no answer at all is the
 * network ("Offline"); a 502-504 is the server side being away or busy (its database
 * restarting, say), to be asked again when its Retry-After says; anything else is final.
 */
export function retryHintOf(error: unknown): RetryHint | false {
  if (!isNetworkFailure(error)) return false;
  if (error instanceof ApiError && error.status >= 502) return { busy: true, afterSeconds: error.retryAfterSeconds };
  return { busy: false };
}
