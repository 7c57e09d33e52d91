import type { Series } from '../../src/modules/venues/domain/series.js';
import type { Venue } from '../../src/modules/venues/domain/venue.js';
import { EventType } from '../../src/shared/domain/event-type.js';
import { UserType } from '../../src/shared/domain/user-type.js';
import { api, type Rows } from '../support/api.js';
import {
  aDeposit,
  aGame,
  aGameWithEntries,
  aPlayer,
  aPointRecord,
  aPost,
  aVenue,
  aVenueWithSeries,
  somePlayers,
} from '../support/builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The builders make what they say, through the modules' own paths, and the API sees it. */
describe('test builders and the typed API helper', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('starts with one account of each role and nothing else', async () => {
    expect(
      Object.fromEntries(Object.entries(app.roles).map(([role, player]) => [role, [player.userName, player.userType]])),
    ).toEqual({
      owner: ['owner', UserType.Owner],
      admin: ['admin', UserType.Admin],
      manager: ['manager', UserType.Manager],
      host: ['host', UserType.Host],
      assistant: ['assistant', UserType.Assistant],
      player: ['player', UserType.Player],
    });
    expect(await app.sql('select count(*)::int as n from players')).toEqual([{ n: 6 }]);
    for (const table of ['venues', 'events', 'games', 'points', 'posts', 'deposits'])
      expect(await app.sql(`select count(*)::int as n from ${table}`)).toEqual([{ n: 0 }]);
  });

  it('builds players with a login, each one new', async () => {
    const host = await aPlayer(app, { userType: UserType.Host });
    const other = await aPlayer(app);
    expect(host.playerID).not.toBe(other.playerID);
    expect(host.playerNumber).not.toBe(other.playerNumber);
    expect(host.userName).not.toBe(other.userName);
    const me = await api(app)
      .as(await host.login())
      .get<{ playerID: number; userType: number }>('/v1/user/me');
    expect(me).toMatchObject({ status: 200, body: { playerID: host.playerID, userType: UserType.Host } });
    // Host level and up are offered as event hosts; a Player is not.
    const hosts = await api(app).get<Rows<{ playerID: number }>>('/v1/player/list/10');
    expect(hosts.body.rows.map((row) => row.playerID)).toContain(host.playerID);
    expect(hosts.body.rows.map((row) => row.playerID)).not.toContain(other.playerID);
  });

  it('builds players without accounts in one go, with automatic player numbers', async () => {
    const players = await somePlayers(app, 3);
    expect(new Set(players.map((player) => player.playerNumber)).size).toBe(3);
    expect(
      players.every(
        (player) => player.userName === null && player.playerNumber >= 9_000_000 && player.playerNumber <= 9_099_999,
      ),
    ).toBe(true);
    expect(() => players[0]!.login()).toThrow(/no account/);
  });

  it('builds a venue by the venue rules, and a venue with its event the API answers', async () => {
    const venue = await aVenue(app);
    expect(venue).toMatchObject({ venueID: expect.any(Number), state: 'WA', timeZone: 'America/Los_Angeles' });
    const read = await api(app).get<Rows<Venue>>(`/v1/venue/id/${venue.venueID}`);
    expect(read).toMatchObject({
      status: 200,
      body: { total: 1, rows: [{ venueID: venue.venueID, title: venue.title }] },
    });

    const built = await aVenueWithSeries(app, {
      event: { hostID: app.accounts.host, eventDay: 5, eventTime: '18:30', today: '2025-02-11' },
    });
    expect(built.event.title).toBe(`${built.venue.title} - Thursdays 6:30 PM`);
    const event = await api(app).get<Rows<Series & { venueName: string; hostName: string }>>(
      `/v1/event/id/${built.event.eventID}`,
    );
    expect(event.body.rows[0]).toMatchObject({
      venueID: built.venue.venueID,
      venueName: built.venue.title,
      hostName: app.roles.host.title,
      startDate: '2025-02-11',
    });
  });

  it('builds a game with N checked-in entries, its venue then active that day', async () => {
    const idle = await aVenue(app);
    const game = await aGameWithEntries(app, 5, { gameAt: new Date('2025-03-14T03:00:00Z') });
    expect(game.entries).toHaveLength(5);
    expect(game.entries.every((entry) => entry.place === 0 && entry.points === 0)).toBe(true);
    expect(await app.sql('select count(*)::int as n from points where game_id = ?', [game.gameID])).toEqual([{ n: 5 }]);
    const active = await api(app).get<Rows<{ venueID: number }>>('/v1/venue/list/0/2025-03-13/2025-03-13');
    expect(active.body.rows.map((row) => row.venueID)).toContain(game.venueID);
    expect(active.body.rows.map((row) => row.venueID)).not.toContain(idle.venueID);
  });

  it('ends a built game by the league rules: places 1st to 8th, the winner scoring most', async () => {
    const game = await aGameWithEntries(app, 10, { ended: true, eventType: EventType.Regular });
    expect(game.endedAt).not.toBeNull();
    expect(game.entries.map((entry) => entry.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 0, 0]);
    const points = game.entries.map((entry) => entry.points);
    expect(points[0]).toBeGreaterThan(points[1]!);
    expect([...points].sort((a, b) => b - a)).toEqual(points);
    const [stored] = await app.sql<{ total_players: number; ended: boolean }>(
      'select total_players, ended_at is not null as ended from games where game_id = ?',
      [game.gameID],
    );
    expect(stored).toEqual({ total_players: 10, ended: true });
  });

  it('calls the API as a visitor, with a token, and with the test clock', async () => {
    const manager = await app.login('manager');
    expect(
      (await api(app).post('/v1/venue', { data: { title: 'Visitor Venue', address: '1 Main St', city: 'Kent' } }))
        .status,
    ).toBe(401);
    const saved = await api(app)
      .as(manager)
      .post<{ message: string; venue: Venue }>('/v1/venue', {
        data: { title: 'Helper Venue', address: '1 Main St', city: 'Kent' },
      });
    expect(saved).toMatchObject({ status: 200, body: { message: 'Venue added', venue: { title: 'Helper Venue' } } });
    const event = await api(app)
      .as(manager)
      .today('2020-06-01')
      .post<{ event: Series }>('/v1/event', {
        data: { venueID: saved.body.venue.venueID, eventDay: 2, eventTime: '19:00' },
      });
    expect(event.body.event.startDate).toBe('2020-06-01');
    // as('') drops the token again.
    expect((await api(app).as(manager).as('').get('/v1/user/me')).status).toBe(401);
  });

  // Issue 21: builders (and the demo seeder) go through the modules' rules and repositories, so they cannot build what the rules forbid.
  it('cannot build a game, post, deposit or record the rules forbid', async () => {
    const { venueID } = await aVenue(app);
    await expect(aGame(app, { venueID, title: 'Friday Satellite' })).rejects.toMatchObject({
      code: 'TITLE_HAS_MODIFIER',
    });
    await expect(aPost(app, { summary: '<p>Hi <script>alert(1)</script></p>' })).rejects.toMatchObject({
      field: 'summary',
    });
    await expect(aDeposit(app, app.accounts.host, { depositAmount: -5 })).rejects.toMatchObject({
      field: 'depositAmount',
    });
    const game = await aGame(app, { venueID });
    const [pat] = await somePlayers(app, 1);
    await aPointRecord(app, game.gameID, pat!.playerID);
    await expect(aPointRecord(app, game.gameID, pat!.playerID)).rejects.toMatchObject({
      code: 'PLAYER_ALREADY_CHECKED_IN',
    });
    // What a save does, a builder does: the HTML sanitised, the estimate computed.
    const post = await aPost(app, { summary: '<p>Hi <blink>there</blink></p>' });
    expect(post.summary).toBe('<p>Hi there</p>');
    const ended = await aGameWithEntries(app, 8, { venueID, ended: true });
    expect(
      await app.sql('select earnings_estimated::float as e, total_players as n from games where game_id = ?', [
        ended.gameID,
      ]),
    ).toEqual([{ e: expect.any(Number), n: 8 }]);
  });
});
