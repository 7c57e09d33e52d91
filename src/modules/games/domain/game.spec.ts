import { EventType } from '../../../shared/domain/event-type.js';
import { firstFieldFailure } from '../../../shared/domain/field-table.js';
import { UserType } from '../../../shared/domain/user-type.js';
import { NoVenueSelectedError } from '../../venues/domain/venues.errors.js';
import {
  gameRowFieldsFor,
  gameViewerOf,
  hideOthersDeposits,
  NEW_GAME_LEAD_MS,
  prepareGame,
  VISITOR,
  type Game,
  type GameInput,
} from './game.js';
import { GAME_FIELDS, GAME_ROW_FIELDS } from './game.fields.js';
import type { GameRow } from './game-row.js';
import { GameTypeNotForNewGamesError, InvalidGameTimeError, TitleHasModifierError } from './games.errors.js';

const now = new Date('2026-11-24T20:00:00Z');
const input = (overrides: Partial<GameInput> = {}): GameInput => ({
  gameID: 0,
  title: null,
  venueID: 7,
  eventID: null,
  hostID: null,
  eventType: null,
  doublePoints: null,
  gameAt: '2026-11-25T03:00:00.000Z',
  totalPlayers: null,
  earningsActual: null,
  earningsNote: null,
  notice: null,
  canceled: null,
  unlisted: null,
  ...overrides,
});
const saved = (overrides: Partial<Game> = {}): Game => ({
  ...prepareGame(input(), null, now),
  gameID: 12,
  ...overrides,
});

describe('prepareGame', () => {
  it('makes a new game with the defaults: Regular, no flags, a blank title kept blank, original time = game time', () => {
    expect(prepareGame(input(), null, now)).toEqual({
      gameID: 0,
      title: '',
      venueID: 7,
      eventID: null,
      hostID: null,
      eventType: EventType.Regular,
      doublePoints: false,
      gameAt: new Date('2026-11-25T03:00:00.000Z'),
      originalAt: new Date('2026-11-25T03:00:00.000Z'),
      totalPlayers: 0,
      earningsEstimated: 0,
      earningsActual: 0,
      earningsNote: null,
      notice: null,
      canceled: false,
      unlisted: false,
    });
  });

  it('starts a new game given no time 30 minutes from now; a saved game keeps its time', () => {
    expect(prepareGame(input({ gameAt: null }), null, now).gameAt).toEqual(new Date(now.getTime() + NEW_GAME_LEAD_MS));
    expect(prepareGame(input({ gameAt: null }), null, new Date('2026-11-24T20:00:59.999Z')).gameAt).toEqual(
      new Date('2026-11-24T20:30:00.000Z'),
    );
    const game = saved({ gameAt: new Date('2026-12-01T03:00:00Z') });
    expect(prepareGame(input({ gameID: 12, gameAt: null }), game, now).gameAt).toEqual(game.gameAt);
  });

  it('keeps the original time when a game moves', () => {
    const game = saved();
    const moved = prepareGame(input({ gameID: 12, gameAt: '2026-11-26T03:00:00Z' }), game, now);
    expect([moved.gameAt, moved.originalAt]).toEqual([new Date('2026-11-26T03:00:00Z'), game.originalAt]);
  });

  it('computes estimated earnings from the players and the type', () => {
    expect(prepareGame(input({ totalPlayers: 12 }), null, now).earningsEstimated).toBe(35);
    expect(prepareGame(input({ totalPlayers: 30, eventType: EventType.Quarterly }), null, now).earningsEstimated).toBe(
      0,
    );
  });

  it('adds only Regular, Satellite and Quarterly games, and lets a saved game keep its own type', () => {
    for (const eventType of [EventType.Regular, EventType.Satellite, EventType.Quarterly])
      expect(prepareGame(input({ eventType }), null, now).eventType).toBe(eventType);
    expect(() => prepareGame(input({ eventType: EventType.Tournament }), null, now)).toThrow(
      GameTypeNotForNewGamesError,
    );
    const tournament = saved({ eventType: EventType.Tournament });
    expect(prepareGame(input({ gameID: 12, eventType: EventType.Tournament }), tournament, now).eventType).toBe(
      EventType.Tournament,
    );
    expect(prepareGame(input({ gameID: 12, eventType: null }), tournament, now).eventType).toBe(EventType.Tournament);
    expect(() => prepareGame(input({ gameID: 12, eventType: EventType.Omaha }), tournament, now)).toThrow(
      GameTypeNotForNewGamesError,
    );
  });

  it('needs a venue, except for online games', () => {
    expect(() => prepareGame(input({ venueID: null }), null, now)).toThrow(NoVenueSelectedError);
    expect(() => prepareGame(input({ venueID: 0 }), null, now)).toThrow(NoVenueSelectedError);
    const online = saved({ venueID: null, eventType: EventType.BigOnlineGames });
    expect(
      prepareGame(input({ gameID: 12, venueID: null, eventType: EventType.BigOnlineGames }), online, now).venueID,
    ).toBeNull();
  });

  it('treats 0 as no event and no host, and rounds actual earnings to cents', () => {
    const game = prepareGame(input({ eventID: 0, hostID: 0, earningsActual: 35.004 }), null, now);
    expect([game.eventID, game.hostID, game.earningsActual]).toEqual([null, null, 35]);
  });

  it('refuses a title with a marker word, naming the title', () => {
    const refusal = firstFieldFailure(GAME_FIELDS, input({ title: 'Friday Satellite' }));
    expect(refusal).toEqual(new TitleHasModifierError('Satellite'));
    expect(refusal?.field).toBe('title');
    expect(() => prepareGame(input({ title: 'Double Points Night' }), null, now)).toThrow(TitleHasModifierError);
  });

  it('refuses totals outside 0-999 and a game time without its offset', () => {
    expect(firstFieldFailure(GAME_FIELDS, input({ totalPlayers: 1000 }))).toMatchObject({
      code: 'FIELD_NOT_VALID',
      field: 'totalPlayers',
    });
    expect(firstFieldFailure(GAME_FIELDS, input({ totalPlayers: -1 }))).toMatchObject({
      code: 'FIELD_NOT_VALID',
      field: 'totalPlayers',
    });
    expect(firstFieldFailure(GAME_FIELDS, input({ gameAt: '2026-11-24T19:00' }))).toEqual(new InvalidGameTimeError());
    expect(firstFieldFailure(GAME_FIELDS, input({ gameAt: '2026-11-24T19:00:00-08:00' }))).toBeUndefined();
  });
});

describe('who sees what of a game', () => {
  it('shows unlisted games to host mode and to managers, not to visitors, players or hosts without host mode', () => {
    expect(gameViewerOf(undefined)).toEqual(VISITOR);
    expect(gameViewerOf({ userType: UserType.Player, hostMode: false }).seesUnlisted).toBe(false);
    expect(gameViewerOf({ userType: UserType.Host, hostMode: false }).seesUnlisted).toBe(false);
    expect(gameViewerOf({ userType: UserType.Host, hostMode: true }).seesUnlisted).toBe(true);
    expect(gameViewerOf({ userType: UserType.Manager, hostMode: false }).seesUnlisted).toBe(true);
  });

  it('shows the earnings note to hosts and up, the deposit details to admins and up and to the host of the game', () => {
    const staffOnly = ['earningsDeposited', 'earningsReconciled', 'earningsNote', 'depositID'];
    for (const viewer of [VISITOR, gameViewerOf({ userType: UserType.Player, hostMode: false })]) {
      expect(Object.keys(gameRowFieldsFor(viewer))).toEqual(
        Object.keys(GAME_ROW_FIELDS).filter((field) => !staffOnly.includes(field)),
      );
    }
    expect(gameRowFieldsFor(gameViewerOf({ userType: UserType.Host, hostMode: false }))).toEqual(GAME_ROW_FIELDS);
    expect(gameRowFieldsFor(gameViewerOf({ userType: UserType.Admin, hostMode: true }))).toEqual(GAME_ROW_FIELDS);

    const rows = () => [
      { gameID: 1, hostID: 400010, earningsDeposited: 35, earningsReconciled: true, depositID: 3 },
      { gameID: 2, hostID: 400011, earningsDeposited: 45, earningsReconciled: false, depositID: 4 },
    ];
    const host = gameViewerOf({ userType: UserType.Host, hostMode: true, playerID: 400010 });
    expect(hideOthersDeposits(host, rows())).toEqual([rows()[0], { gameID: 2, hostID: 400011 }]);
    const manager = gameViewerOf({ userType: UserType.Manager, hostMode: false, playerID: 400099 });
    expect(hideOthersDeposits(manager, rows())).toEqual([
      { gameID: 1, hostID: 400010 },
      { gameID: 2, hostID: 400011 },
    ]);
    expect(
      hideOthersDeposits(gameViewerOf({ userType: UserType.Admin, hostMode: true, playerID: 400099 }), rows()),
    ).toEqual(rows());
  });
});

describe('the row the site reads', () => {
  it('holds every game column the field tables make the reads select', () => {
    // Checked by the compiler: a field added to a table but not to GameRow fails here.
    const columns: (keyof GameRow)[] = Object.keys(GAME_ROW_FIELDS) as (keyof typeof GAME_ROW_FIELDS)[];
    expect(columns).toEqual(
      expect.arrayContaining(['gameID', 'title', 'gameAt', 'unlisted', 'originalAt', 'earningsEstimated', 'endedAt']),
    );
  });
});
