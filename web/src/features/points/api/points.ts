/**
 * The points screen's reads and writes (docs/api.md "Points, leaderboards and invites"). Reads share the games
 * feature's query keys (written out here: features do not import each other), so a
 * `refreshGame`, this screen's writes and Game Detail all refresh one cache entry.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuarterPeriod } from '@league/shared/domain/period.js';
import { ApiError } from '@/lib/api-client';
import { apiRead, apiSend, readPath, type Answer, type Schema, type WriteBody } from '@/lib/api-reads';
import type { RetryHint } from '../write-queue';

export type GameRow = Schema<'GameRow'>;
export type GamePointRow = Schema<'GamePointRow'>;
export type PlayerSearchRow = Schema<'PlayerSearchRow'>;
export type PointWriteAnswer = Schema<'PointWriteAnswer'>;
export type WelcomeMessage = Schema<'WelcomeMessage'>;
/** The game's point rows as GET /v1/game/points answers them (the cache entry the writes update). */
export type GamePoints = Answer<'/v1/game/points/{gameID}/{all}'>;

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
      const game = (await apiRead(readPath('/v1/game/id/{gameID}', { gameID }), { signal })).rows[0];
      if (!game) throw new ApiError('Game not found', 404);
      return game;
    },
    enabled: gameID > 0,
    meta: KEPT,
  });

export const gamePointsQueryOptions = (gameID: number) =>
  queryOptions({
    queryKey: pointKeys.points(gameID),
    queryFn: ({ signal }) => apiRead(readPath('/v1/game/points/{gameID}/{all}', { gameID, all: 1 }), { signal }),
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
    queryFn: ({ signal }) =>
      apiRead(
        readPath('/v1/point/totals/{venueID}/{eventID}/{start}/{stop}/{page}/{pageSize}', {
          venueID,
          eventID: 0,
          start: '0',
          stop: 'All',
          page: 1,
          pageSize: 0,
        }),
        { signal },
      ),
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
    queryFn: ({ signal }) =>
      apiRead(
        readPath('/v1/point/stats/{venueID}/{eventID}/{playerID}/{start}/{stop}', {
          venueID: 0,
          eventID: 0,
          playerID,
          start: String(year),
          stop: period,
        }),
        { signal },
      ),
    enabled: playerID > 0,
  });

/** One game-night write as the queue sends it: the call and its body (as the document types it); the key comes with each try. */
export type PointWrite =
  | { readonly kind: 'checkIn'; readonly body: WriteBody<'post', '/v1/point/check-in'> }
  | { readonly kind: 'place'; readonly body: WriteBody<'post', '/v1/point/place'> }
  | { readonly kind: 'points'; readonly body: WriteBody<'post', '/v1/point/points'> }
  | { readonly kind: 'buys'; readonly body: WriteBody<'post', '/v1/point/buys'> }
  | { readonly kind: 'remove'; readonly body: WriteBody<'delete', '/v1/point'> }
  | { readonly kind: 'end'; readonly body: WriteBody<'post', '/v1/point/end'> };

/** Sends one try of a write; a replay with the same key answers the first answer (docs/api.md). */
export function sendPointWrite(write: PointWrite, idempotencyKey: string): Promise<PointWriteAnswer> {
  const options = { headers: { 'Idempotency-Key': idempotencyKey } };
  switch (write.kind) {
    case 'checkIn':
      return apiSend('post', '/v1/point/check-in', undefined, write.body, options);
    case 'place':
      return apiSend('post', '/v1/point/place', undefined, write.body, options);
    case 'points':
      return apiSend('post', '/v1/point/points', undefined, write.body, options);
    case 'buys':
      return apiSend('post', '/v1/point/buys', undefined, write.body, options);
    case 'remove':
      return apiSend('delete', '/v1/point', undefined, write.body, options);
    case 'end':
      return apiSend('post', '/v1/point/end', undefined, write.body, options);
  }
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
