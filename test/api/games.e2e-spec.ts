import { DateTime } from 'luxon';
import { io, type Socket } from 'socket.io-client';
import type { GamePointRow, GameRow } from '../../src/modules/games/domain/game-row.js';
import type { Series } from '../../src/modules/venues/domain/series.js';
import type { Venue } from '../../src/modules/venues/domain/venue.js';
import { EventType } from '../../src/shared/domain/event-type.js';
import { UserType } from '../../src/shared/domain/user-type.js';
import { api, type ApiError, type Rows, type Saved } from '../support/api.js';
import {
  aGame,
  aGameWithEntries,
  aPlayer,
  aVenue,
  aVenueWithSeries,
  aSeries,
  somePlayers,
  type BuiltGame,
} from '../support/builders.js';
import { eventually } from '../support/eventually.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** An instant from a wall time in the league's zone (daylight saving as it falls). */
const pacific = (wallTime: string): Date => DateTime.fromISO(wallTime, { zone: 'America/Los_Angeles' }).toJSDate();
const MARCH = '2025-03-01/2025-03-31';

describe('games: the game calls of api.md §6', () => {
  let app: TestApp;
  let manager: string;
  let host: string;
  let hostInHostMode: string;
  let player: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    app = await startTestApp();
    manager = await app.login('manager');
    player = await app.login('player');
    host = await app.login('host');
    hostInHostMode = await app.login('host');
    expect(
      (
        await api(app)
          .as(hostInHostMode)
          .post('/v1/user/agreement', { data: { accepted: true } })
      ).status,
    ).toBe(200);
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await app.close();
  });

  const visitor = () => api(app);
  const as = (token: string) => api(app).as(token);
  const ids = (body: Rows<GameRow>) => body.rows.map((row) => row.gameID);
  const saveGame = (game: Record<string, unknown>, token = manager) =>
    as(token).post<Saved<'game', GameRow> & ApiError>('/v1/game', { data: game });
  const gameCount = async () => (await app.sql<{ n: number }>('select count(*)::int as n from games'))[0]!.n;

  describe('lists', () => {
    let tavern: Venue;
    let tuesdays: Series;
    let saloon: Venue;
    let games: Record<'first' | 'second' | 'atSaloon' | 'lastNight' | 'april' | 'unlisted' | 'february', BuiltGame>;
    beforeAll(async () => {
      ({ venue: tavern, event: tuesdays } = await aVenueWithSeries(app, {
        venue: { title: 'The March Tavern' },
        event: { today: '2025-01-01' },
      }));
      saloon = await aVenue(app, { title: 'The March Saloon' });
      const at = { venueID: tavern.venueID };
      games = {
        // Built out of order, so the answers' order comes from gameAt.
        second: await aGame(app, {
          ...at,
          eventID: tuesdays.eventID,
          gameAt: pacific('2025-03-11T19:00:00'),
          hostID: app.accounts.host,
        }),
        first: await aGame(app, { ...at, eventID: tuesdays.eventID, gameAt: pacific('2025-03-04T19:00:00') }),
        atSaloon: await aGame(app, {
          venueID: saloon.venueID,
          gameAt: pacific('2025-03-15T19:00:00'),
          hostID: app.accounts.host,
        }),
        // The stop date is included to its last minute (league time), the next day is not.
        lastNight: await aGame(app, { ...at, gameAt: pacific('2025-03-31T23:30:00') }),
        april: await aGame(app, { ...at, gameAt: pacific('2025-04-01T00:30:00') }),
        february: await aGame(app, { ...at, gameAt: pacific('2025-02-28T23:30:00') }),
        unlisted: await aGame(app, { ...at, gameAt: pacific('2025-03-20T19:00:00'), unlisted: true }),
      };
    });

    it('issue 19 item 6: ?playerID= lists the games that player played, unlisted ones only for those who see them', async () => {
      const [regular, other] = await somePlayers(app, 2);
      const at = { venueID: saloon.venueID };
      const played = await aGameWithEntries(app, 1, {
        ...at,
        gameAt: pacific('2019-05-06T19:00:00'),
        players: [regular!],
      });
      const practice = await aGameWithEntries(app, 1, {
        ...at,
        gameAt: pacific('2019-05-13T19:00:00'),
        players: [regular!],
        unlisted: true,
      });
      const notTheirs = await aGameWithEntries(app, 1, {
        ...at,
        gameAt: pacific('2019-05-20T19:00:00'),
        players: [other!],
      });
      const MAY = '2019-05-01/2019-05-31';
      const paged = await visitor().get<Rows<GameRow>>(`/v1/game/list/0/0/0/${MAY}/1/30?playerID=${regular!.playerID}`);
      expect(paged.status).toBe(200);
      expect(paged.body).toMatchObject({ rows: [{ gameID: played.gameID }], total: 1 });
      // Asking for unlisted games as a visitor changes nothing; a manager sees the practice game too.
      expect(
        ids(
          (await visitor().get<Rows<GameRow>>(`/v1/game/list/0/0/0/${MAY}/1/30/all?playerID=${regular!.playerID}`))
            .body,
        ),
      ).toEqual([played.gameID]);
      expect(
        ids(
          (await as(manager).get<Rows<GameRow>>(`/v1/game/list/0/0/0/${MAY}/1/30/all?playerID=${regular!.playerID}`))
            .body,
        ),
      ).toEqual([practice.gameID, played.gameID]);
      expect(
        ids((await visitor().get<Rows<GameRow>>(`/v1/game/list/0/0/0/${MAY}?playerID=${other!.playerID}`)).body),
      ).toEqual([notTheirs.gameID]);
      expect(ids((await visitor().get<Rows<GameRow>>(`/v1/game/list/0/0/0/${MAY}?playerID=0`)).body)).toEqual([
        played.gameID,
        notTheirs.gameID,
      ]);
      expect((await visitor().get(`/v1/game/list/0/0/0/${MAY}?playerID=abc`)).status).toBe(400);
    });

    it('answers the games in a window of league dates, both ends included, oldest first', async () => {
      const { status, body } = await visitor().get<Rows<GameRow>>(`/v1/game/list/0/0/0/${MARCH}`);
      expect(status).toBe(200);
      expect(ids(body)).toEqual(
        [games.first, games.second, games.atSaloon, games.lastNight].map((game) => game.gameID),
      );
      expect(body.total).toBe(4);
    });

    it('answers the row shape of game-row.ts, with names by joins and the display title', async () => {
      const { body } = await visitor().get<Rows<GameRow>>(`/v1/game/list/0/0/0/${MARCH}`);
      const row = body.rows.find((game) => game.gameID === games.second.gameID)!;
      expect(row).toEqual({
        gameID: games.second.gameID,
        title: games.second.title,
        displayTitle: games.second.title,
        venueID: tavern.venueID,
        venueName: 'The March Tavern',
        venueAddress: tavern.address,
        venueCity: 'Tacoma',
        venueState: 'WA',
        venueMapURL: null,
        venueTimeZone: 'America/Los_Angeles',
        eventID: tuesdays.eventID,
        eventName: tuesdays.title,
        hostID: app.accounts.host,
        hostName: 'Hank Host',
        hostNumber: app.roles.host.playerNumber,
        eventType: EventType.Regular,
        doublePoints: false,
        gameAt: '2025-03-12T02:00:00.000Z',
        originalAt: '2025-03-12T02:00:00.000Z',
        totalPlayers: 0,
        totalRecords: 0,
        earningsEstimated: 0,
        earningsActual: 0,
        notice: null,
        canceled: false,
        unlisted: false,
        endedAt: null,
      });
    });

    it('answers the earnings note to hosts and up, and the deposit details to the host of the game (admins: test/api/earnings-report)', async () => {
      const path = `/v1/game/id/${games.second.gameID}`;
      const shown = (await as(host).get<Rows<GameRow>>(path)).body.rows[0]!;
      expect(shown).toMatchObject({
        earningsDeposited: 0,
        earningsReconciled: false,
        earningsNote: null,
        depositID: null,
      });
      for (const token of ['', player]) {
        const hidden = (await as(token).get<Rows<GameRow>>(path)).body.rows[0]!;
        expect(Object.keys(hidden)).not.toEqual(expect.arrayContaining(['earningsDeposited']));
        expect([hidden.earningsReconciled, hidden.earningsNote, hidden.depositID]).toEqual([
          undefined,
          undefined,
          undefined,
        ]);
      }
    });

    it('filters by host (the first segment: games that player hosted), venue and event', async () => {
      expect(ids((await visitor().get<Rows<GameRow>>(`/v1/game/list/${app.accounts.host}/0/0/${MARCH}`)).body)).toEqual(
        [games.second.gameID, games.atSaloon.gameID],
      );
      expect(ids((await visitor().get<Rows<GameRow>>(`/v1/game/list/0/${saloon.venueID}/0/${MARCH}`)).body)).toEqual([
        games.atSaloon.gameID,
      ]);
      expect(ids((await visitor().get<Rows<GameRow>>(`/v1/game/list/0/0/${tuesdays.eventID}/${MARCH}`)).body)).toEqual([
        games.first.gameID,
        games.second.gameID,
      ]);
      expect(
        ids(
          (await visitor().get<Rows<GameRow>>(`/v1/game/list/${app.accounts.host}/${tavern.venueID}/0/${MARCH}`)).body,
        ),
      ).toEqual([games.second.gameID]);
    });

    it('keeps only games of one type with ?eventType= (the Satellites list), paged or not', async () => {
      const may = { venueID: saloon.venueID };
      const satellite = await aGame(app, {
        ...may,
        gameAt: pacific('2025-05-06T19:00:00'),
        eventType: EventType.Satellite,
      });
      await aGame(app, { ...may, gameAt: pacific('2025-05-07T19:00:00') });
      const window = '/v1/game/list/0/0/0/2025-05-01/2025-05-31';
      expect(ids((await visitor().get<Rows<GameRow>>(`${window}?eventType=${EventType.Satellite}`)).body)).toEqual([
        satellite.gameID,
      ]);
      const paged = (await visitor().get<Rows<GameRow>>(`${window}/1/30?eventType=${EventType.Satellite}`)).body;
      expect([ids(paged), paged.total]).toEqual([[satellite.gameID], 1]);
      expect((await visitor().get<Rows<GameRow>>(window)).body.total).toBe(2);
      expect((await visitor().get(`${window}?eventType=x`)).body).toMatchObject({
        code: 'FIELD_NOT_VALID',
        field: 'eventType',
      });
    });

    it('pages newest first with the total of every match; page 0 of size 0 is the whole window', async () => {
      const page = async (n: number) =>
        (await visitor().get<Rows<GameRow>>(`/v1/game/list/0/0/0/${MARCH}/${n}/3`)).body;
      expect(await page(1)).toMatchObject({
        total: 4,
        rows: [{ gameID: games.lastNight.gameID }, { gameID: games.atSaloon.gameID }, { gameID: games.second.gameID }],
      });
      expect(ids(await page(2))).toEqual([games.first.gameID]);
      expect(await page(3)).toEqual({ rows: [], total: 4 });
      expect(ids((await visitor().get<Rows<GameRow>>(`/v1/game/list/0/0/0/${MARCH}/0/0`)).body)).toEqual(
        [games.first, games.second, games.atSaloon, games.lastNight].map((game) => game.gameID),
      );
    });

    it('refuses a page size over 100, a page 0 of a real size, a bad date and a last word other than all', async () => {
      expect(await visitor().get(`/v1/game/list/0/0/0/${MARCH}/1/101`)).toEqual({
        status: 400,
        body: { error: 'The "Page Size" field must be no more than 100.', code: 'FIELD_NOT_VALID', field: 'pageSize' },
      });
      expect(await visitor().get(`/v1/game/list/0/0/0/${MARCH}/0/30`)).toEqual({
        status: 400,
        body: { error: 'The "Page" field must be at least 1.', code: 'FIELD_TOO_SHORT', field: 'page' },
      });
      expect(await visitor().get('/v1/game/list/0/0/0/2025-02-30/2025-03-31')).toEqual({
        status: 400,
        body: { error: 'The "Start" field is not valid.', code: 'FIELD_NOT_VALID', field: 'start' },
      });
      expect((await visitor().get(`/v1/game/list/0/0/0/${MARCH}/0/0/some`)).body).toEqual({
        error: 'The "All" field is not valid.',
        code: 'FIELD_NOT_VALID',
        field: 'all',
      });
    });

    it('lists unlisted games with `all` only for host mode and managers; for anyone else `all` is ignored', async () => {
      const listed = [games.first, games.second, games.atSaloon, games.lastNight].map((game) => game.gameID);
      const withUnlisted = [games.first, games.second, games.atSaloon, games.unlisted, games.lastNight].map(
        (game) => game.gameID,
      );
      const list = async (token: string, suffix: string) =>
        ids((await as(token).get<Rows<GameRow>>(`/v1/game/list/0/0/0/${MARCH}${suffix}`)).body);
      for (const token of ['', player, host]) expect(await list(token, '/0/0/all')).toEqual(listed);
      expect(await list(hostInHostMode, '/0/0/all')).toEqual(withUnlisted);
      expect(await list(manager, '/0/0/all')).toEqual(withUnlisted);
      expect(await list(hostInHostMode, '')).toEqual(listed);
      const browse = (await as(hostInHostMode).get<Rows<GameRow>>(`/v1/game/list/0/0/0/${MARCH}/1/30/all`)).body;
      expect([browse.total, browse.rows.find((row) => row.unlisted)?.gameID]).toEqual([5, games.unlisted.gameID]);
      expect((await visitor().get<Rows<GameRow>>(`/v1/game/list/0/0/0/${MARCH}/1/30/all`)).body.total).toBe(4);
    });

    it('shows an unlisted game by id only in host mode and to managers: "Game not found" for everyone else', async () => {
      const path = `/v1/game/id/${games.unlisted.gameID}`;
      const notFound = { status: 404, body: { error: 'Game not found', code: 'GAME_NOT_FOUND' } };
      for (const token of ['', player, host]) expect(await as(token).get(path)).toEqual(notFound);
      for (const token of [hostInHostMode, manager])
        expect((await as(token).get<Rows<GameRow>>(path)).body).toMatchObject({
          total: 1,
          rows: [{ gameID: games.unlisted.gameID, unlisted: true }],
        });
      expect(await as(hostInHostMode).get(`/v1/game/points/${games.unlisted.gameID}/1`)).toMatchObject({
        status: 200,
        body: { rows: [], total: 0 },
      });
      expect(await visitor().get(`/v1/game/points/${games.unlisted.gameID}/1`)).toEqual(notFound);
    });

    it('answers one game by id, 404 for an unknown one and 400 for a bad id', async () => {
      expect((await visitor().get<Rows<GameRow>>(`/v1/game/id/${games.first.gameID}`)).body).toMatchObject({
        total: 1,
        rows: [{ gameID: games.first.gameID, eventName: tuesdays.title }],
      });
      expect(await visitor().get('/v1/game/id/999999')).toEqual({
        status: 404,
        body: { error: 'Game not found', code: 'GAME_NOT_FOUND' },
      });
      expect(await visitor().get('/v1/game/id/x1')).toEqual({
        status: 400,
        body: { error: 'The "Game ID" field is not valid.', code: 'FIELD_NOT_VALID', field: 'gameID' },
      });
    });
  });

  describe('the next game of a type (the 4-segment form)', () => {
    let quarterly: BuiltGame;
    beforeAll(async () => {
      const venue = await aVenue(app, { title: 'Quarterly Hall' });
      const at = { venueID: venue.venueID, eventType: EventType.Quarterly };
      await aGame(app, { ...at, gameAt: pacific('2031-05-10T12:00:00'), canceled: true });
      await aGame(app, { ...at, gameAt: pacific('2031-05-17T12:00:00'), unlisted: true });
      await aGame(app, { venueID: venue.venueID, gameAt: pacific('2031-05-20T19:00:00') });
      quarterly = await aGame(app, { ...at, gameAt: pacific('2031-06-14T12:00:00') });
      await aGame(app, { ...at, gameAt: pacific('2031-09-13T12:00:00') });
    });

    it('answers the next Quarterly on or after the date, passing over canceled and unlisted ones', async () => {
      const { body } = await visitor().get<Rows<GameRow>>('/v1/game/list/0/0/3/2031-05-01');
      expect(body).toMatchObject({
        total: 1,
        rows: [
          { gameID: quarterly.gameID, eventType: EventType.Quarterly, displayTitle: `${quarterly.title} (Quarterly)` },
        ],
      });
      expect(ids((await as(hostInHostMode).get<Rows<GameRow>>('/v1/game/list/0/0/3/2031-05-01')).body)).toEqual([
        quarterly.gameID,
      ]);
      expect(ids((await visitor().get<Rows<GameRow>>('/v1/game/list/0/0/3/2031-06-14')).body)).toEqual([
        quarterly.gameID,
      ]);
    });

    it('answers no rows when none is scheduled', async () => {
      expect((await visitor().get('/v1/game/list/0/0/3/2031-09-14')).body).toEqual({ rows: [], total: 0 });
    });
  });

  describe('points', () => {
    let game: BuiltGame;
    beforeAll(async () => {
      const names = [
        'Hal Hill',
        'Gus Gray',
        'Fay Fox',
        'Eve Elm',
        'Dan Day',
        'Cal Cox',
        'Bo Baker',
        'Al Ames',
        'Zoe Zimmer',
        'Abe Abbott',
      ];
      const players = [];
      for (const name of names) {
        const [firstName, lastName] = name.split(' ');
        players.push(...(await somePlayers(app, 1, { firstName, lastName })));
      }
      game = await aGameWithEntries(app, 10, { players, ended: true, gameAt: pacific('2025-01-10T19:00:00') });
    });

    it('answers every record with its player, by place then name, unplaced last (sorted as 9999)', async () => {
      const { body } = await visitor().get<Rows<GamePointRow>>(`/v1/game/points/${game.gameID}/1`);
      expect(body.total).toBe(10);
      expect(body.rows.map((row) => [row.playerName, row.place, row.sortedPlace])).toEqual([
        ['Hal Hill', 1, 1],
        ['Gus Gray', 2, 2],
        ['Fay Fox', 3, 3],
        ['Eve Elm', 4, 4],
        ['Dan Day', 5, 5],
        ['Cal Cox', 6, 6],
        ['Bo Baker', 7, 7],
        ['Al Ames', 8, 8],
        ['Abe Abbott', 0, 9999],
        ['Zoe Zimmer', 0, 9999],
      ]);
      const first = game.entries.find((entry) => entry.place === 1)!;
      expect(body.rows[0]).toEqual({
        pointID: first.pointID,
        gameID: game.gameID,
        playerID: first.playerID,
        playerNumber: expect.any(Number),
        playerName: 'Hal Hill',
        firstName: 'Hal',
        lastName: 'Hill',
        place: 1,
        sortedPlace: 1,
        points: first.points,
        bonusType: first.bonusType,
        bonuses: first.bonuses,
        buyIn: 0,
        reBuy: 0,
        addOn: 0,
        entryAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        updatedAt: expect.stringMatching(/Z$/),
      });
    });

    it('answers only the records that count (a place or points) with all 0', async () => {
      const { body } = await visitor().get<Rows<GamePointRow>>(`/v1/game/points/${game.gameID}/0`);
      expect(body.rows.map((row) => row.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(body.total).toBe(8);
    });

    it('answers 404 for an unknown game', async () => {
      expect(await visitor().get('/v1/game/points/999999/1')).toEqual({
        status: 404,
        body: { error: 'Game not found', code: 'GAME_NOT_FOUND' },
      });
    });
  });

  describe('saving', () => {
    let venue: Venue;
    let event: Series;
    beforeAll(async () => {
      ({ venue, event } = await aVenueWithSeries(app, { venue: { title: 'The Saving Tavern' } }));
    });

    it('adds a game: a blank title shows the venue, earnings estimated by the server (never the client), original time set', async () => {
      const { status, body } = await saveGame({
        venueID: venue.venueID,
        eventID: event.eventID,
        hostID: app.accounts.host,
        title: '  ',
        gameAt: '2026-12-01T19:00:00-08:00',
        totalPlayers: 12,
        earningsEstimated: 999,
        earningsActual: 40,
      });
      expect(status).toBe(200);
      expect(body.message).toBe('Game added');
      expect(body.game).toMatchObject({
        title: '',
        displayTitle: 'The Saving Tavern',
        venueName: 'The Saving Tavern',
        eventName: event.title,
        hostName: 'Hank Host',
        eventType: EventType.Regular,
        gameAt: '2026-12-02T03:00:00.000Z',
        originalAt: '2026-12-02T03:00:00.000Z',
        totalPlayers: 12,
        earningsEstimated: 35,
        earningsActual: 40,
        unlisted: false,
        canceled: false,
      });
      expect((await visitor().get<Rows<GameRow>>(`/v1/game/id/${body.game.gameID}`)).body.rows[0]).toMatchObject({
        gameID: body.game.gameID,
        earningsEstimated: 35,
      });
    });

    it('updates a game: moving it keeps the original time, the estimate follows the players, a saved type is kept', async () => {
      const added = (await saveGame({ venueID: venue.venueID, gameAt: '2026-12-08T19:00:00-08:00', totalPlayers: 8 }))
        .body.game;
      const { status, body } = await saveGame({
        gameID: added.gameID,
        venueID: venue.venueID,
        title: 'Holiday Poker',
        gameAt: '2026-12-09T19:00:00-08:00',
        totalPlayers: 31,
        canceled: true,
        doublePoints: true,
        notice: 'Moved to Wednesday',
      });
      expect(status).toBe(200);
      expect(body.message).toBe('Game updated');
      expect(body.game).toMatchObject({
        gameID: added.gameID,
        title: 'Holiday Poker',
        displayTitle: 'Holiday Poker (Canceled, Double Points)',
        gameAt: '2026-12-10T03:00:00.000Z',
        originalAt: '2026-12-09T03:00:00.000Z',
        earningsEstimated: 45,
        notice: 'Moved to Wednesday',
      });
      const tournament = await aGame(app, { venueID: venue.venueID, eventType: EventType.Tournament });
      expect(
        (
          await saveGame({
            gameID: tournament.gameID,
            venueID: venue.venueID,
            eventType: EventType.Tournament,
            totalPlayers: 40,
          })
        ).body.game,
      ).toMatchObject({ eventType: EventType.Tournament, earningsEstimated: 45 });
    });

    it('starts a new game 30 minutes from now (the server clock) when given no time', async () => {
      const { body } = await as(manager)
        .today('2026-01-15T18:00:00Z')
        .post<Saved<'game', GameRow>>('/v1/game', { data: { venueID: venue.venueID } });
      expect([body.game.gameAt, body.game.originalAt]).toEqual([
        '2026-01-15T18:30:00.000Z',
        '2026-01-15T18:30:00.000Z',
      ]);
    });

    it.each([
      [
        { title: 'Tavern Quarterly' },
        400,
        { error: 'The title may not include "Quarterly"', code: 'TITLE_HAS_MODIFIER', field: 'title' },
      ],
      [
        { title: 'x'.repeat(129) },
        400,
        { error: 'The "Title" field must be no more than 128.', code: 'FIELD_TOO_LONG', field: 'title' },
      ],
      [{ venueID: null }, 400, { error: 'No venue selected', code: 'NO_VENUE_SELECTED', field: 'venueID' }],
      [{ venueID: 999999 }, 400, { error: 'No venue selected', code: 'NO_VENUE_SELECTED', field: 'venueID' }],
      [{ eventID: 999999 }, 400, { error: 'No such event', code: 'GAME_EVENT_NOT_FOUND', field: 'eventID' }],
      [
        { eventType: EventType.Tournament },
        400,
        {
          error: 'Only Regular, Satellite and Quarterly games can be added',
          code: 'GAME_TYPE_NOT_FOR_NEW_GAMES',
          field: 'eventType',
        },
      ],
      [
        { eventType: 7 },
        400,
        {
          error: 'Only Regular, Satellite and Quarterly games can be added',
          code: 'GAME_TYPE_NOT_FOR_NEW_GAMES',
          field: 'eventType',
        },
      ],
      [
        { totalPlayers: 1000 },
        400,
        {
          error: 'The "Total Players" field must be no more than 999.',
          code: 'FIELD_NOT_VALID',
          field: 'totalPlayers',
        },
      ],
      [
        { totalPlayers: -1 },
        400,
        { error: 'The "Total Players" field must be at least 0.', code: 'FIELD_NOT_VALID', field: 'totalPlayers' },
      ],
      [
        { gameAt: '2026-12-01 19:00' },
        400,
        {
          error: 'The game time must be a date and time with its time zone, such as 2026-11-24T19:00:00-08:00',
          code: 'INVALID_GAME_TIME',
          field: 'gameAt',
        },
      ],
      [
        { notice: 'n'.repeat(257) },
        400,
        { error: 'The "Notice" field must be no more than 256.', code: 'FIELD_TOO_LONG', field: 'notice' },
      ],
      [{ gameID: 999999 }, 404, { error: 'Game not found', code: 'GAME_NOT_FOUND' }],
    ])('refuses %j with its message, code and field, and saves nothing', async (overrides, status, body) => {
      const before = await gameCount();
      expect(await saveGame({ venueID: venue.venueID, gameAt: '2026-12-01T19:00:00-08:00', ...overrides })).toEqual({
        status,
        body,
      });
      expect(await gameCount()).toBe(before);
    });

    it("refuses another venue's event and a host below host level", async () => {
      const elsewhere = await aSeries(app, await aVenue(app));
      expect((await saveGame({ venueID: venue.venueID, eventID: elsewhere.eventID })).body).toEqual({
        error: 'The event is not held at this venue',
        code: 'EVENT_NOT_AT_VENUE',
        field: 'eventID',
      });
      const someone = await aPlayer(app, { userType: UserType.Player });
      expect((await saveGame({ venueID: venue.venueID, hostID: someone.playerID })).body).toEqual({
        error: 'The host must be a player of host level',
        code: 'HOST_NOT_ELIGIBLE',
        field: 'hostID',
      });
    });

    it('lets only managers and up save and delete: 401 without a session, 403 for players and hosts (host mode too)', async () => {
      const game = await aGame(app, { venueID: venue.venueID });
      const body = { data: { venueID: venue.venueID } };
      expect(await visitor().post('/v1/game', body)).toEqual({
        status: 401,
        body: { error: 'Please log in first', code: 'NOT_LOGGED_IN' },
      });
      expect((await visitor().delete('/v1/game', { data: { gameID: game.gameID } })).status).toBe(401);
      for (const token of [player, host, hostInHostMode]) {
        expect(await as(token).post('/v1/game', body)).toEqual({
          status: 403,
          body: { error: 'Unauthorized', code: 'UNAUTHORIZED' },
        });
        expect((await as(token).delete('/v1/game', { data: { gameID: game.gameID } })).status).toBe(403);
      }
      expect(
        (await saveGame({ venueID: venue.venueID, gameAt: '2026-12-03T19:00:00-08:00' }, await app.login('owner')))
          .status,
      ).toBe(200);
      expect((await as(manager).delete('/v1/game', { data: { gameID: game.gameID } })).status).toBe(200);
    });

    it('saves the unlisted flag: hidden from visitors, shown (marked) in host mode', async () => {
      const { body } = await saveGame({ venueID: venue.venueID, gameAt: '2026-12-05T19:00:00-08:00', unlisted: true });
      expect(body.game.unlisted).toBe(true);
      expect((await visitor().get(`/v1/game/id/${body.game.gameID}`)).status).toBe(404);
      expect(
        (await as(hostInHostMode).get<Rows<GameRow>>(`/v1/game/id/${body.game.gameID}`)).body.rows[0],
      ).toMatchObject({ unlisted: true });
    });
  });

  describe('deleting', () => {
    it('deletes a game without point records', async () => {
      const game = await aGame(app);
      expect(await as(manager).delete('/v1/game', { data: { gameID: game.gameID } })).toEqual({
        status: 200,
        body: { message: 'Game deleted' },
      });
      expect((await visitor().get(`/v1/game/id/${game.gameID}`)).status).toBe(404);
    });

    it('refuses (409) a game with point records, and keeps it and its points', async () => {
      const game = await aGameWithEntries(app, 3);
      expect(await as(manager).delete('/v1/game', { data: { gameID: game.gameID } })).toEqual({
        status: 409,
        body: { error: 'Game has point records and cannot be deleted', code: 'GAME_HAS_POINTS' },
      });
      expect((await visitor().get(`/v1/game/id/${game.gameID}`)).status).toBe(200);
      expect((await visitor().get<Rows<GamePointRow>>(`/v1/game/points/${game.gameID}/1`)).body.total).toBe(3);
    });

    it('answers 404 for an unknown game and 400 without one', async () => {
      expect(await as(manager).delete('/v1/game', { data: { gameID: 999999 } })).toEqual({
        status: 404,
        body: { error: 'Game not found', code: 'GAME_NOT_FOUND' },
      });
      expect((await as(manager).delete('/v1/game', { data: {} })).body).toEqual({
        error: 'The "Game ID" field is required.',
        code: 'FIELD_REQUIRED',
        field: 'gameID',
      });
    });
  });

  describe('after a write', () => {
    it("drops the kept anonymous answers: a visitor's next read shows the change", async () => {
      const venue = await aVenue(app, { title: 'Cache Corner' });
      const game = await aGame(app, {
        venueID: venue.venueID,
        title: 'Cached Game',
        gameAt: pacific('2025-07-04T19:00:00'),
      });
      const byID = `/v1/game/id/${game.gameID}`;
      const list = '/v1/game/list/0/0/0/2025-07-01/2025-07-31';
      // Kept: a change made behind the cache's back stays unseen until a write drops it.
      await eventually(async () => {
        await visitor().get(byID);
        await visitor().get(list);
        await app.sql(`update games set title = 'Behind The Cache' where game_id = ${game.gameID}`);
        try {
          expect((await visitor().get<Rows<GameRow>>(byID)).body.rows[0]!.title).toBe('Cached Game');
          expect((await visitor().get<Rows<GameRow>>(list)).body.rows[0]!.title).toBe('Cached Game');
        } finally {
          await app.sql(`update games set title = 'Cached Game' where game_id = ${game.gameID}`);
        }
      });
      await saveGame({
        gameID: game.gameID,
        venueID: venue.venueID,
        title: 'Renamed Game',
        gameAt: '2025-07-04T19:00:00-07:00',
      });
      expect((await visitor().get<Rows<GameRow>>(byID)).body.rows[0]!.title).toBe('Renamed Game');
      expect((await visitor().get<Rows<GameRow>>(list)).body.rows.map((row) => row.title)).toEqual(['Renamed Game']);
    });

    it("drops the venues' active lists too (they are read from games)", async () => {
      const venue = await aVenue(app, { title: 'Newly Active Bar' });
      const active = async () =>
        (await visitor().get<Rows<Venue>>('/v1/venue/list/0/2032-01-01/2032-01-31')).body.rows.map((row) => row.title);
      expect(await active()).not.toContain('Newly Active Bar');
      expect((await saveGame({ venueID: venue.venueID, gameAt: '2032-01-15T19:00:00-08:00' })).status).toBe(200);
      expect(await active()).toContain('Newly Active Bar');
    });

    it('tells the screens watching the game to refresh (saved, then deleted)', async () => {
      const venue = await aVenue(app);
      const game = await aGame(app, { venueID: venue.venueID });
      const socket = io(app.url, { transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      expect(await socket.timeout(5000).emitWithAck('watchGame', { gameID: game.gameID })).toEqual({
        watching: game.gameID,
      });
      const next = () =>
        new Promise<unknown>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('no refreshGame')), 5000);
          socket.once('refreshGame', (message: unknown) => (clearTimeout(timer), resolve(message)));
        });
      const refreshed = next();
      await saveGame({ gameID: game.gameID, venueID: venue.venueID, notice: 'Starts late' });
      expect(await refreshed).toEqual({ gameID: game.gameID });
      const deleted = next();
      await as(manager).delete('/v1/game', { data: { gameID: game.gameID } });
      expect(await deleted).toEqual({ gameID: game.gameID });
    });
  });
});
