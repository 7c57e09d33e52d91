import 'reflect-metadata';
import { type DynamicModule, Module } from '@nestjs/common';
import { CommandBus, CqrsModule } from '@nestjs/cqrs';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { loadSettings, type Settings } from '../../src/config/settings.js';
import { ALL_ENTITIES } from '../../src/entities.js';
import {
  ScheduleSeriesGamesCommand,
  type ScheduleOutcome,
} from '../../src/modules/games/application/commands/schedule-series-games.command.js';
import { ScheduleSeriesGamesHandler } from '../../src/modules/games/application/commands/schedule-series-games.handler.js';
import { GameScheduleStore } from '../../src/modules/games/application/ports/game-schedule.store.js';
import {
  DAILY_PATTERN,
  DAILY_SCHEDULER_ID,
  GAME_SCHEDULE_QUEUE,
  SCHEDULE_ALL_SERIES,
} from '../../src/modules/games/infrastructure/game-schedule.queue.js';
import { MikroOrmGameScheduleStore } from '../../src/modules/games/infrastructure/mikro-orm-game-schedule.store.js';
import { RequestScopedClock } from '../../src/shared/infrastructure/clock/request-scoped.clock.js';
import { SharedModule } from '../../src/shared/shared.module.js';
import { WorkerModule } from '../../src/worker.module.js';
import { api } from '../support/api.js';
import { aGame, aGameWithEntries, aVenue, aSeries } from '../support/builders.js';
import { testRedisUrl } from '../support/services.js';
import { call, startTestApp, type TestApp } from '../support/test-app.js';

const NEW_YORK = 'America/New_York';
/** "Now" for the rules tests: Monday 1 March 2027, noon in New York. US daylight saving starts Sunday 14 March 2027. */
const NOW = '2027-03-01T12:00:00-05:00';

/** The schedule's command alone, on the suite's database (no queue worker, so only these runs make games). */
@Module({})
class ScheduleOnly {
  static forRoot(settings: Settings): DynamicModule {
    return {
      module: ScheduleOnly,
      imports: [SharedModule.forRoot(settings, ALL_ENTITIES), CqrsModule.forRoot()],
      providers: [{ provide: GameScheduleStore, useClass: MikroOrmGameScheduleStore }, ScheduleSeriesGamesHandler],
    };
  }
}

interface GameRow {
  game_id: number;
  title: string;
  venue_id: number;
  event_id: number;
  host_id: number | null;
  event_type: number;
  game_at: Date;
  original_at: Date;
  earnings_estimated: string;
  canceled: boolean;
}

describe('game schedule', () => {
  let app: TestApp;
  let schedule: INestApplicationContext;
  const contexts: INestApplicationContext[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    schedule = await NestFactory.createApplicationContext(ScheduleOnly.forRoot(app.settings), { logger: false });
    await schedule.init();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await schedule?.close();
    await app?.close();
  });

  /** Runs the schedule as of `now` (an ISO instant), for one event or all. */
  const runAt = (now: string, eventID?: number): Promise<ScheduleOutcome> =>
    RequestContext.create(schedule.get(MikroORM).em, () =>
      schedule
        .get(RequestScopedClock)
        .runAt(now, () => schedule.get(CommandBus).execute(new ScheduleSeriesGamesCommand(eventID))),
    );
  const gamesOf = (eventID: number) =>
    app.sql<GameRow>('select * from games where event_id = ? order by game_at', [eventID]);
  const instants = async (eventID: number) =>
    (await gamesOf(eventID)).map((game) => new Date(game.game_at).toISOString());
  const eastern = () =>
    aVenue(app, { timeZone: NEW_YORK, title: `Schedule Venue ${Math.random().toString(36).slice(2, 8)}` });

  it('makes eight weeks of a weekly event at its time in the venue zone, across the change to daylight saving', async () => {
    const venue = await eastern();
    const event = await aSeries(app, venue, {
      eventDay: 3,
      eventTime: '19:00',
      startDate: '2027-02-23',
      hostID: app.accounts.host,
      eventType: 2,
    });
    expect(await runAt(NOW, event.eventID)).toEqual({ series: 1, created: 8, updated: 0, takenBack: 0 });
    // 7:00 PM EST is 00:00Z the next day; from 14 March 7:00 PM EDT is 23:00Z.
    expect(await instants(event.eventID)).toEqual([
      '2027-03-03T00:00:00.000Z',
      '2027-03-10T00:00:00.000Z',
      '2027-03-16T23:00:00.000Z',
      '2027-03-23T23:00:00.000Z',
      '2027-03-30T23:00:00.000Z',
      '2027-04-06T23:00:00.000Z',
      '2027-04-13T23:00:00.000Z',
      '2027-04-20T23:00:00.000Z',
    ]);
    const [first] = await gamesOf(event.eventID);
    // A blank game title goes by the venue's; the rest comes from the event.
    expect(first).toMatchObject({
      title: venue.title,
      venue_id: venue.venueID,
      event_id: event.eventID,
      host_id: app.accounts.host,
      event_type: 2,
      canceled: false,
    });
    expect(new Date(first!.original_at).getTime()).toBe(new Date(first!.game_at).getTime());
    expect(Number(first!.earnings_estimated)).toBe(0);
    const occurrences = await app.sql<{ occurs_on: string; game_id: number }>(
      "select to_char(occurs_on, 'YYYY-MM-DD') as occurs_on, game_id from game_occurrences where event_id = ? order by occurs_on",
      [event.eventID],
    );
    expect(occurrences.map((row) => row.occurs_on)).toEqual([
      '2027-03-02',
      '2027-03-09',
      '2027-03-16',
      '2027-03-23',
      '2027-03-30',
      '2027-04-06',
      '2027-04-13',
      '2027-04-20',
    ]);
  });

  it('follows bi-weekly, nth-week and last-week events and their start, effective and stop dates', async () => {
    const venue = await aVenue(app, { timeZone: 'America/Chicago' });
    const dates = async (eventID: number) =>
      (
        await app.sql<{ d: string }>(
          "select to_char(game_at at time zone 'America/Chicago', 'YYYY-MM-DD HH24:MI') as d from games where event_id = ? order by game_at",
          [eventID],
        )
      ).map((row) => row.d);
    // Every other Wednesday from the first Wednesday on or after its start (24 February).
    const biWeekly = await aSeries(app, venue, {
      eventDay: 4,
      frequency: 2,
      eventTime: '18:30',
      startDate: '2027-02-22',
    });
    // The 1st Friday and the last Thursday of each month.
    const firstFriday = await aSeries(app, venue, {
      eventDay: 6,
      frequency: 3,
      eventTime: '20:00',
      startDate: '2027-01-01',
    });
    const lastThursday = await aSeries(app, venue, {
      eventDay: 5,
      frequency: 9,
      eventTime: '20:00',
      startDate: '2027-01-01',
    });
    // Mondays, but the schedule as saved governs from 10 March, and it stops on 5 April.
    const bounded = await aSeries(app, venue, {
      eventDay: 2,
      eventTime: '19:00',
      startDate: '2027-01-04',
      effectDate: '2027-03-10',
      stopDate: '2027-04-05',
    });
    // Sundays from 4 April: the window ends on 25 April (eight weeks from 1 March).
    const starting = await aSeries(app, venue, { eventDay: 1, eventTime: '15:00', startDate: '2027-04-04' });
    // Stopped before today: nothing.
    const stopped = await aSeries(app, venue, {
      eventDay: 3,
      eventTime: '19:00',
      startDate: '2026-01-06',
      stopDate: '2027-02-28',
    });

    await runAt(NOW);
    expect(await dates(biWeekly.eventID)).toEqual([
      '2027-03-10 18:30',
      '2027-03-24 18:30',
      '2027-04-07 18:30',
      '2027-04-21 18:30',
    ]);
    expect(await dates(firstFriday.eventID)).toEqual(['2027-03-05 20:00', '2027-04-02 20:00']);
    expect(await dates(lastThursday.eventID)).toEqual(['2027-03-25 20:00']);
    expect(await dates(bounded.eventID)).toEqual([
      '2027-03-15 19:00',
      '2027-03-22 19:00',
      '2027-03-29 19:00',
      '2027-04-05 19:00',
    ]);
    expect(await dates(starting.eventID)).toEqual([
      '2027-04-04 15:00',
      '2027-04-11 15:00',
      '2027-04-18 15:00',
      '2027-04-25 15:00',
    ]);
    expect(await dates(stopped.eventID)).toEqual([]);
  });

  it('makes each game once: run twice, or twice at the same moment', async () => {
    const venue = await eastern();
    const event = await aSeries(app, venue, { eventDay: 5, eventTime: '19:00', startDate: '2027-02-01' });
    await runAt(NOW, event.eventID);
    const first = await gamesOf(event.eventID);
    expect(first).toHaveLength(8);
    expect(await runAt(NOW, event.eventID)).toEqual({ series: 1, created: 0, updated: 0, takenBack: 0 });
    expect((await gamesOf(event.eventID)).map((game) => game.game_id)).toEqual(first.map((game) => game.game_id));

    const racing = await aSeries(app, venue, { eventDay: 6, eventTime: '19:00', startDate: '2027-02-01' });
    const outcomes = await Promise.all([
      runAt(NOW, racing.eventID),
      runAt(NOW, racing.eventID),
      runAt(NOW),
      runAt(NOW),
    ]);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.created, 0)).toBe(8);
    const games = await gamesOf(racing.eventID);
    expect(games).toHaveLength(8);
    expect(new Set(games.map((game) => new Date(game.game_at).toISOString())).size).toBe(8);
  });

  it('never brings back a deleted game, and leaves a moved or canceled game as the manager left it', async () => {
    const venue = await eastern();
    const event = await aSeries(app, venue, { eventDay: 3, eventTime: '19:00', startDate: '2027-02-01' });
    await runAt(NOW, event.eventID);
    const [deleted, moved, canceled] = await gamesOf(event.eventID);
    await app.sql('delete from games where game_id = ?', [deleted!.game_id]);
    const movedTo = new Date('2027-03-11T00:30:00Z');
    await app.sql('update games set game_at = ?, updated_at = now() where game_id = ?', [movedTo, moved!.game_id]);
    await app.sql('update games set canceled = true, updated_at = now() where game_id = ?', [canceled!.game_id]);

    expect(await runAt(NOW, event.eventID)).toEqual({ series: 1, created: 0, updated: 0, takenBack: 0 });
    const after = await gamesOf(event.eventID);
    expect(after).toHaveLength(7);
    expect(after.map((game) => game.game_id)).not.toContain(deleted!.game_id);
    expect(new Date(after.find((game) => game.game_id === moved!.game_id)!.game_at)).toEqual(movedTo);
    expect(after.find((game) => game.game_id === canceled!.game_id)!.canceled).toBe(true);
    expect(
      await app.sql("select game_id from game_occurrences where event_id = ? and occurs_on = '2027-03-02'", [
        event.eventID,
      ]),
    ).toEqual([{ game_id: null }]);

    // A later time and an earlier stop date: untouched games follow (in place, same gameID), the manager's stay.
    const untouched = (await gamesOf(event.eventID)).slice(2).map((game) => game.game_id);
    await app.sql("update events set event_time = '20:00', stop_date = '2027-03-31' where event_id = ?", [
      event.eventID,
    ]);
    expect(await runAt(NOW, event.eventID)).toEqual({ series: 1, created: 0, updated: 2, takenBack: 3 });
    expect((await gamesOf(event.eventID)).slice(2).map((game) => game.game_id)).toEqual(untouched.slice(0, 2));
    // Tuesdays: 2 March deleted, 9 March moved, 16 March canceled; 23 and 30 March at 8:00 PM EDT; none after the stop.
    expect(await instants(event.eventID)).toEqual([
      '2027-03-11T00:30:00.000Z',
      '2027-03-16T23:00:00.000Z',
      '2027-03-24T00:00:00.000Z',
      '2027-03-31T00:00:00.000Z',
    ]);
  });

  it('adopts a game of the event already on that date (the demo league, or one added by hand) instead of making another', async () => {
    const venue = await eastern();
    const event = await aSeries(app, venue, { eventDay: 3, eventTime: '19:00', startDate: '2027-02-01' });
    const byHand = await aGame(app, {
      venueID: venue.venueID,
      eventID: event.eventID,
      gameAt: new Date('2027-03-03T00:00:00Z'),
      title: 'Opening Night',
    });
    expect(await runAt(NOW, event.eventID)).toMatchObject({ created: 7 });
    const games = await gamesOf(event.eventID);
    expect(games).toHaveLength(8);
    expect(games[0]).toMatchObject({ game_id: byHand.gameID, title: 'Opening Night' });
  });

  describe('through the queue', () => {
    const redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    afterAll(async () => {
      await redis.quit();
    });
    const startWorker = async () => {
      const settings = loadSettings({
        APP_MODE: 'test',
        DATABASE_URL: app.databaseUrl,
        REDIS_URL: testRedisUrl(),
        QUEUE_PREFIX: app.settings.queuePrefix,
        LOG_LEVEL: 'error',
      });
      const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(settings), { logger: false });
      await worker.init();
      contexts.push(worker);
      return worker;
    };
    const waitFor = async (check: () => Promise<boolean>) => {
      const deadline = Date.now() + 30_000;
      while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
      return check();
    };
    const queue = () => new Queue(GAME_SCHEDULE_QUEUE, { connection: redis, prefix: app.settings.queuePrefix });

    it('two workers register one daily scheduler and run jobs side by side, making each game once', async () => {
      const venue = await aVenue(app);
      // Running from today (real time), so the workers' own runs make its games.
      const events = await Promise.all(
        [1, 2, 3, 4, 5, 6, 7].map((eventDay) => aSeries(app, venue, { eventDay, eventTime: '23:30' })),
      );
      const ids = events.map((event) => event.eventID);
      const made = async () =>
        (await app.sql<{ n: number }>(`select count(*)::int as n from games where event_id in (${ids.join(',')})`))[0]!
          .n;
      expect(await made()).toBe(0);
      // Their EventSaved messages are lost (as if Redis had dropped them): only the catch-up can make their games.
      await app.sql('update outbox set published_at = now() where published_at is null');
      await Promise.all([startWorker(), startWorker()]);
      // A worker that starts catches up by itself (what a Redis outage kept from the queue).
      expect(await waitFor(async () => (await made()) >= 55)).toBe(true);
      const scheduleQueue = queue();
      try {
        await waitFor(async () => (await scheduleQueue.getJobSchedulers()).length > 0);
        const schedulers = await scheduleQueue.getJobSchedulers();
        expect(schedulers).toHaveLength(1);
        expect(schedulers[0]).toMatchObject({
          key: DAILY_SCHEDULER_ID,
          pattern: DAILY_PATTERN,
          tz: app.settings.leagueTimeZone,
        });
        await scheduleQueue.addBulk([1, 2, 3, 4, 5, 6].map(() => ({ name: SCHEDULE_ALL_SERIES, data: {} })));
        // The daily run waits as a delayed job; everything else must be done.
        await waitFor(async () => {
          const counts = await scheduleQueue.getJobCounts('wait', 'active', 'completed');
          return counts.wait + counts.active === 0 && counts.completed >= 8;
        });
        expect(await scheduleQueue.getJobCounts('completed', 'failed')).toMatchObject({ failed: 0 });
        expect((await scheduleQueue.getJobCounts('completed')).completed).toBeGreaterThanOrEqual(8);
      } finally {
        await scheduleQueue.close();
      }
      const perDate = await app.sql<{ n: number }>(
        `select count(*)::int as n from games where event_id in (${ids.join(',')}) group by event_id, (game_at at time zone 'America/Los_Angeles')::date`,
      );
      // Seven weekdays over eight weeks: 56 dates, less today's if 23:30 had passed when the worker ran.
      expect(perDate.length).toBeGreaterThanOrEqual(55);
      expect(perDate.every((row) => row.n === 1)).toBe(true);
    });

    it('saving an event puts its games on the calendar by itself (outbox, domain event, schedule job)', async () => {
      // A worker already running, its start-up catch-up done: only the save can bring this event's games.
      if (contexts.length === 0) await startWorker();
      const scheduleQueue = queue();
      try {
        await waitFor(async () => {
          const counts = await scheduleQueue.getJobCounts('wait', 'active', 'completed');
          return counts.wait + counts.active === 0 && counts.completed > 0;
        });
      } finally {
        await scheduleQueue.close();
      }
      const venue = await aVenue(app, { timeZone: NEW_YORK });
      const manager = await app.login('manager');
      const saved = await api(app)
        .as(manager)
        .post<{ event: { eventID: number } }>('/v1/event', {
          data: { eventID: 0, venueID: venue.venueID, eventDay: 2, frequency: 1, eventTime: '23:45', eventType: 1 },
        });
      expect(saved.status).toBe(200);
      const eventID = saved.body.event.eventID;
      expect(await waitFor(async () => (await gamesOf(eventID)).length >= 7)).toBe(true);
      const games = await gamesOf(eventID);
      expect(games.length).toBeLessThanOrEqual(8);
      expect(games.every((game) => new Date(game.game_at).getTime() > Date.now() - 60_000)).toBe(true);

      // Stopping it today takes back its untouched games from tomorrow on.
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: app.settings.leagueTimeZone }).format(new Date());
      await api(app)
        .as(manager)
        .post('/v1/event', {
          data: {
            eventID,
            venueID: venue.venueID,
            eventDay: 2,
            frequency: 1,
            eventTime: '23:45',
            eventType: 1,
            stopDate: today,
          },
        });
      expect(await waitFor(async () => (await gamesOf(eventID)).length <= 1)).toBe(true);
    });
  });

  describe('issue 19 item 4: deleting a new event or venue takes its scheduled games along', () => {
    const deleteEvent = async (eventID: number) =>
      call(app, 'DELETE', '/v1/event', { token: await app.login('manager'), body: { data: { eventID } } });
    const deleteVenue = async (venueID: number) =>
      call(app, 'DELETE', '/v1/venue', { token: await app.login('manager'), body: { data: { venueID } } });
    const occurrencesOf = (eventID: number) => app.sql('select * from game_occurrences where event_id = ?', [eventID]);

    it('deletes an event a minute after it was saved, with its eight scheduled games and one edited by hand that nobody played', async () => {
      const venue = await eastern();
      const event = await aSeries(app, venue, { eventDay: 3, eventTime: '19:00', startDate: '2027-02-23' });
      expect((await runAt(NOW, event.eventID)).created).toBe(8);
      const [first] = await gamesOf(event.eventID);
      // Edited by hand (moved, retitled, canceled) but nobody checked in: not history either.
      await app.sql(
        "update games set title = 'Holiday Special', canceled = true, game_at = game_at + interval '1 hour', updated_at = now() where game_id = ?",
        [first!.game_id],
      );
      expect(await deleteEvent(event.eventID)).toEqual({ status: 200, body: { message: 'Event deleted' } });
      expect(await gamesOf(event.eventID)).toEqual([]);
      expect(await app.sql('select game_id from games where game_id = ?', [first!.game_id])).toEqual([]);
      expect(await occurrencesOf(event.eventID)).toEqual([]);
      expect((await call(app, 'GET', `/v1/event/id/${event.eventID}`)).status).toBe(404);
    });

    it('refuses while one of its games has point records, and deletes nothing', async () => {
      const venue = await eastern();
      const event = await aSeries(app, venue, { eventDay: 3, eventTime: '19:00', startDate: '2027-02-23' });
      await runAt(NOW, event.eventID);
      const played = await aGameWithEntries(app, 1, {
        venueID: venue.venueID,
        eventID: event.eventID,
        gameAt: new Date('2027-02-24T00:00:00Z'),
      });
      expect(await deleteEvent(event.eventID)).toEqual({
        status: 409,
        body: {
          error: 'Event has games that were played and cannot be deleted; give it a stop date instead',
          code: 'EVENT_IN_USE',
        },
      });
      expect(await gamesOf(event.eventID)).toHaveLength(9);
      expect(await deleteVenue(venue.venueID)).toEqual({
        status: 409,
        body: { error: 'Venue has games that were played and cannot be deleted', code: 'VENUE_IN_USE' },
      });
      expect(await gamesOf(event.eventID)).toHaveLength(9);
      // Once that game's record is gone (checked in by mistake), the event goes with all its games.
      await app.sql('delete from points where game_id = ?', [played.gameID]);
      expect((await deleteEvent(event.eventID)).status).toBe(200);
      expect(await gamesOf(event.eventID)).toEqual([]);
    });

    it('deletes a venue set up a minute ago with its event, the scheduled games and a one-off game nobody played', async () => {
      const venue = await eastern();
      const event = await aSeries(app, venue, { eventDay: 5, eventTime: '20:00', startDate: '2027-02-23' });
      expect((await runAt(NOW, event.eventID)).created).toBe(8);
      const oneOff = await aGame(app, { venueID: venue.venueID, gameAt: new Date('2027-03-20T23:00:00Z') });
      expect(await deleteVenue(venue.venueID)).toEqual({ status: 200, body: { message: 'Venue deleted' } });
      expect(await app.sql('select game_id from games where venue_id = ?', [venue.venueID])).toEqual([]);
      expect(await app.sql('select game_id from games where game_id = ?', [oneOff.gameID])).toEqual([]);
      expect(await app.sql('select event_id from events where venue_id = ?', [venue.venueID])).toEqual([]);
      expect((await call(app, 'GET', `/v1/venue/id/${venue.venueID}`)).status).toBe(404);
    });
  });
});
