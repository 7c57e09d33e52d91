/**
 * Issue 24 part 3 (live on game night): after a game ends and the worker has written its
 * standings, every API process tells the sockets in the public `standings` room which
 * (scope, period) keys changed, so an open page reads again and sees the new totals.
 */
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import type { LeaderboardRow } from '../../src/modules/leaderboards/domain/standings-calls.js';
import {
  distinctScopes,
  standingsScopesOf,
  type StandingsScope,
} from '../../src/modules/leaderboards/domain/standings-scope.js';
import { STANDINGS_QUEUE } from '../../src/modules/leaderboards/infrastructure/standings.queue.js';
import { WorkerModule } from '../../src/worker.module.js';
import { api, type Rows } from '../support/api.js';
import { aGameWithEntries, aVenueWithSeries, somePlayers, type BuiltGame } from '../support/builders.js';
import { eventually } from '../support/eventually.js';
import { testRedisUrl } from '../support/services.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

interface StandingsChanged {
  scopes: StandingsScope[];
  gameID: number | null;
  playerIDs: number[] | null;
}

describe('live standings: standingsChanged reaches open pages once the worker wrote the rows', () => {
  let first: TestApp;
  let second: TestApp;
  let worker: INestApplicationContext;
  let manager: string;
  let queueConnection: Redis;
  let queue: Queue;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    first = await startTestApp();
    second = await startTestApp({ shareWith: first });
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(first.settings), { logger: false });
    await worker.init();
    manager = await first.login('manager');
    expect(
      (
        await api(first)
          .as(manager)
          .post('/v1/user/agreement', { data: { accepted: true } })
      ).status,
    ).toBe(200);
    queueConnection = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    queue = new Queue(STANDINGS_QUEUE, { connection: queueConnection, prefix: first.settings.queuePrefix });
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await queue.close();
    await queueConnection.quit();
    await worker.close();
    await second.close();
    await first.close();
  });

  /** A visitor's page (no session) watching the standings on one API process; every message it hears is kept. */
  async function aPage(app: TestApp): Promise<{ socket: Socket; heard: StandingsChanged[] }> {
    const socket = io(app.url, { transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    const heard: StandingsChanged[] = [];
    socket.on('standingsChanged', (message: StandingsChanged) => heard.push(message));
    expect(await socket.timeout(5000).emitWithAck('watchStandings')).toEqual({ watching: 'standings' });
    return { socket, heard };
  }

  const end = async (game: BuiltGame) => {
    const places = game.entries.map((_, i) => i + 1);
    const ended = await api(first)
      .as(manager)
      .post('/v1/point/end', {
        data: { gameID: game.gameID, places: places.map((place, i) => ({ pointID: game.entries[i]!.pointID, place })) },
      });
    expect(ended.status).toBe(200);
  };
  const venueTotals = async (app: TestApp, venueID: number) =>
    (await api(app).get<Rows<LeaderboardRow>>(`/v1/point/totals/${venueID}/0/0/All/1/0`)).body.rows.map((row) => ({
      playerID: row.playerID,
      totalPoints: row.totalPoints,
    }));
  const scopesOf = (game: BuiltGame) =>
    distinctScopes(
      standingsScopesOf(
        { venueID: game.venueID, eventID: game.eventID, gameAt: new Date(game.gameAt) },
        first.settings.leagueTimeZone,
      ),
    );

  it('tells the pages on every API process which scopes changed, once, after the rows are written and the kept answers dropped', async () => {
    const { venue, event } = await aVenueWithSeries(first);
    const players = await somePlayers(first, 6, { firstName: 'Livewire' });
    const game = await aGameWithEntries(first, 6, { venueID: venue.venueID, eventID: event.eventID, players });
    const onFirst = await aPage(first);
    const onSecond = await aPage(second);
    // Both processes keep the empty answer: the message must come after it is dropped.
    expect(await venueTotals(first, venue.venueID)).toEqual([]);
    expect(await venueTotals(second, venue.venueID)).toEqual([]);

    // What a page does on the message: read again at once (on the other process too).
    const readOnMessage = new Promise<{ message: StandingsChanged; totals: Awaited<ReturnType<typeof venueTotals>> }>(
      (resolve) =>
        onSecond.socket.once(
          'standingsChanged',
          (message: StandingsChanged) =>
            void venueTotals(second, venue.venueID).then((totals) => resolve({ message, totals })),
        ),
    );
    await end(game);
    const { message, totals } = await readOnMessage;

    // The game's players: only their dashboards' own totals moved (the others' only their rank).
    expect(message).toEqual({
      gameID: game.gameID,
      scopes: scopesOf(game),
      playerIDs: players.map((player) => player.playerID).sort((a, b) => a - b),
    });
    expect(message.scopes.map((scope) => scope.scopeType)).toEqual(
      expect.arrayContaining(['league', 'venue', 'event']),
    );
    // The read right after the message already shows the ending.
    expect(totals).toHaveLength(6);
    expect(totals.reduce((sum, row) => sum + row.totalPoints, 0)).toBeGreaterThan(0);
    expect(new Set(totals.map((row) => row.playerID))).toEqual(new Set(players.map((player) => player.playerID)));
    // Public data only: scope ids and periods, no names.
    expect(JSON.stringify(message)).not.toMatch(/Livewire|playerName|firstName|totalPoints/);

    await eventually(
      async () => expect(onFirst.heard.filter((heard) => heard.gameID === game.gameID)).toHaveLength(1),
      { timeoutMs: 20_000, everyMs: 50 },
    );
    // Once per process, however many API processes relay it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onFirst.heard.filter((heard) => heard.gameID === game.gameID)).toHaveLength(1);
    expect(onSecond.heard.filter((heard) => heard.gameID === game.gameID)).toHaveLength(1);
  });

  it('says nothing about a practice (unlisted) game ending: its scopes did not change', async () => {
    const practiceRoom = await aVenueWithSeries(first);
    const practice = await aGameWithEntries(first, 5, {
      venueID: practiceRoom.venue.venueID,
      eventID: practiceRoom.event.eventID,
      unlisted: true,
    });
    const page = await aPage(first);
    await end(practice);
    // Its standings job ran (and wrote nothing public)...
    await eventually(
      async () => {
        const [outbox] = await first.sql<{ waiting: number }>(
          "select count(*)::int as waiting from outbox where type = 'GameEnded' and completed_at is null",
        );
        expect(outbox!.waiting).toBe(0);
        expect(await queue.getJobCounts('waiting', 'active', 'prioritized', 'delayed')).toEqual({
          waiting: 0,
          active: 0,
          prioritized: 0,
          delayed: 0,
        });
      },
      { timeoutMs: 20_000, everyMs: 100 },
    );
    // ...and a listed game ended after it is heard, while the practice game never was.
    const { venue } = await aVenueWithSeries(first);
    const listed = await aGameWithEntries(first, 4, { venueID: venue.venueID });
    await end(listed);
    await eventually(async () => expect(page.heard.some((heard) => heard.gameID === listed.gameID)).toBe(true), {
      timeoutMs: 20_000,
      everyMs: 50,
    });
    expect(page.heard.filter((heard) => heard.gameID === practice.gameID)).toEqual([]);
    const practiceScopes = (heard: StandingsChanged) =>
      heard.scopes.some(
        (scope) =>
          (scope.scopeType === 'venue' && scope.scopeID === practiceRoom.venue.venueID) ||
          (scope.scopeType === 'event' && scope.scopeID === practiceRoom.event.eventID),
      );
    expect(page.heard.filter(practiceScopes)).toEqual([]);
  });

  it('a socket that does not watch the standings hears nothing of them', async () => {
    const socket = io(first.url, { transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    let heard = 0;
    socket.on('standingsChanged', () => (heard += 1));
    const page = await aPage(first);
    const game = await aGameWithEntries(first, 4);
    await end(game);
    await eventually(async () => expect(page.heard.some((message) => message.gameID === game.gameID)).toBe(true), {
      timeoutMs: 20_000,
      everyMs: 50,
    });
    expect(heard).toBe(0);
  });
});
