/**
 * Live standings (docs/api.md §10, docs/decisions/0110-live-standings.md): a page
 * that shows standings calls `useLiveStandings()` and reads again by itself when a game's
 * result reaches them.
 *
 * - The server sends `standingsChanged { scopes, gameID }` to the sockets that sent
 *   `watchStandings`, once the worker has written the standings and the kept answers are
 *   dropped (public data only: scope ids and periods).
 * - Coalesced: the messages of one ending (and of endings close together) become one
 *   read, a short trailing pause after the last one, plus a random delay so hundreds of
 *   open pages do not ask the same uncached answer in the same instant.
 * - Reconnect-safe: after a reconnection the pages read once (what was sent while the
 *   connection was down is lost).
 * - Its own socket.io connection, opened while a page that shows standings is open and
 *   closed a while after the last one goes (pages without standings never open it).
 * - Opened once the visitor is reading (lib/visitor-reading.ts): a visitor who glances and
 *   leaves costs no connection, and a first load does not fetch socket.io's client. A
 *   connection that opens later than UNHEARD_AFTER_MS reads once: changes made before it were
 *   not heard.
 */
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { whenVisitorReads } from './visitor-reading';

/** What the server says changed (docs/api.md §10). */
export interface StandingsChange {
  readonly scopes: readonly { readonly scopeType: 'league' | 'venue' | 'event'; readonly scopeID: number; readonly period: string }[];
  readonly gameID: number | null;
}

/** The part of a socket.io client socket the watcher uses (a fake in the specs). */
export interface StandingsSocket {
  readonly connected: boolean;
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'disconnect', listener: (reason?: unknown) => void): unknown;
  on(event: 'standingsChanged', listener: (payload: unknown) => void): unknown;
  emit(event: 'watchStandings'): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

export interface WatcherTimers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** Wait this long after the last message before reading (the jobs of one ending arrive together). */
export const COALESCE_MS = 300;
/** Then up to this much more, at random, so open pages spread their reads. */
export const JITTER_MS = 500;
/** Close the connection this long after the last standings page went. */
export const IDLE_DISCONNECT_MS = 15_000;
/** A first connection later than this after the page began watching may have missed a change: it reads once. */
export const UNHEARD_AFTER_MS = 3_000;

const browserTimers: WatcherTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The game ids of what was heard since the last read (0 for a reconnection or a whole-scope recompute). */
export type StandingsListener = (gameIDs: readonly number[]) => void;

/** Who listens to the standings, over one socket opened on demand. Pure of React and socket.io (the specs drive a fake). */
export class StandingsWatcher {
  private readonly listeners = new Set<StandingsListener>();
  private socket: StandingsSocket | null = null;
  private opening: Promise<StandingsSocket> | null = null;
  private wasConnected = false;
  private pending = new Set<number>();
  private readTimer: unknown = null;
  private idleTimer: unknown = null;
  private unheardTimer: unknown = null;
  private mayHaveMissed = false;

  constructor(
    private readonly open: () => Promise<StandingsSocket>,
    private readonly timers: WatcherTimers = browserTimers,
    private readonly random: () => number = Math.random,
  ) {}

  /** Starts hearing changes; the answer stops it. */
  watch(listener: StandingsListener): () => void {
    if (this.idleTimer !== null) this.timers.clear(this.idleTimer);
    this.idleTimer = null;
    this.listeners.add(listener);
    if (!this.wasConnected && this.unheardTimer === null) this.unheardTimer = this.timers.set(() => (this.mayHaveMissed = true), UNHEARD_AFTER_MS);
    void this.ensureSocket().catch(() => undefined);
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.scheduleIdle();
    };
  }

  private ensureSocket(): Promise<StandingsSocket> {
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
        this.opening = null;
        throw error;
      },
    );
    return this.opening;
  }

  private attach(socket: StandingsSocket): void {
    socket.on('connect', () => {
      const missed = this.wasConnected || this.mayHaveMissed;
      this.wasConnected = true;
      this.stopUnheardTimer();
      socket.emit('watchStandings');
      if (missed) this.heard(0);
      // Says the page is hearing changes (the browser suites wait for it before ending a game).
      if (typeof document !== 'undefined') document.documentElement.dataset['liveStandings'] = 'watching';
    });
    socket.on('disconnect', () => {
      if (typeof document !== 'undefined') delete document.documentElement.dataset['liveStandings'];
    });
    socket.on('standingsChanged', (payload) => {
      const gameID = Number((payload as { gameID?: unknown } | null)?.gameID);
      this.heard(Number.isInteger(gameID) && gameID > 0 ? gameID : 0);
    });
  }

  /** Trailing: each message pushes the read back to COALESCE_MS after it, plus this page's jitter. */
  private heard(gameID: number): void {
    this.pending.add(gameID);
    if (this.readTimer !== null) this.timers.clear(this.readTimer);
    this.readTimer = this.timers.set(() => {
      this.readTimer = null;
      const gameIDs = [...this.pending];
      this.pending = new Set();
      for (const listener of [...this.listeners]) listener(gameIDs);
    }, COALESCE_MS + Math.floor(this.random() * JITTER_MS));
  }

  private stopUnheardTimer(): void {
    if (this.unheardTimer !== null) this.timers.clear(this.unheardTimer);
    this.unheardTimer = null;
    this.mayHaveMissed = false;
  }

  private scheduleIdle(): void {
    this.idleTimer = this.timers.set(() => {
      this.idleTimer = null;
      if (this.listeners.size > 0) return;
      this.stopUnheardTimer();
      if (!this.socket) return;
      this.wasConnected = false; // a later connect is a fresh start, not a reconnection
      this.socket.disconnect();
    }, IDLE_DISCONNECT_MS);
  }
}

async function openSocket(): Promise<StandingsSocket> {
  await whenVisitorReads();
  const { io } = await import('socket.io-client');
  // Like the game watcher's (socket.ts): WebSocket only, short connect timeout, retries at most 5 s apart. No session: the room is public.
  return io({ path: '/socket.io', autoConnect: false, transports: ['websocket'], timeout: 5_000, reconnectionDelayMax: 5_000 }) as unknown as StandingsSocket;
}

/**
 * The reads that show standings: the leaderboards, the points screen's stats and the
 * event leaderboard and champions (['points', …]), the player dashboards and the
 * quarterly standings (['player-stats', …]), game lists and details (['games', …]).
 * Only the queries on screen are fetched again; the others are marked stale.
 */
export function refreshStandings(queryClient: QueryClient): void {
  for (const queryKey of [['points'], ['player-stats'], ['games']]) void queryClient.invalidateQueries({ queryKey });
}

let shared: StandingsWatcher | null = null;

/** Keeps the page's standings current while it is shown (mounted by each page that shows standings). */
export function useLiveStandings(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    shared ??= new StandingsWatcher(openSocket);
    return shared.watch(() => refreshStandings(queryClient));
  }, [queryClient]);
}
