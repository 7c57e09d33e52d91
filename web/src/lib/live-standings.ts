/**
 * Live standings (docs/api.md §10, docs/decisions/0110-live-standings.md): a page
 * that shows standings calls `useLiveStandings()` (use-live-standings.ts, which loads this module
 * once the visitor reads) and reads again by itself when a game's result reaches them.
 *
 * - The server sends `standingsChanged { scopes, gameID, playerIDs }` to the sockets that sent
 *   `watchStandings`, once the worker has written the standings and the kept answers are
 *   dropped (public data only: scope ids, periods and the game's player ids).
 * - One player's reads (a dashboard) read again at once only when their player played the game
 *   (issue 35): anyone else's ending moves only their rank, read again once within
 *   RANK_REFRESH_WITHIN_MS, so an ending costs the server its players' dashboards, not every one open
 *   (docs/decisions/0151-an-ending-reads-again-its-players-dashboards-not-every-one.md).
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
import type { QueryClient } from '@tanstack/react-query';
import { openSiteSocket } from './site-socket';
import { whenVisitorReads } from './visitor-reading';

/** What the server says changed (docs/api.md §10). */
export interface StandingsChange {
  readonly scopes: readonly {
    readonly scopeType: 'league' | 'venue' | 'event';
    readonly scopeID: number;
    readonly period: string;
  }[];
  readonly gameID: number | null;
  /** The game's players; null for a recompute of whole scopes (anyone's totals may have moved). */
  readonly playerIDs: readonly number[] | null;
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
/** A player's rank, moved by others' endings, is read again once at a random moment within this (spread over the open dashboards). */
export const RANK_REFRESH_WITHIN_MS = 60_000;

const browserTimers: WatcherTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** What was heard since the last read. */
export interface HeardStandings {
  /** The games whose endings were counted (0 for a reconnection or a whole-scope recompute). */
  readonly gameIDs: readonly number[];
  /** The players whose own totals, history and awards moved; null when anyone's may have (a reconnection, a whole-scope recompute). */
  readonly playerIDs: ReadonlySet<number> | null;
  /** The scopes whose standings moved (scopeKeyOf), or null when any may have (a reconnection, a message naming none). */
  readonly scopes?: ReadonlySet<string> | null;
}

export type StandingsListener = (heard: HeardStandings) => void;

/** The ids of a message's `playerIDs`, or null when it names none (anyone's may have moved). */
function playerIDsOf(payload: unknown): readonly number[] | null {
  const ids = (payload as { playerIDs?: unknown } | null)?.playerIDs;
  return Array.isArray(ids) && ids.every((id) => Number.isInteger(id) && (id as number) > 0) ? (ids as number[]) : null;
}

/** A scope as a message names it: `league-0`, `venue-12`, `event-7`. */
export const scopeKeyOf = (scopeType: string, scopeID: number): string => `${scopeType}-${scopeID}`;

/** The scopes a message names, or null when it names none that can be read (anything may have moved). */
function scopesOf(payload: unknown): readonly string[] | null {
  const scopes = (payload as { scopes?: unknown } | null)?.scopes;
  if (!Array.isArray(scopes) || scopes.length === 0) return null;
  const keys: string[] = [];
  for (const scope of scopes as { scopeType?: unknown; scopeID?: unknown }[]) {
    if (typeof scope?.scopeType !== 'string' || !Number.isInteger(scope.scopeID)) return null;
    keys.push(scopeKeyOf(scope.scopeType, scope.scopeID as number));
  }
  return keys;
}

/** Who listens to the standings, over one socket opened on demand. Pure of React and socket.io (the specs drive a fake). */
export class StandingsWatcher {
  private readonly listeners = new Set<StandingsListener>();
  private socket: StandingsSocket | null = null;
  private opening: Promise<StandingsSocket> | null = null;
  private wasConnected = false;
  private pending = new Set<number>();
  private pendingPlayers: Set<number> | null = new Set();
  private pendingScopes: Set<string> | null = new Set();
  private readTimer: unknown = null;
  private idleTimer: unknown = null;
  private unheardTimer: unknown = null;
  private mayHaveMissed = false;

  constructor(
    private readonly open: () => Promise<StandingsSocket>,
    private readonly timers: WatcherTimers = browserTimers,
    private readonly random: () => number = Math.random,
  ) {}

  /**
   * Starts hearing changes; the answer stops it. `shownForMs`: how long the page has shown its
   * standings already (it loads this module once its visitor reads), counted towards UNHEARD_AFTER_MS.
   */
  watch(listener: StandingsListener, shownForMs = 0): () => void {
    if (this.idleTimer !== null) this.timers.clear(this.idleTimer);
    this.idleTimer = null;
    this.listeners.add(listener);
    if (!this.wasConnected && this.unheardTimer === null)
      this.unheardTimer = this.timers.set(
        () => (this.mayHaveMissed = true),
        Math.max(0, UNHEARD_AFTER_MS - shownForMs),
      );
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
      if (missed) this.heard(0, null, null);
      // Says the page is hearing changes (the browser suites wait for it before ending a game).
      if (typeof document !== 'undefined') document.documentElement.dataset['liveStandings'] = 'watching';
    });
    socket.on('disconnect', () => {
      if (typeof document !== 'undefined') delete document.documentElement.dataset['liveStandings'];
    });
    socket.on('standingsChanged', (payload) => {
      const gameID = Number((payload as { gameID?: unknown } | null)?.gameID);
      this.heard(Number.isInteger(gameID) && gameID > 0 ? gameID : 0, playerIDsOf(payload), scopesOf(payload));
    });
  }

  /** Trailing: each message pushes the read back to COALESCE_MS after it, plus this page's jitter. */
  private heard(gameID: number, playerIDs: readonly number[] | null, scopes: readonly string[] | null): void {
    this.pending.add(gameID);
    if (playerIDs === null) this.pendingPlayers = null;
    else for (const id of playerIDs) this.pendingPlayers?.add(id);
    if (scopes === null) this.pendingScopes = null;
    else for (const scope of scopes) this.pendingScopes?.add(scope);
    if (this.readTimer !== null) this.timers.clear(this.readTimer);
    this.readTimer = this.timers.set(
      () => {
        this.readTimer = null;
        const heard: HeardStandings = {
          gameIDs: [...this.pending],
          playerIDs: this.pendingPlayers,
          scopes: this.pendingScopes,
        };
        this.pending = new Set();
        this.pendingPlayers = new Set();
        this.pendingScopes = new Set();
        for (const listener of [...this.listeners]) listener(heard);
      },
      COALESCE_MS + Math.floor(this.random() * JITTER_MS),
    );
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

/** The real connection (site-socket.ts), once the visitor reads. No session: the room is public. */
async function openSocket(): Promise<StandingsSocket> {
  await whenVisitorReads();
  return openSiteSocket<StandingsSocket>();
}

/** The player a one-player standings read names (a dashboard's points and rank, history, awards), or null for a shared read. */
export function playerOfStandingsRead(path: string): number | null {
  const [, , area, read, , , playerID] = path.split('/');
  if (area !== 'point' || !['stats', 'history', 'bonuses'].includes(read ?? '')) return null;
  const id = Number(playerID);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The scope a standings read shows, when it is the league's or one venue's (scopeKeyOf), else null
 * (any other read is read again on every change). Its query key is either
 * ['points', 'standings', 'totals', venueID, eventID, ...] or ['player-stats', path] with a path of
 * /v1/point/totals/{venueID}/{eventID}/... or /v1/point/stats/{venueID}/{eventID}/....
 */
export function scopeOfStandingsRead(queryKey: readonly unknown[]): string | null {
  let venue: unknown;
  let event: unknown;
  if (queryKey[0] === 'points' && queryKey[1] === 'standings' && queryKey[2] === 'totals') {
    [venue, event] = [queryKey[3], queryKey[4]];
  } else if (queryKey[0] === 'player-stats' && typeof queryKey[1] === 'string') {
    const [, , area, read, venueID, eventID] = queryKey[1].split('/');
    if (area !== 'point' || (read !== 'totals' && read !== 'stats')) return null;
    [venue, event] = [Number(venueID), Number(eventID)];
  } else return null;
  // An event's read (a real event, or a champions' token) is always read again.
  if (event !== 0 || !Number.isInteger(venue) || (venue as number) < 0) return null;
  return venue === 0 ? scopeKeyOf('league', 0) : scopeKeyOf('venue', venue as number);
}

/**
 * Reads one player's rank again later, once, at a random moment within RANK_REFRESH_WITHIN_MS:
 * another player's ending may have moved it, and a thousand open dashboards must not all ask at once.
 */
export class LaterRankRefresh {
  private timer: unknown = null;

  constructor(
    private readonly timers: WatcherTimers = browserTimers,
    private readonly random: () => number = Math.random,
  ) {}

  /** Runs `refresh` once, later; asking again before it ran changes nothing. */
  schedule(refresh: () => void): void {
    if (this.timer !== null) return;
    this.timer = this.timers.set(
      () => {
        this.timer = null;
        refresh();
      },
      Math.floor(this.random() * RANK_REFRESH_WITHIN_MS),
    );
  }
}

const laterRankRefresh = new LaterRankRefresh();

/**
 * The reads that show standings: the leaderboards, the points screen's stats and the
 * event leaderboard and champions (['points', …]), the player dashboards and the
 * quarterly standings (['player-stats', …]), game lists and details (['games', …]).
 * Only the queries on screen are fetched again; the others are marked stale. A league's or a
 * venue's read is left as it is when the change names other scopes only (scopeOfStandingsRead). A read of one
 * player (playerOfStandingsRead) is fetched at once only when their own totals moved; when
 * only their rank may have, their points and awards are read again later (LaterRankRefresh).
 */
export function refreshStandings(
  queryClient: QueryClient,
  { playerIDs, scopes = null }: HeardStandings,
  later: LaterRankRefresh = laterRankRefresh,
): void {
  // A league's or a venue's read whose scope the change does not name shows nothing new (issue 35:
  // a venue's leaderboard read again on every ending in the league).
  const moved = ({ queryKey }: { queryKey: readonly unknown[] }) => {
    const scope = scopes === null ? null : scopeOfStandingsRead(queryKey);
    return scope === null || scopes!.has(scope);
  };
  void queryClient.invalidateQueries({ queryKey: ['points'], predicate: moved });
  void queryClient.invalidateQueries({ queryKey: ['games'] });
  const playerOf = (queryKey: readonly unknown[]) => playerOfStandingsRead(String(queryKey[1] ?? ''));
  const own = (player: number | null) => player === null || playerIDs === null || playerIDs.has(player);
  void queryClient.invalidateQueries({
    queryKey: ['player-stats'],
    predicate: (query) => moved(query) && own(playerOf(query.queryKey)),
  });
  const rankMoved = (query: { queryKey: readonly unknown[] }) =>
    moved(query) && !own(playerOf(query.queryKey)) && !String(query.queryKey[1]).startsWith('/v1/point/history/');
  if (queryClient.getQueryCache().findAll({ queryKey: ['player-stats'], predicate: rankMoved }).length === 0) return;
  void queryClient.invalidateQueries({ queryKey: ['player-stats'], predicate: rankMoved, refetchType: 'none' });
  // Later, whatever was marked by this change and those heard before the refresh runs.
  later.schedule(
    () =>
      void queryClient.refetchQueries({
        queryKey: ['player-stats'],
        type: 'active',
        predicate: (query) => query.state.isInvalidated && playerOf(query.queryKey) !== null,
      }),
  );
}

let shared: StandingsWatcher | null = null;

/**
 * Keeps a page's standings current from now on (use-live-standings.ts calls it once the visitor
 * reads); `shownForMs` is how long the page has been shown. The answer stops it.
 */
export function watchStandings(queryClient: QueryClient, shownForMs: number): () => void {
  shared ??= new StandingsWatcher(openSocket);
  return shared.watch((heard) => refreshStandings(queryClient, heard), shownForMs);
}
