import { useCallback, useEffect, useState } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { clockAt, nextBreak, stateOfView, type ClockView } from '@league/modules/games/domain/game-clock.js';
import { apiRead, readPath, type Schema } from '@/lib/api-reads';
import { useGameMessages } from '@/lib/socket';
import { gameKeys } from '../api/query-keys';

/** What GET /v1/game/clock/{gameID} answers (docs/api.md), and its writes too. */
export type GameClockAnswer = Schema<'GameClockAnswer'>;

/** A clock heard: an answer, or a pushed `clock` message (its view the domain's, read-only). */
export interface ClockNews {
  readonly clock: ClockView;
  readonly serverNow: string;
  readonly playersLeft: number;
}

/** The clock as last heard, with this screen's offset to the server's clock (server time = Date.now() + offsetMs). */
export interface HeardClock {
  readonly clock: ClockView;
  readonly playersLeft: number;
  readonly offsetMs: number;
  /** How far off offsetMs may be: half the round trip of the read that measured it (unknown for a kept read from before). */
  readonly offsetErrorMs?: number;
}

/** Redraw this often: the shown second changes within 0.1 s of the server's. */
const TICK_MS = 100;
/** Read again now and then even with no message (a socket can die silently; a screen runs for hours). */
const SAFETY_REFRESH_MS = 60_000;

/** Under the game's own key, so `refreshGame` and every reconnection (lib/socket.ts) read the clock again. */
export const gameClockKey = (gameID: number) => [...gameKeys.game(gameID), 'clock'] as const;

/**
 * Reads the clock and takes the offset from the answer's `serverNow`: the server made it
 * about half-way between sending the request and receiving the answer.
 */
async function fetchClock(gameID: number, signal?: AbortSignal): Promise<HeardClock> {
  const sentAt = Date.now();
  const answer = await apiRead(readPath('/v1/game/clock/{gameID}', { gameID }), { signal });
  const receivedAt = Date.now();
  return {
    clock: answer.clock,
    playersLeft: answer.playersLeft,
    offsetMs: Date.parse(answer.serverNow) - (sentAt + receivedAt) / 2,
    offsetErrorMs: (receivedAt - sentAt) / 2,
  };
}

export const gameClockQueryOptions = (gameID: number) =>
  queryOptions({
    queryKey: gameClockKey(gameID),
    queryFn: ({ signal }) => fetchClock(gameID, signal),
    enabled: gameID > 0,
    refetchInterval: SAFETY_REFRESH_MS,
    // Kept for offline (lib/kept-reads.ts): a reload without network goes on counting from the last clock heard;
    // online, the server's answer is waited for (a kept clock may be a level behind).
    meta: { persist: true, restoreOffline: true },
    // A short network drop: keep showing (and counting down) the last clock heard.
    retry: (failures, error) =>
      !(error instanceof Error && 'status' in error && (error as { status: number }).status === 404) && failures < 1000,
    retryDelay: (attempt) => Math.min(5_000, 500 * 2 ** attempt),
  });

/**
 * What a clock panel says before it has a clock to show: a page opened with no network (the
 * points screen loads from the phone, issue 30) would otherwise say "Loading" for as long as
 * the bar's Wi-Fi is gone.
 */
export function clockWaitText(error: unknown, online: boolean, errorText: (error: unknown) => string): string {
  if (!online) return 'Offline: the clock shows once the network is back.';
  return error ? errorText(error) : 'Loading the clock...';
}

/** What a screen shows at this instant. */
export interface ShownClock {
  /** The clock counted on to now (levels that ended moved on). */
  readonly view: ClockView;
  /** Time left in the level, ms. */
  readonly remainingMs: number;
  /** While running: this screen's Date.now() at which the level ends (the suites compare it between screens). */
  readonly localDeadline: number | null;
  /** How far off this screen's idea of the server's time may be (HeardClock.offsetErrorMs); null when not known. */
  readonly offsetErrorMs: number | null;
  readonly playersLeft: number;
  readonly nextBreak: { readonly index: number; readonly inMs: number } | null;
}

export interface GameClock {
  readonly shown: ShownClock | null;
  readonly error: unknown;
  readonly isLoading: boolean;
  /** Read again (after a refused write). */
  readonly refresh: () => void;
  /** Put a clock answered by a write on screen at once. */
  readonly accept: (answer: ClockNews) => void;
}

/**
 * The one clock hook (issue 23): the server is the clock's authority, and every screen
 * counts down from the server's state with its own clock plus the offset to the server's
 * (from a read's `serverNow` and round trip), so screens agree within a fraction of a second. The `clock`
 * socket message puts a write on screen at once; a reconnection, `refreshGame`, the tab
 * shown again and a minute's safety read fetch it again. Between reads it keeps counting,
 * so a short network drop goes unnoticed.
 */
export function useGameClock(gameID: number): GameClock {
  const queryClient = useQueryClient();
  const query = useQuery(gameClockQueryOptions(gameID));
  const key = gameClockKey(gameID);

  const accept = useCallback(
    (answer: ClockNews) => {
      queryClient.setQueryData<HeardClock>(gameClockKey(gameID), (heard) =>
        heard && heard.clock.version > answer.clock.version
          ? heard
          : {
              clock: answer.clock,
              playersLeft: answer.playersLeft ?? heard?.playersLeft ?? 0,
              // The offset measured by a read (the midpoint of its round trip, off by at most half of it)
              // is kept: a pushed message's `serverNow` is late by however long it took to arrive, up
              // to a second on a busy machine or bad Wi-Fi, and the screens would drift apart by that.
              offsetMs: heard?.offsetMs ?? Date.parse(answer.serverNow) - Date.now(),
              offsetErrorMs: heard?.offsetErrorMs,
            },
      );
    },
    [queryClient, gameID],
  );

  useGameMessages(gameID, (message) => {
    if (message.type === 'clock') {
      const heard = queryClient.getQueryData<HeardClock>(key);
      accept({ clock: message.clock, serverNow: message.serverNow, playersLeft: heard?.playersLeft ?? 0 });
    } else if (message.type === 'refreshGame') {
      // Players checked in or placed, or a reconnection: read again.
      void queryClient.invalidateQueries({ queryKey: key });
    }
  });

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible')
        void queryClient.invalidateQueries({ queryKey: gameClockKey(gameID) });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [queryClient, gameID]);

  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const heard = query.data;
  let shown: ShownClock | null = null;
  if (heard) {
    const view = clockAt(stateOfView(heard.clock), now + heard.offsetMs);
    shown = {
      view,
      remainingMs: view.remainingMs,
      localDeadline: view.status === 'running' && view.endsAt ? Date.parse(view.endsAt) - heard.offsetMs : null,
      offsetErrorMs: heard.offsetErrorMs ?? null,
      playersLeft: heard.playersLeft,
      nextBreak: view.status === 'finished' ? null : nextBreak(view, view.remainingMs),
    };
  }
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: gameClockKey(gameID) }),
    [queryClient, gameID],
  );
  return { shown, error: query.error, isLoading: query.isLoading, refresh, accept };
}
