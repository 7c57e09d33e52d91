import { EventType } from '../../../shared/domain/event-type.js';
import {
  assertMayCheckIn,
  COLLECT_STARTING_CHIPS,
  COLLECT_WITH_EARLY_SIGN_IN,
  collectMessage,
  isEarlyArrival,
  newPointRecord,
  requireScannedPlayer,
  requireSelectedPlayer,
} from './check-in.js';
import {
  PlayerBannedError,
  PlayerSuspendedError,
  ScannedPlayerNotFoundError,
  SelectPlayerFirstError,
} from './points.errors.js';

const player = { playerID: 400123, banned: false, suspended: false };
const gameAt = new Date('2025-03-07T03:00:00Z');
const before = (ms: number) => new Date(gameAt.getTime() - ms);
const TEN_MINUTES = 10 * 60_000;

describe('check-in guards', () => {
  it('needs a player selected (check-in and remove)', () => {
    expect(() => assertMayCheckIn(null)).toThrow(new SelectPlayerFirstError());
    expect(() => requireSelectedPlayer(undefined)).toThrow(new SelectPlayerFirstError());
    expect(requireSelectedPlayer(player)).toBe(player);
  });
  it('refuses banned and suspended players, banned first', () => {
    expect(() => assertMayCheckIn({ ...player, banned: true })).toThrow(new PlayerBannedError());
    expect(() => assertMayCheckIn({ ...player, suspended: true })).toThrow(new PlayerSuspendedError());
    expect(() => assertMayCheckIn({ ...player, banned: true, suspended: true })).toThrow(new PlayerBannedError());
    expect(assertMayCheckIn(player)).toBe(player);
  });
  it('names a scanned number nobody has', () => {
    expect(() => requireScannedPlayer(null, 9001234)).toThrow(new ScannedPlayerNotFoundError(9001234));
    expect(new ScannedPlayerNotFoundError(9001234).message).toContain('9001234');
    expect(new ScannedPlayerNotFoundError(9001234).kind).toBe('not-found');
    expect(requireScannedPlayer(player, 9001234)).toBe(player);
  });
});

describe('newPointRecord', () => {
  it('starts with zeros, no place, entered and updated now', () => {
    const now = before(TEN_MINUTES);
    expect(newPointRecord({ gameID: 7, playerID: 400123, hostID: 400001, now })).toEqual({
      gameID: 7,
      playerID: 400123,
      hostID: 400001,
      place: 0,
      sortedPlace: 9999,
      points: 0,
      bonusType: 0,
      bonuses: 0,
      buyIn: 0,
      reBuy: 0,
      addOn: 0,
      entryAt: now,
      updatedAt: now,
    });
  });
});

describe('early arrival', () => {
  it('counts exactly 10 minutes before the start', () =>
    expect(isEarlyArrival(before(TEN_MINUTES), gameAt, EventType.Regular)).toBe(true));
  it('does not count 9 min 59 s before the start', () =>
    expect(isEarlyArrival(before(TEN_MINUTES - 1000), gameAt, EventType.Regular)).toBe(false));
  it('does not count arriving after the start', () =>
    expect(isEarlyArrival(new Date(gameAt.getTime() + 1), gameAt, 1)).toBe(false));
  it.each([1, 5, 42, 99])('applies to event type %i (plays as Regular)', (eventType) =>
    expect(isEarlyArrival(before(TEN_MINUTES), gameAt, eventType)).toBe(true),
  );
  it.each([2, 3, 4, 100, 995, 999])('does not apply to event type %i', (eventType) =>
    expect(isEarlyArrival(before(TEN_MINUTES), gameAt, eventType)).toBe(false),
  );
});

describe('collectMessage', () => {
  it('adds early sign-in chips for an early arrival', () =>
    expect(collectMessage(before(TEN_MINUTES), gameAt, EventType.Regular)).toBe(COLLECT_WITH_EARLY_SIGN_IN));
  it('is starting chips only for a later arrival', () =>
    expect(collectMessage(before(TEN_MINUTES - 1000), gameAt, EventType.Omaha)).toBe(COLLECT_STARTING_CHIPS));
  it('is blank for games that do not play as Regular', () => {
    expect(collectMessage(before(TEN_MINUTES), gameAt, EventType.Satellite)).toBe('');
    expect(collectMessage(before(TEN_MINUTES), gameAt, EventType.Quarterly)).toBe('');
  });
});
