import { describe, expect, it } from '@jest/globals';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import {
  COALESCE_MS,
  IDLE_DISCONNECT_MS,
  JITTER_MS,
  LaterRankRefresh,
  RANK_REFRESH_WITHIN_MS,
  StandingsWatcher,
  UNHEARD_AFTER_MS,
  playerOfStandingsRead,
  refreshStandings,
  scopeOfStandingsRead,
  type HeardStandings,
  type StandingsSocket,
  type WatcherTimers,
} from './live-standings';

/** A socket.io client socket stand-in: records what is sent, and lets the test play the server. */
class FakeSocket implements StandingsSocket {
  connected = false;
  readonly sent: string[] = [];
  disconnects = 0;
  private readonly handlers = new Map<string, ((payload?: unknown) => void)[]>();

  on(event: string, listener: (payload?: unknown) => void): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string): this {
    this.sent.push(event);
    return this;
  }
  connect(): this {
    return this;
  }
  disconnect(): this {
    this.disconnects += 1;
    this.connected = false;
    return this;
  }
  up(): void {
    this.connected = true;
    for (const handler of this.handlers.get('connect') ?? []) handler();
  }
  down(): void {
    this.connected = false;
    for (const handler of this.handlers.get('disconnect') ?? []) handler('transport close');
  }
  serverSends(payload: unknown): void {
    for (const handler of this.handlers.get('standingsChanged') ?? []) handler(payload);
  }
}

/** Timers the test fires by hand, in order of their due time. */
class ManualTimers implements WatcherTimers {
  now = 0;
  private next = 1;
  private readonly due = new Map<number, { at: number; run: () => void }>();
  set(run: () => void, ms: number): number {
    const handle = this.next++;
    this.due.set(handle, { at: this.now + ms, run });
    return handle;
  }
  clear(handle: unknown): void {
    this.due.delete(handle as number);
  }
  advance(ms: number): void {
    const until = this.now + ms;
    for (;;) {
      const [handle, timer] = [...this.due.entries()].sort((a, b) => a[1].at - b[1].at)[0] ?? [];
      if (!timer || timer.at > until) break;
      this.due.delete(handle!);
      this.now = timer.at;
      timer.run();
    }
    this.now = until;
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function setUp(random = 0.5) {
  const socket = new FakeSocket();
  const timers = new ManualTimers();
  let opened = 0;
  const watcher = new StandingsWatcher(
    async () => {
      opened += 1;
      return socket;
    },
    timers,
    () => random,
  );
  const reads: (readonly number[])[] = [];
  const heard: HeardStandings[] = [];
  const stop = watcher.watch((change) => (reads.push(change.gameIDs), heard.push(change)));
  await flush();
  socket.up();
  return { socket, timers, watcher, reads, heard, stop, opened: () => opened };
}

describe('StandingsWatcher', () => {
  it('joins the standings room on connect, and again after a reconnection (then reads once: messages were lost)', async () => {
    const { socket, timers, reads } = await setUp();
    expect(socket.sent).toEqual(['watchStandings']);
    timers.advance(5_000);
    expect(reads).toEqual([]);
    socket.down();
    socket.up();
    expect(socket.sent).toEqual(['watchStandings', 'watchStandings']);
    timers.advance(COALESCE_MS + JITTER_MS);
    expect(reads).toEqual([[0]]);
  });

  it("coalesces one ending's messages (and endings close together) into one read, after a pause plus this page's jitter", async () => {
    const { socket, timers, reads } = await setUp(0.5);
    socket.serverSends({ gameID: 7, scopes: [] });
    timers.advance(200);
    socket.serverSends({ gameID: 7, scopes: [] });
    timers.advance(200);
    socket.serverSends({ gameID: 8, scopes: [] });
    timers.advance(COALESCE_MS + JITTER_MS / 2 - 1);
    expect(reads).toEqual([]);
    timers.advance(1);
    expect(reads).toEqual([[7, 8]]);
    timers.advance(10_000);
    expect(reads).toHaveLength(1);
  });

  it('spreads the pages: the pause grows with the random draw, up to JITTER_MS', async () => {
    for (const [random, wait] of [
      [0, COALESCE_MS],
      [0.999, COALESCE_MS + JITTER_MS - 1],
    ] as const) {
      const { socket, timers, reads } = await setUp(random);
      socket.serverSends({ gameID: 3, scopes: [] });
      timers.advance(wait - 1);
      expect(reads).toEqual([]);
      timers.advance(1);
      expect(reads).toEqual([[3]]);
    }
  });

  /** A watcher whose socket is not up yet, no jitter. */
  function notConnectedYet() {
    const socket = new FakeSocket();
    const timers = new ManualTimers();
    const watcher = new StandingsWatcher(
      async () => socket,
      timers,
      () => 0,
    );
    const reads: (readonly number[])[] = [];
    return { socket, timers, watcher, reads };
  }

  it('reads once when its first connection opens late (the visitor began reading after a while): changes before it were not heard', async () => {
    const { socket, timers, watcher, reads } = notConnectedYet();
    watcher.watch((change) => reads.push(change.gameIDs));
    await flush();
    timers.advance(UNHEARD_AFTER_MS);
    socket.up();
    timers.advance(COALESCE_MS);
    expect(reads).toEqual([[0]]);
    expect(socket.sent).toEqual(['watchStandings']);
  });

  it('counts the time the page was shown before it began watching (its module loads once the visitor reads)', async () => {
    const { socket, timers, watcher, reads } = notConnectedYet();
    watcher.watch((change) => reads.push(change.gameIDs), UNHEARD_AFTER_MS + 5_000);
    await flush();
    timers.advance(0);
    socket.up();
    timers.advance(COALESCE_MS);
    expect(reads).toEqual([[0]]);
  });

  it('does not read again when its first connection opens at once (the page was just drawn)', async () => {
    const { timers, reads } = await setUp();
    timers.advance(UNHEARD_AFTER_MS * 3);
    expect(reads).toEqual([]);
  });

  it('opens one connection for every page, and closes it a while after the last page goes', async () => {
    const { socket, timers, watcher, stop, opened } = await setUp();
    const other = watcher.watch(() => undefined);
    await flush();
    expect(opened()).toBe(1);
    stop();
    timers.advance(IDLE_DISCONNECT_MS * 2);
    expect(socket.disconnects).toBe(0);
    other();
    timers.advance(IDLE_DISCONNECT_MS - 1);
    expect(socket.disconnects).toBe(0);
    timers.advance(1);
    expect(socket.disconnects).toBe(1);
  });

  it("names the players whose own totals moved: the union of a burst's games, or anyone after a reconnection or a whole-scope recompute", async () => {
    const { socket, timers, heard } = await setUp(0);
    socket.serverSends({ gameID: 7, scopes: [], playerIDs: [1, 2] });
    socket.serverSends({ gameID: 8, scopes: [], playerIDs: [3] });
    timers.advance(COALESCE_MS);
    expect(heard.at(-1)?.playerIDs).toEqual(new Set([1, 2, 3]));
    socket.serverSends({ gameID: 9, scopes: [], playerIDs: [4] });
    socket.serverSends({ gameID: null, scopes: [], playerIDs: null });
    timers.advance(COALESCE_MS);
    expect(heard.at(-1)?.playerIDs).toBeNull();
    socket.serverSends({ gameID: 10, scopes: [], playerIDs: [5] });
    timers.advance(COALESCE_MS);
    expect(heard.at(-1)?.playerIDs).toEqual(new Set([5]));
    socket.down();
    socket.up();
    timers.advance(COALESCE_MS);
    expect(heard.at(-1)?.playerIDs).toBeNull();
  });
});

describe('StandingsWatcher: the scopes heard', () => {
  it("names the scopes a burst's messages named, or none known after a message naming none or a reconnection", async () => {
    const { socket, timers, heard } = await setUp(0);
    const scope = (scopeType: string, scopeID: number) => ({ scopeType, scopeID, period: '2026' });
    socket.serverSends({ gameID: 7, scopes: [scope('league', 0), scope('venue', 12)], playerIDs: [1] });
    socket.serverSends({ gameID: 8, scopes: [scope('league', 0), scope('venue', 13)], playerIDs: [2] });
    timers.advance(COALESCE_MS);
    expect(heard.at(-1)?.scopes).toEqual(new Set(['league-0', 'venue-12', 'venue-13']));
    socket.serverSends({ gameID: 9, playerIDs: [3] });
    timers.advance(COALESCE_MS);
    expect(heard.at(-1)?.scopes).toBeNull();
    socket.down();
    socket.up();
    timers.advance(COALESCE_MS);
    expect(heard.at(-1)?.scopes).toBeNull();
  });
});

describe("refreshStandings (issue 35: an ending reads again its players' dashboards, not every one open)", () => {
  const stats = (playerID: number) => `/v1/point/stats/0/0/${playerID}/2026-01-01/2026-12-31`;
  const history = (playerID: number) => `/v1/point/history/0/0/${playerID}/2026-01-01/2026-12-31/1/30`;
  const shared = '/v1/point/totals/0/0/2026-01-01/2026-12-31/1/0';

  /** A client with the given reads on screen (each observed), counting each read's fetches. */
  async function screen(paths: string[]) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const fetches = new Map<string, number>();
    for (const path of paths) {
      const queryFn = async () => (fetches.set(path, (fetches.get(path) ?? 0) + 1), path);
      new QueryObserver(client, { queryKey: ['player-stats', path], queryFn, staleTime: Infinity }).subscribe(
        () => undefined,
      );
    }
    await flush();
    fetches.clear();
    return { client, fetches };
  }

  it("names one player's reads by their path", () => {
    expect(playerOfStandingsRead(stats(12))).toBe(12);
    expect(playerOfStandingsRead(history(12))).toBe(12);
    expect(playerOfStandingsRead('/v1/point/bonuses/0/0/12/1/2026-01-01/2026-12-31')).toBe(12);
    expect(playerOfStandingsRead('/v1/point/bonuses/0/0/0/1/2026-01-01/2026-12-31')).toBeNull();
    expect(playerOfStandingsRead(shared)).toBeNull();
    expect(playerOfStandingsRead('/v1/player/id/12')).toBeNull();
  });

  it('reads a dashboard again at once when its player played, and only its rank later, once, when they did not', async () => {
    const { client, fetches } = await screen([stats(1), history(1), stats(2), history(2), shared]);
    const timers = new ManualTimers();
    const later = new LaterRankRefresh(timers, () => 0.5);
    refreshStandings(client, { gameIDs: [7], playerIDs: new Set([1]) }, later);
    await flush();
    expect(Object.fromEntries(fetches)).toEqual({ [stats(1)]: 1, [history(1)]: 1, [shared]: 1 });
    refreshStandings(client, { gameIDs: [8], playerIDs: new Set([3]) }, later);
    await flush();
    timers.advance(RANK_REFRESH_WITHIN_MS / 2 - 1);
    await flush();
    expect(fetches.get(stats(2))).toBeUndefined();
    timers.advance(1);
    await flush();
    // Player 2's rank once (their history never: they did not play); player 1's too, moved by the second ending.
    expect(Object.fromEntries(fetches)).toEqual({ [stats(1)]: 2, [history(1)]: 1, [stats(2)]: 1, [shared]: 2 });
    timers.advance(RANK_REFRESH_WITHIN_MS * 2);
    await flush();
    expect(fetches.get(stats(2))).toBe(1);
  });

  it("reads every dashboard again at once when anyone's totals may have moved", async () => {
    const { client, fetches } = await screen([stats(1), history(2)]);
    refreshStandings(client, { gameIDs: [0], playerIDs: null }, new LaterRankRefresh(new ManualTimers()));
    await flush();
    expect(Object.fromEntries(fetches)).toEqual({ [stats(1)]: 1, [history(2)]: 1 });
  });

  it("names the league's and a venue's reads by their scope; an event's read has none (always read again)", () => {
    const board = (venueID: number, eventID = 0) => [
      'points',
      'standings',
      'totals',
      venueID,
      eventID,
      '2026-01-01',
      '2026-12-31',
      1,
    ];
    expect(scopeOfStandingsRead(board(0))).toBe('league-0');
    expect(scopeOfStandingsRead(board(12))).toBe('venue-12');
    expect(scopeOfStandingsRead(board(12, 3))).toBeNull();
    expect(scopeOfStandingsRead(['player-stats', '/v1/point/totals/12/0/2026-01-01/2026-12-31/1/0'])).toBe('venue-12');
    expect(scopeOfStandingsRead(['player-stats', stats(5)])).toBe('league-0');
    expect(scopeOfStandingsRead(['player-stats', history(5)])).toBeNull();
    expect(scopeOfStandingsRead(['points', 'standings', 'champions', 3])).toBeNull();
  });

  it("leaves a venue's leaderboard as it is when another venue's game ended, and reads it again when its own did", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const fetches = new Map<string, number>();
    const keys = {
      league: ['points', 'standings', 'totals', 0, 0, '2026-01-01', '2026-12-31', 1],
      venue12: ['points', 'standings', 'totals', 12, 0, '2026-01-01', '2026-12-31', 1],
      event7: ['points', 'standings', 'totals', 12, 7, '2026-01-01', '2026-12-31', 1],
      venue12Stats: ['player-stats', '/v1/point/totals/12/0/2026-01-01/2026-12-31/1/0'],
    };
    for (const [name, queryKey] of Object.entries(keys))
      new QueryObserver(client, {
        queryKey,
        queryFn: async () => (fetches.set(name, (fetches.get(name) ?? 0) + 1), name),
        staleTime: Infinity,
      }).subscribe(() => undefined);
    await flush();
    fetches.clear();
    const later = new LaterRankRefresh(new ManualTimers());
    refreshStandings(
      client,
      { gameIDs: [8], playerIDs: new Set([1]), scopes: new Set(['league-0', 'venue-13']) },
      later,
    );
    await flush();
    expect(Object.fromEntries(fetches)).toEqual({ league: 1, event7: 1 });
    refreshStandings(
      client,
      { gameIDs: [9], playerIDs: new Set([1]), scopes: new Set(['league-0', 'venue-12']) },
      later,
    );
    await flush();
    expect(Object.fromEntries(fetches)).toEqual({ league: 2, venue12: 1, event7: 2, venue12Stats: 1 });
    refreshStandings(client, { gameIDs: [0], playerIDs: null, scopes: null }, later);
    await flush();
    expect(Object.fromEntries(fetches)).toEqual({ league: 3, venue12: 2, event7: 3, venue12Stats: 2 });
  });
});
