import { describe, expect, it } from '@jest/globals';
import { EventType } from '@league/shared/domain/event-type.js';
import { UserType } from '@league/shared/domain/user-type.js';
import {
  CANCELED_MESSAGE,
  gameButtons,
  gameStatusMessage,
  NO_PLACES_MESSAGE,
  NO_POINTS_MESSAGE,
  showsPoints,
  type Viewer,
} from './game-status';

const NOW = new Date('2026-03-10T20:00:00Z');
const PAST = '2026-03-09T03:00:00.000Z';
const FUTURE = '2026-03-12T03:00:00.000Z';
const game = (
  change: Partial<{ canceled: boolean; totalPlayers: number; eventType: number; gameAt: string }> = {},
) => ({
  gameID: 42,
  canceled: false,
  totalPlayers: 0,
  eventType: EventType.Regular,
  gameAt: PAST,
  ...change,
});

describe('the status line (product §4.1)', () => {
  it('says a canceled game is canceled, past or not, with players or not', () => {
    expect(gameStatusMessage(game({ canceled: true }), NOW)).toBe(CANCELED_MESSAGE);
    expect(gameStatusMessage(game({ canceled: true, gameAt: FUTURE, totalPlayers: 12 }), NOW)).toBe(CANCELED_MESSAGE);
    expect(CANCELED_MESSAGE).toBe('This game has been canceled');
  });

  it('says points are not in for a past Regular or Satellite game with no players', () => {
    expect(gameStatusMessage(game({ eventType: EventType.Regular }), NOW)).toBe('Points have not been entered yet');
    expect(gameStatusMessage(game({ eventType: EventType.Satellite }), NOW)).toBe(NO_POINTS_MESSAGE);
  });

  it('says places are not in for types 3 and up', () => {
    for (const eventType of [EventType.Quarterly, EventType.Tournament, EventType.Omaha, EventType.Other]) {
      expect(gameStatusMessage(game({ eventType }), NOW)).toBe('Places have not been entered yet');
    }
    expect(NO_PLACES_MESSAGE).toBe('Places have not been entered yet');
  });

  it('says nothing for a future game, or a past one with players', () => {
    expect(gameStatusMessage(game({ gameAt: FUTURE }), NOW)).toBeNull();
    expect(gameStatusMessage(game({ totalPlayers: 1 }), NOW)).toBeNull();
  });
});

describe('the points table', () => {
  it('shows points for types 1 and 2 and places alone from 3 up', () => {
    expect(showsPoints(EventType.Regular)).toBe(true);
    expect(showsPoints(EventType.Satellite)).toBe(true);
    expect(showsPoints(EventType.Quarterly)).toBe(false);
    expect(showsPoints(EventType.Tournament)).toBe(false);
  });
});

describe('the buttons by role and state (product §2.11)', () => {
  const as = (userType: number | null, hostMode = false): Viewer => ({ userType, hostMode });
  const offered = (viewer: Viewer, canceled = false) => {
    const buttons = gameButtons(game({ canceled }), viewer);
    return Object.entries(buttons)
      .filter(([, to]) => to !== null)
      .map(([name]) => name);
  };

  it.each([
    ['a visitor', as(null), []],
    ['a player', as(UserType.Player), []],
    ['an assistant', as(UserType.Assistant), []],
    ['a host', as(UserType.Host), ['managePoints']],
    ['a manager', as(UserType.Manager), ['manageGame', 'managePoints', 'monitorGame']],
    ['an admin', as(UserType.Admin, true), ['manageGame', 'managePoints', 'monitorGame']],
    ['the owner', as(UserType.Owner, true), ['manageGame', 'managePoints', 'monitorGame']],
  ])('offers %s %p', (_who, viewer, buttons) => expect(offered(viewer)).toEqual(buttons));

  it('hides Manage Points and Monitor Game for a canceled game, not Manage Game', () => {
    expect(offered(as(UserType.Manager), true)).toEqual(['manageGame']);
    expect(offered(as(UserType.Host, true), true)).toEqual([]);
  });

  it('sends Manage Points to the points screen in host mode, else to the host agreement', () => {
    expect(gameButtons(game(), as(UserType.Host, true)).managePoints).toBe('/update/points/42');
    expect(gameButtons(game(), as(UserType.Host, false)).managePoints).toBe('/update/agreement/42');
  });

  it('links Manage Game and Monitor Game to the game', () => {
    const buttons = gameButtons(game(), as(UserType.Manager));
    expect(buttons.manageGame).toBe('/update/games/42');
    expect(buttons.monitorGame).toBe('/games/monitor/42');
  });
});
