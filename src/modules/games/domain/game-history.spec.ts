import { UserType } from '../../../shared/domain/user-type.js';
import { changesBetween, DEVICE_TIME_FIELD, deviceTimeChange, maySeeGameHistory } from './game-history.js';

describe('game history (audit trail of results)', () => {
  describe('changesBetween', () => {
    it('lists only the fields that changed, old -> new, in the order given', () => {
      expect(
        changesBetween({ place: 0, points: 5, bonuses: 1 }, { place: 3, points: 5, bonuses: 0 }, [
          'bonuses',
          'place',
          'points',
        ]),
      ).toEqual([
        { field: 'bonuses', from: 1, to: 0 },
        { field: 'place', from: 0, to: 3 },
      ]);
    });

    it('a missing side is none; instants as ISO text; the same number written two ways is no change', () => {
      const endedAt = new Date('2026-11-26T03:00:00.000Z');
      expect(changesBetween(null, { endedAt, earningsActual: 35 }, ['endedAt', 'earningsActual'])).toEqual([
        { field: 'endedAt', from: null, to: '2026-11-26T03:00:00.000Z' },
        { field: 'earningsActual', from: null, to: 35 },
      ]);
      expect(changesBetween({ earningsActual: '35.00' }, { earningsActual: 35 }, ['earningsActual'])).toEqual([]);
      expect(changesBetween({ canceled: false }, { canceled: true }, ['canceled'])).toEqual([
        { field: 'canceled', from: false, to: true },
      ]);
    });

    it("names whose record a change is when asked (an ending's records)", () => {
      expect(changesBetween({ place: 1 }, { place: 2 }, ['place'], 42)).toEqual([
        { field: 'place', from: 1, to: 2, playerID: 42 },
      ]);
    });
  });

  describe('maySeeGameHistory', () => {
    const game = { hostID: 7, actedOn: false };
    it('managers and up: any game, a deleted one too', () => {
      for (const userType of [UserType.Manager, UserType.Admin, UserType.Owner]) {
        expect(maySeeGameHistory({ playerID: 1, userType }, game)).toBe(true);
        expect(maySeeGameHistory({ playerID: 1, userType }, null)).toBe(true);
      }
    });

    it('an Assistant or Host: the games they host or changed; never a deleted one', () => {
      for (const userType of [UserType.Assistant, UserType.Host]) {
        expect(maySeeGameHistory({ playerID: 7, userType }, game)).toBe(true);
        expect(maySeeGameHistory({ playerID: 8, userType }, game)).toBe(false);
        expect(maySeeGameHistory({ playerID: 8, userType }, { hostID: 7, actedOn: true })).toBe(true);
        expect(maySeeGameHistory({ playerID: 7, userType }, null)).toBe(false);
      }
    });

    it('players and below: never, not even their own game', () => {
      expect(maySeeGameHistory({ playerID: 7, userType: UserType.Player }, { hostID: 7, actedOn: true })).toBe(false);
      expect(maySeeGameHistory({ playerID: 7, userType: UserType.None }, game)).toBe(false);
    });
  });

  describe('deviceTimeChange (issue 30)', () => {
    const scannedAt = new Date('2026-12-04T04:36:05.120Z');
    const receivedAt = new Date('2026-12-04T04:38:15.000Z');
    it('holds the device time and the receipt as ISO instants', () =>
      expect(deviceTimeChange(scannedAt, receivedAt)).toEqual({
        field: DEVICE_TIME_FIELD,
        from: '2026-12-04T04:36:05.120Z',
        to: '2026-12-04T04:38:15.000Z',
      }));
    it('says why the device time was ignored, when it was', () =>
      expect(deviceTimeChange(scannedAt, receivedAt, 'in the future')).toEqual({
        field: 'deviceTime',
        from: scannedAt.toISOString(),
        to: receivedAt.toISOString(),
        ignored: 'in the future',
      }));
  });
});
