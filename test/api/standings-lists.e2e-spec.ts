import { DateTime } from 'luxon';
import type {
  EventLeaderboardRow,
  HistoryRow,
  VenueGamesRow,
} from '../../src/modules/leaderboards/domain/standings-calls.js';
import { EventType } from '../../src/shared/domain/event-type.js';
import { api, type ApiError, type Rows } from '../support/api.js';
import {
  aGameWithEntries,
  aVenue,
  aVenueWithSeries,
  somePlayers,
  type BuiltGame,
  type BuiltPlayer,
} from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** An instant from a wall time in the league's zone. */
const pacific = (wallTime: string): Date => DateTime.fromISO(wallTime, { zone: 'America/Los_Angeles' }).toJSDate();

describe('standings lists: games and champions, a player history, games by venue', () => {
  let app: TestApp;
  let manager: string;
  let players: BuiltPlayer[];
  let tavernID: number;
  let saloonID: number;
  let tuesdaysID: number;
  let games: Record<
    | 'march'
    | 'marchLater'
    | 'atSaloon'
    | 'quarterly'
    | 'tournament'
    | 'canceled'
    | 'unlisted'
    | 'notEnded'
    | 'lastYear',
    BuiltGame
  >;

  beforeAll(async () => {
    app = await startTestApp();
    manager = await app.login('manager');
    players = await somePlayers(app, 10);
    const { venue, event } = await aVenueWithSeries(app, {
      venue: { title: 'The Standings Tavern' },
      event: { today: '2024-01-01' },
    });
    tavernID = venue.venueID;
    tuesdaysID = event.eventID;
    saloonID = (await aVenue(app, { title: 'The Standings Saloon' })).venueID;
    const at = { venueID: tavernID, players, ended: true };
    // Built out of order, so the answers' order comes from gameAt. The later March game has
    // the players the other way round (the first one unplaced), so places differ by game.
    games = {
      marchLater: await aGameWithEntries(app, 10, {
        ...at,
        eventID: tuesdaysID,
        gameAt: pacific('2025-03-25T19:00:00'),
        players: [...players].reverse(),
      }),
      march: await aGameWithEntries(app, 9, { ...at, eventID: tuesdaysID, gameAt: pacific('2025-03-04T19:00:00') }),
      atSaloon: await aGameWithEntries(app, 5, { ...at, venueID: saloonID, gameAt: pacific('2025-03-15T19:00:00') }),
      quarterly: await aGameWithEntries(app, 6, {
        ...at,
        eventType: EventType.Quarterly,
        gameAt: pacific('2025-04-12T12:00:00'),
      }),
      tournament: await aGameWithEntries(app, 2, {
        ...at,
        venueID: saloonID,
        eventType: EventType.Tournament,
        gameAt: pacific('2025-06-10T12:00:00'),
      }),
      canceled: await aGameWithEntries(app, 5, { ...at, gameAt: pacific('2025-03-18T19:00:00'), canceled: true }),
      unlisted: await aGameWithEntries(app, 5, { ...at, gameAt: pacific('2025-03-20T19:00:00'), unlisted: true }),
      notEnded: await aGameWithEntries(app, 5, { venueID: tavernID, players, gameAt: pacific('2025-03-22T19:00:00') }),
      lastYear: await aGameWithEntries(app, 4, {
        ...at,
        eventType: EventType.Quarterly,
        gameAt: pacific('2024-10-12T12:00:00'),
      }),
    };
  });
  afterAll(() => app.close());

  const visitor = () => api(app);
  const asManager = () => api(app).as(manager);
  const gameIDs = ({ rows }: Rows<{ gameID: number }>): number[] => [...new Set(rows.map(({ gameID }) => gameID))];
  /** The placed entries of a game, by place, as per-game rows name them. */
  const placedOf = (game: BuiltGame, onlyWinner = false) =>
    game.entries
      .filter(({ place }) => place >= 1 && place <= (onlyWinner ? 1 : 8))
      .sort((a, b) => a.place - b.place)
      .map(({ playerID, place, points }) => ({ gameID: game.gameID, playerID, ranked: place, totalPoints: points }));

  describe('GET /v1/point/games', () => {
    it('answers every placed record of the ended games in the window, newest game first then by place, with the game, venue, event and player', async () => {
      const { status, body } = await visitor().get<Rows<EventLeaderboardRow>>(
        `/v1/point/games/${tavernID}/0/0/0/2025-03-01/2025-03-31`,
      );
      expect(status).toBe(200);
      expect(
        body.rows.map(({ gameID, playerID, ranked, totalPoints }) => ({ gameID, playerID, ranked, totalPoints })),
      ).toEqual([...placedOf(games.marchLater), ...placedOf(games.march)]);
      expect(body.total).toBe(16);
      const first = body.rows[0]!;
      const player = players.find(({ playerID }) => playerID === first.playerID)!;
      expect(first).toMatchObject({
        gameID: games.marchLater.gameID,
        gameAt: games.marchLater.gameAt.toISOString(),
        title: games.marchLater.title,
        venueID: tavernID,
        venueName: 'The Standings Tavern',
        venueTimeZone: expect.any(String),
        eventID: tuesdaysID,
        eventName: expect.any(String),
        eventType: EventType.Regular,
        playerNumber: player.playerNumber,
        playerName: expect.stringContaining(player.firstName),
        ranked: 1,
        totalPoints: 20,
      });
    });

    it('winnersOnly 1 keeps the 1st places; a player, a venue or an event narrows it', async () => {
      const winners = await visitor().get<Rows<EventLeaderboardRow>>('/v1/point/games/0/0/0/1/2025-03-01/2025-03-31');
      expect(winners.body.rows.map(({ gameID, ranked }) => [gameID, ranked])).toEqual(
        [games.marchLater, games.atSaloon, games.march].map(({ gameID }) => [gameID, 1]),
      );
      const saloon = await visitor().get<Rows<EventLeaderboardRow>>(
        `/v1/point/games/${saloonID}/0/0/0/2025-03-01/2025-03-31`,
      );
      expect(gameIDs(saloon.body)).toEqual([games.atSaloon.gameID]);
      const event = await visitor().get<Rows<EventLeaderboardRow>>(
        `/v1/point/games/0/${tuesdaysID}/0/0/2025-01-01/2025-12-31`,
      );
      expect(gameIDs(event.body)).toEqual([games.marchLater.gameID, games.march.gameID]);
      const one = players[0]!.playerID;
      const mine = await visitor().get<Rows<EventLeaderboardRow>>(`/v1/point/games/0/0/${one}/0/2025-01-01/2025-12-31`);
      expect(mine.body.rows.every(({ playerID }) => playerID === one)).toBe(true);
      expect(gameIDs(mine.body)).toEqual(
        [games.tournament, games.quarterly, games.atSaloon, games.march].map(({ gameID }) => gameID),
      );
      expect(mine.body.total).toBe(4);
    });

    it('event 3 lists the quarterly champions and event 4 the national champions, over all years without dates', async () => {
      const quarterly = await visitor().get<Rows<EventLeaderboardRow>>('/v1/point/games/0/3/0/1');
      expect(quarterly.status).toBe(200);
      expect(quarterly.body.rows.map(({ gameID, playerID, ranked }) => ({ gameID, playerID, ranked }))).toEqual(
        [games.quarterly, games.lastYear].map((game) => ({
          gameID: game.gameID,
          playerID: placedOf(game, true)[0]!.playerID,
          ranked: 1,
        })),
      );
      expect(
        quarterly.body.rows.every(
          ({ eventType, title }) => eventType === EventType.Quarterly && title.endsWith('(Quarterly)'),
        ),
      ).toBe(true);
      const national = await visitor().get<Rows<EventLeaderboardRow>>('/v1/point/games/0/4/0/1');
      expect(national.body.rows.map(({ gameID, eventType }) => [gameID, eventType])).toEqual([
        [games.tournament.gameID, EventType.Tournament],
      ]);
      // A window narrows the tokens as any event.
      const thisYear = await visitor().get<Rows<EventLeaderboardRow>>('/v1/point/games/0/3/0/1/2025-01-01/2025-12-31');
      expect(gameIDs(thisYear.body)).toEqual([games.quarterly.gameID]);
    });

    it('leaves out canceled games, games not ended and unlisted (practice) games, for managers and host mode too', async () => {
      const all = (token: string) =>
        api(app).as(token).get<Rows<EventLeaderboardRow>>(`/v1/point/games/${tavernID}/0/0/1/2025-03-01/2025-03-31`);
      expect(gameIDs((await all('')).body)).toEqual([games.marchLater.gameID, games.march.gameID]);
      expect(gameIDs((await all(manager)).body)).toEqual([games.marchLater.gameID, games.march.gameID]);
      expect(gameIDs((await all(await app.login('player'))).body)).toEqual([
        games.marchLater.gameID,
        games.march.gameID,
      ]);
    });
  });

  describe('GET /v1/point/history', () => {
    const history = (path: string, token = '') =>
      api(app).as(token).get<Rows<HistoryRow> & ApiError>(`/v1/point/history/${path}`);

    it("answers a player's records newest first with the game, venue and event, a page at a time with the total", async () => {
      const player = players[0]!;
      const counted = [
        games.tournament,
        games.quarterly,
        games.marchLater,
        games.atSaloon,
        games.march,
        games.lastYear,
      ];
      const all = await history(`0/0/${player.playerID}/2024-01-01/2025-12-31/0/0`);
      expect(all.status).toBe(200);
      expect(all.body.total).toBe(counted.length);
      expect(gameIDs(all.body)).toEqual(counted.map(({ gameID }) => gameID));
      const entry = games.march.entries.find(({ playerID }) => playerID === player.playerID)!;
      expect(all.body.rows[4]).toEqual({
        pointID: entry.pointID,
        gameID: games.march.gameID,
        gameAt: games.march.gameAt.toISOString(),
        title: games.march.title,
        venueID: tavernID,
        venueName: 'The Standings Tavern',
        venueTimeZone: expect.any(String),
        eventID: tuesdaysID,
        eventName: expect.any(String),
        eventType: EventType.Regular,
        place: entry.place,
        points: entry.points,
        bonuses: entry.bonuses,
      });
      const second = await history(`0/0/${player.playerID}/2024-01-01/2025-12-31/2/4`);
      expect(second.body.total).toBe(counted.length);
      expect(gameIDs(second.body)).toEqual(counted.slice(4).map(({ gameID }) => gameID));
      const beyond = await history(`0/0/${player.playerID}/2024-01-01/2025-12-31/9/4`);
      expect(beyond.body).toEqual({ rows: [], total: counted.length });
    });

    it('narrows by venue, event and window; canceled, not ended and unlisted (practice) games are left out, for managers too', async () => {
      const player = players[0]!;
      expect(gameIDs((await history(`${saloonID}/0/${player.playerID}/2024-01-01/2025-12-31/1/20`)).body)).toEqual([
        games.tournament.gameID,
        games.atSaloon.gameID,
      ]);
      expect(gameIDs((await history(`0/${tuesdaysID}/${player.playerID}/2024-01-01/2025-12-31/1/20`)).body)).toEqual([
        games.marchLater.gameID,
        games.march.gameID,
      ]);
      const march = `${tavernID}/0/${player.playerID}/2025-03-01/2025-03-31/1/20`;
      expect(gameIDs((await history(march)).body)).toEqual([games.marchLater.gameID, games.march.gameID]);
      expect(gameIDs((await history(march, manager)).body)).toEqual([games.marchLater.gameID, games.march.gameID]);
      expect((await history(`0/0/999999/2024-01-01/2025-12-31/1/20`)).body).toEqual({ rows: [], total: 0 });
    });

    it('refuses a missing player and bad paging with a coded 400', async () => {
      expect((await history('0/0/0/2025-01-01/2025-12-31/1/20')).body).toMatchObject({
        code: 'FIELD_REQUIRED',
        field: 'playerID',
      });
      expect((await history(`0/0/${players[0]!.playerID}/2025-01-01/2025-12-31/0/20`)).body).toMatchObject({
        code: 'FIELD_TOO_SHORT',
        field: 'page',
      });
      expect((await history(`0/0/${players[0]!.playerID}/2025-01-01/2025-12-31/1/101`)).body).toMatchObject({
        code: 'FIELD_NOT_VALID',
        field: 'pageSize',
      });
    });
  });

  describe('GET /v1/venue/stats', () => {
    it('counts the ended, not canceled, listed games of each venue in the window, most first; venue 0 is every venue', async () => {
      const { status, body } = await visitor().get<Rows<VenueGamesRow>>('/v1/venue/stats/0/0/2025-01-01/2025-12-31');
      expect(status).toBe(200);
      expect(body).toEqual({
        rows: [
          { venueID: tavernID, venueName: 'The Standings Tavern', totalGames: 3 },
          { venueID: saloonID, venueName: 'The Standings Saloon', totalGames: 2 },
        ],
        total: 2,
      });
      // A manager's activity dashboard counts the same games: an unlisted (practice) game is no activity.
      expect(
        (await asManager().get<Rows<VenueGamesRow>>('/v1/venue/stats/0/0/2025-01-01/2025-12-31')).body.rows[0],
      ).toMatchObject({ venueID: tavernID, totalGames: 3 });
      expect(
        (await visitor().get<Rows<VenueGamesRow>>(`/v1/venue/stats/${saloonID}/0/2025-01-01/2025-03-31`)).body.rows,
      ).toEqual([{ venueID: saloonID, venueName: 'The Standings Saloon', totalGames: 1 }]);
      expect(
        (await visitor().get<Rows<VenueGamesRow>>(`/v1/venue/stats/0/${tuesdaysID}/2025-01-01/2025-12-31`)).body.rows,
      ).toEqual([{ venueID: tavernID, venueName: 'The Standings Tavern', totalGames: 2 }]);
      expect((await visitor().get<Rows<VenueGamesRow>>('/v1/venue/stats/0/0/2026-01-01/2026-12-31')).body).toEqual({
        rows: [],
        total: 0,
      });
    });
  });

  it.each([
    ['/v1/point/games/x/0/0/1', 'venueID'],
    ['/v1/point/games/0/-3/0/1', 'eventID'],
    ['/v1/point/games/0/3/1e3/1', 'playerID'],
    ['/v1/point/games/0/3/0/2', 'winnersOnly'],
    ['/v1/point/games/0/0/0/1/2025-02-30/2025-03-31', 'start'],
    ['/v1/point/games/0/0/0/1/2025-01-01/soon', 'stop'],
    ['/v1/point/history/0/0/1/2025-01-01/2025-13-01/1/20', 'stop'],
    ['/v1/point/history/0/0/1/2025-01-01/2025-12-31/one/20', 'page'],
    ['/v1/point/history/0/0/9999999999/2025-01-01/2025-12-31/1/20', 'playerID'],
    ['/v1/venue/stats/0/0/2025/2025-12-31', 'start'],
    ['/v1/venue/stats/0/%00/2025-01-01/2025-12-31', 'eventID'],
  ])('refuses %s with a coded 400 naming %s', async (path, field) => {
    const { status, body } = await visitor().get<ApiError>(path);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: expect.any(String), field });
  });
});
