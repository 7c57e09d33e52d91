/**
 * The site's one realtime connection (docs/api.md §10): socket.io at /socket.io.
 *
 * - Lazy: socket.io-client is imported (and the connection opened) only when a
 *   screen first watches a game, so pages that watch none never download it.
 * - Rooms: a screen watches a game (`watchGame { gameID }`) and hears that game's
 *   `refreshGame`, `displayPlayer` and `clock` only. Several screens may watch one game.
 * - Reconnect-safe: every (re)connection joins every watched room again, and after
 *   a reconnection each watched game is told to refresh, since messages sent while
 *   the connection was down are lost.
 * - A server that drops the socket on purpose ("io server disconnect": socket.io
 *   then gives up) is dialled again after a short pause while games are watched.
 * - Socket messages only invalidate queries (`useWatchGame`); screens re-read
 *   through their usual hooks. `useRealtimeStatus` tells a screen (the monitor)
 *   whether the connection is up.
 * - With nothing watched for a while, the connection is closed.
 * - The session rides on the connection (socket.io's handshake `auth: { token }`, read
 *   at each (re)connection): an unlisted game's room is joined only for host mode. A
 *   log-in, log-out or host-mode change connects again, so the rooms are joined anew
 *   under the new session.
 */
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ClockView } from '@league/modules/games/domain/game-clock.js';
import { sessionStore } from './session-store';
import { openSiteSocket } from './site-socket';

/** What the server sends about a watched game (product §3.9; `clock`: issue 23's tournament clock). */
export type GameMessage =
  | { readonly type: 'refreshGame'; readonly gameID: number }
  | { readonly type: 'clock'; readonly gameID: number; readonly clock: ClockView; readonly serverNow: string }
  | {
      readonly type: 'displayPlayer';
      readonly gameID: number;
      readonly playerName: string;
      readonly buys?: string | null;
      readonly totalPoints?: number | null;
      /** What totalPoints counts (issue 30): this game's, the qualifying season's, or the year's; none for other types. */
      readonly pointsScope?: 'game' | 'season' | 'year' | null;
      readonly collect?: string | null;
    };

export type GameListener = (message: GameMessage) => void;

/**
 * The connection as a screen may show it: `idle` (nothing watched yet), `connecting`
 * (first attempt), `connected`, `reconnecting` (was up, now down).
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting';

/** The part of a socket.io client socket the watcher uses (a fake in the specs). */
export interface GameSocket {
  readonly connected: boolean;
  on(event: 'connect', listener: () => void): unknown;
  /** socket.io names why: 'io server disconnect' means the server dropped us and no retry follows. */
  on(event: 'disconnect', listener: (reason?: unknown) => void): unknown;
  on(event: 'refreshGame' | 'displayPlayer' | 'clock', listener: (payload: unknown) => void): unknown;
  emit(event: 'watchGame' | 'unwatchGame', payload: { gameID: number }, ack?: (answer: unknown) => void): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

/** Close the connection this long after the last watch ends (a quick hop to another game keeps it). */
export const IDLE_DISCONNECT_MS = 15_000;

/** Wait this long before dialling again after the server dropped the socket (no tight loop if it keeps doing so). */
export const SERVER_DROP_RETRY_MS = 1_000;

/** How the watcher waits before closing an idle connection (the specs fire it by hand). */
export interface IdleTimers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

// Called as plain functions: a browser's setTimeout refuses another `this` ("Illegal invocation").
const browserTimers: IdleTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const gameIDOf = (payload: unknown): number | null => {
  const gameID = Number((payload as { gameID?: unknown } | null)?.gameID);
  return Number.isInteger(gameID) && gameID > 0 ? gameID : null;
};

/**
 * Who watches which game, over one socket opened on demand. Pure of React and of
 * socket.io itself (it is handed a way to open the socket), so the specs drive it
 * with a fake socket.
 */
export class GameWatcher {
  private readonly listeners = new Map<number, Set<GameListener>>();
  private socket: GameSocket | null = null;
  private opening: Promise<GameSocket> | null = null;
  /** A connection has been up since the socket was last (re)opened: the next 'connect' is a reconnection. */
  private wasConnected = false;
  private idleTimer: unknown = null;
  private retryTimer: unknown = null;
  private currentStatus: RealtimeStatus = 'idle';
  private readonly statusListeners = new Set<() => void>();

  constructor(
    private readonly open: () => Promise<GameSocket>,
    private readonly timers: IdleTimers = browserTimers,
  ) {}

  /** Starts hearing a game's messages; the answer stops it. */
  watch(gameID: number, listener: GameListener): () => void {
    this.cancelIdle();
    let set = this.listeners.get(gameID);
    const first = !set;
    if (!set) {
      set = new Set();
      this.listeners.set(gameID, set);
    }
    set.add(listener);
    if (first)
      void this.ensureSocket().then(
        (socket) => this.join(socket, gameID),
        () => undefined,
      );
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      this.unwatch(gameID, listener);
    };
  }

  /** The connection's state now (see RealtimeStatus). */
  status(): RealtimeStatus {
    return this.currentStatus;
  }

  /** Calls back on each status change; the answer stops it. */
  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /**
   * The session changed: an open connection is made again (its handshake carries the new
   * session), the rooms are joined again and the watched games told to refresh.
   */
  renewSession(): void {
    const socket = this.socket;
    if (!socket?.connected) return; // the next connection carries the session anyway
    socket.disconnect();
    socket.connect();
  }

  /** The games watched now (for the specs and for debugging). */
  watchedGames(): number[] {
    return [...this.listeners.keys()];
  }

  private unwatch(gameID: number, listener: GameListener): void {
    const set = this.listeners.get(gameID);
    if (!set) return;
    set.delete(listener);
    if (set.size > 0) return;
    this.listeners.delete(gameID);
    if (this.socket?.connected) this.socket.emit('unwatchGame', { gameID });
    if (this.listeners.size === 0) this.scheduleIdle();
  }

  private join(socket: GameSocket, gameID: number): void {
    // Still wanted, and connected; otherwise the next 'connect' joins it.
    if (this.listeners.has(gameID) && socket.connected) this.send(socket, gameID);
  }

  /** Joins a room; the server answers `{ watching }` or, for a bad id, `{ error }` (logged: nothing to show). */
  private send(socket: GameSocket, gameID: number): void {
    socket.emit('watchGame', { gameID }, (answer) => {
      const error = (answer as { error?: unknown } | null)?.error;
      if (error) console.warn(`watchGame ${gameID}: ${String(error)}`);
    });
  }

  private ensureSocket(): Promise<GameSocket> {
    if (this.currentStatus === 'idle') this.setStatus('connecting');
    if (this.socket) {
      if (!this.socket.connected) this.socket.connect();
      return Promise.resolve(this.socket);
    }
    this.opening ??= this.open().then(
      (socket) => {
        this.socket = socket;
        this.attach(socket);
        if (!socket.connected) socket.connect();
        return socket;
      },
      (error: unknown) => {
        this.opening = null; // try again with the next watch
        throw error;
      },
    );
    return this.opening;
  }

  private attach(socket: GameSocket): void {
    socket.on('connect', () => {
      const reconnected = this.wasConnected;
      this.wasConnected = true;
      this.setStatus('connected');
      for (const gameID of this.listeners.keys()) this.send(socket, gameID);
      // Whatever was sent while the connection was down is lost: read the games again.
      if (reconnected) for (const gameID of this.listeners.keys()) this.deliver({ type: 'refreshGame', gameID });
    });
    socket.on('disconnect', (reason) => {
      if (this.listeners.size === 0) {
        this.setStatus('idle');
        return;
      }
      this.setStatus(this.wasConnected ? 'reconnecting' : 'connecting');
      // socket.io retries by itself after a lost network, but not after the server's own drop.
      if (reason === 'io server disconnect') this.retryAfterServerDrop(socket);
    });
    socket.on('refreshGame', (payload) => {
      const gameID = gameIDOf(payload);
      if (gameID !== null) this.deliver({ type: 'refreshGame', gameID });
    });
    socket.on('displayPlayer', (payload) => {
      const gameID = gameIDOf(payload);
      if (gameID !== null)
        this.deliver({
          ...(payload as Omit<GameMessage & { type: 'displayPlayer' }, 'type'>),
          type: 'displayPlayer',
          gameID,
        });
    });
    socket.on('clock', (payload) => {
      const gameID = gameIDOf(payload);
      const { clock, serverNow } = (payload ?? {}) as { clock?: ClockView; serverNow?: string };
      if (gameID !== null && clock && typeof serverNow === 'string')
        this.deliver({ type: 'clock', gameID, clock, serverNow });
    });
  }

  private deliver(message: GameMessage): void {
    for (const listener of [...(this.listeners.get(message.gameID) ?? [])]) listener(message);
  }

  private retryAfterServerDrop(socket: GameSocket): void {
    if (this.retryTimer !== null) return;
    this.retryTimer = this.timers.set(() => {
      this.retryTimer = null;
      if (this.listeners.size > 0 && !socket.connected) socket.connect();
    }, SERVER_DROP_RETRY_MS);
  }

  private setStatus(status: RealtimeStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    for (const listener of [...this.statusListeners]) listener();
  }

  private scheduleIdle(): void {
    this.cancelIdle();
    this.idleTimer = this.timers.set(() => {
      this.idleTimer = null;
      if (this.listeners.size > 0 || !this.socket) return;
      this.wasConnected = false; // a later connect is a fresh start, not a reconnection
      this.socket.disconnect();
      this.setStatus('idle');
    }, IDLE_DISCONNECT_MS);
  }

  private cancelIdle(): void {
    if (this.idleTimer !== null) this.timers.clear(this.idleTimer);
    this.idleTimer = null;
  }
}

/** The session token to connect with, or none (a visitor). */
const sessionAuth = (): { token?: string } => {
  const token = sessionStore.get()?.authToken;
  return token ? { token } : {};
};

/** The real connection (site-socket.ts), with the session: `auth` as a function is read again at every (re)connection. */
const openSocket = (): Promise<GameSocket> => openSiteSocket<GameSocket>((send) => send(sessionAuth()));

/** What of the session decides which rooms a socket may join: who, and whether in host mode. */
const sessionKey = (): string => {
  const user = sessionStore.get();
  return user ? `${user.authToken}:${user.hostMode}` : '';
};

let shared: GameWatcher | null = null;
const watcher = (): GameWatcher => {
  if (shared) return shared;
  const created = new GameWatcher(openSocket);
  let key = sessionKey();
  sessionStore.subscribe(() => {
    const next = sessionKey();
    if (next === key) return;
    key = next;
    created.renewSession();
  });
  return (shared = created);
};

/** Hears a game's realtime messages while the calling screen is shown (0: none). */
export function useGameMessages(gameID: number, onMessage: GameListener): void {
  const handle = useEffectEvent(onMessage);
  useEffect(() => {
    if (!(gameID > 0)) return undefined;
    return watcher().watch(gameID, (message) => handle(message));
  }, [gameID]);
}

const subscribeStatus = (onChange: () => void): (() => void) => watcher().onStatus(onChange);
const currentStatus = (): RealtimeStatus => watcher().status();

/** The realtime connection's state, for a screen that shows it (the monitor's corner light). */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(subscribeStatus, currentStatus, () => 'idle');
}

/**
 * Keeps a game's reads current while the screen is shown: on `refreshGame` for
 * this game (or after a reconnection) the given query keys are invalidated, and
 * the screen's own hooks read the game again.
 */
export function useWatchGame(gameID: number, queryKeys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  useGameMessages(gameID, (message) => {
    if (message.type !== 'refreshGame') return;
    for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
  });
}
