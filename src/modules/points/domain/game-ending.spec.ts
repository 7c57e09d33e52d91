import { EventType } from '../../../shared/domain/event-type.js';
import { assertSatelliteChangedSinceEnding, BonusType, endGame, gameKindOf, type EndingGame } from './game-ending.js';
import { placementPoints } from './placement.js';
import {
  MissingPlaceError,
  MoreThanOnePlayerInPlaceError,
  NoChangesDetectedError,
  NotEnoughPlayersError,
} from './points.errors.js';

interface Row {
  pointID: number;
  place: number;
  points: number;
  bonusType: number;
  bonuses: number;
}

const rows = (...places: number[]): Row[] =>
  places.map((place, i) => ({ pointID: i + 1, place, points: 0, bonusType: 0, bonuses: 0 }));
const game = (eventType: number, doublePoints = false, totals = 0): EndingGame => ({
  eventType,
  doublePoints,
  totalPlayers: totals,
  totalRecords: totals,
});
const pointsOf = (eventType: number, places: number[], doublePoints = false) =>
  endGame(game(eventType, doublePoints), rows(...places)).records.map((r) => r.points);

describe('endGame', () => {
  describe('validation', () => {
    it.each([EventType.Regular, EventType.Quarterly, EventType.Satellite])(
      'needs 4 players for event type %i',
      (eventType) => {
        expect(() => endGame(game(eventType), rows(1, 2, 3))).toThrow(new NotEnoughPlayersError());
        expect(() => endGame(game(eventType), rows(1, 2, 3, 4))).not.toThrow();
      },
    );
    it('lets a Tournament end with fewer than 4 players', () => {
      expect(() => endGame(game(EventType.Tournament), rows(1, 2, 3))).not.toThrow();
      expect(() => endGame(game(EventType.Tournament), rows(1))).not.toThrow();
    });
    it('checks the player count before the places', () =>
      expect(() => endGame(game(EventType.Regular), rows(0, 0, 0))).toThrow(new NotEnoughPlayersError()));
    it('needs a 1st place, naming it', () => {
      expect(() => endGame(game(EventType.Regular), rows(2, 3, 4, 0))).toThrow(new MissingPlaceError('1st'));
      expect(() => endGame(game(EventType.Regular), rows(0, 0, 0, 0))).toThrow(new MissingPlaceError('1st'));
      expect(() => endGame(game(EventType.Tournament), rows(0, 2))).toThrow(new MissingPlaceError('1st'));
    });
    it('refuses a tie for 1st', () => {
      expect(() => endGame(game(EventType.Regular), rows(1, 1, 3, 4))).toThrow(
        new MoreThanOnePlayerInPlaceError('1st'),
      );
      expect(() => endGame(game(EventType.Tournament), rows(1, 1))).toThrow(new MoreThanOnePlayerInPlaceError('1st'));
    });
    it('needs places consecutive from 1st, naming the first gap', () => {
      expect(() => endGame(game(EventType.Regular), rows(1, 2, 4, 0))).toThrow(new MissingPlaceError('3rd'));
      expect(() => endGame(game(EventType.Regular), rows(1, 2, 3, 5, 6))).toThrow(new MissingPlaceError('4th'));
    });
    it('accepts the gap a tie leaves and only that gap', () => {
      expect(() => endGame(game(EventType.Regular), rows(1, 2, 2, 4))).not.toThrow();
      expect(() => endGame(game(EventType.Regular), rows(1, 2, 2, 2, 5))).not.toThrow();
      expect(() => endGame(game(EventType.Regular), rows(1, 2, 2, 5))).toThrow(new MissingPlaceError('4th'));
    });
    it('refuses a place that a tie already spans', () =>
      expect(() => endGame(game(EventType.Regular), rows(1, 2, 2, 3))).toThrow(
        new MoreThanOnePlayerInPlaceError('3rd'),
      ));
    it('does not need every place filled: places may stop early', () =>
      expect(pointsOf(EventType.Regular, [1, 2, 0, 0, 0])).toEqual([20, 16, 0, 0, 0]));
  });

  describe('Regular', () => {
    it('gives placement points and no bonuses', () => {
      const ending = endGame(game(EventType.Regular), rows(3, 1, 2, 4, 5, 6, 7, 8, 0, 0));
      expect(ending.records.map((r) => r.points)).toEqual([14, 20, 16, 12, 10, 8, 6, 4, 0, 0]);
      expect(ending.records.every((r) => r.bonusType === BonusType.None && r.bonuses === 0)).toBe(true);
      expect(ending.totals).toEqual({ totalPlayers: 10, totalRecords: 10, totalPoints: 90 });
    });
    it('doubles with double points', () =>
      expect(pointsOf(EventType.Regular, [1, 2, 3, 4], true)).toEqual([40, 32, 28, 24]));

    it.each([2, 3, 4, 5, 6, 7, 8])(
      'shares the points of a 2-way tie at place %i and goes on 2 places later',
      (tiedAt) => {
        const places = [...range(1, tiedAt - 1), tiedAt, tiedAt, ...range(tiedAt + 2, 8), 0, 0];
        const points = pointsOf(EventType.Regular, places);
        expect(points[tiedAt - 1]).toBe(placementPoints(tiedAt, 2));
        expect(points[tiedAt]).toBe(placementPoints(tiedAt, 2));
        expect(points.slice(0, tiedAt - 1)).toEqual(range(1, tiedAt - 1).map((p) => placementPoints(p)));
      },
    );
    it('spans a tie past 8th: three at 7th share (6+4+0)/3', () =>
      expect(pointsOf(EventType.Regular, [1, 2, 3, 4, 5, 6, 7, 7, 7, 0])).toEqual([20, 16, 14, 12, 10, 8, 4, 4, 4, 0]));
    it('spans a tie past 8th: two at 8th share (4+0)/2', () =>
      expect(pointsOf(EventType.Regular, [1, 2, 3, 4, 5, 6, 7, 8, 8])).toEqual([20, 16, 14, 12, 10, 8, 6, 2, 2]));
    it('doubles 2- and 3-way ties after rounding', () => {
      expect(pointsOf(EventType.Regular, [1, 2, 2, 4], true)).toEqual([40, 30, 30, 24]);
      expect(pointsOf(EventType.Regular, [1, 2, 3, 4, 5, 6, 7, 7, 7], true)).toEqual([40, 32, 28, 24, 20, 16, 8, 8, 8]);
      expect(pointsOf(EventType.Regular, [1, 2, 2, 2, 5], true)).toEqual([40, 28, 28, 28, 20]);
    });
    it('clears places over 8th and sorts the unplaced as 9999', () => {
      const ending = endGame(game(EventType.Regular), rows(1, 2, 3, 4, 5, 6, 7, 8, 9, 9999));
      expect(ending.records.slice(8).map((r) => [r.place, r.sortedPlace, r.points])).toEqual([
        [0, 9999, 0],
        [0, 9999, 0],
      ]);
    });
    it.each([EventType.Omaha, 50, EventType.Other])('ends event type %i as Regular', (eventType) => {
      expect(gameKindOf(eventType)).toBe('regular');
      expect(pointsOf(eventType, [1, 2, 3, 4])).toEqual([20, 16, 14, 12]);
    });
  });

  describe('Quarterly', () => {
    it('gives placement points and Vegas Invites 3, 2, then 1 down to 8th', () => {
      const ending = endGame(game(EventType.Quarterly), rows(1, 2, 3, 4, 5, 6, 7, 8, 0));
      expect(ending.records.map((r) => [r.points, r.bonusType, r.bonuses])).toEqual([
        [20, 1, 3],
        [16, 1, 2],
        [14, 1, 1],
        [12, 1, 1],
        [10, 1, 1],
        [8, 1, 1],
        [6, 1, 1],
        [4, 1, 1],
        [0, 0, 0],
      ]);
    });
    it('gives tied players the bonus of the place they share', () => {
      const ending = endGame(game(EventType.Quarterly), rows(1, 2, 2, 4));
      expect(ending.records.map((r) => [r.points, r.bonuses])).toEqual([
        [20, 3],
        [15, 2],
        [15, 2],
        [12, 1],
      ]);
    });
    it('doubles points but not invites', () =>
      expect(
        endGame(game(EventType.Quarterly, true), rows(1, 2, 3, 4)).records.map((r) => [r.points, r.bonuses]),
      ).toEqual([
        [40, 3],
        [32, 2],
        [28, 1],
        [24, 1],
      ]));
  });

  describe('Tournament', () => {
    it('gives no points and 1 invite to 1st only', () => {
      const ending = endGame(game(EventType.Tournament, true), rows(2, 1, 3, 0));
      expect(ending.records.map((r) => [r.place, r.points, r.bonusType, r.bonuses])).toEqual([
        [2, 0, 0, 0],
        [1, 0, 1, 1],
        [3, 0, 0, 0],
        [0, 0, 0, 0],
      ]);
      expect(ending.totals.totalPoints).toBe(0);
    });
  });

  describe('Satellite', () => {
    it('sums the scan points and needs no places', () => {
      const records = [10, 20, 0, 30, 10].map((points, i) => ({
        pointID: i,
        place: 0,
        points,
        bonusType: 0,
        bonuses: 0,
      }));
      const ending = endGame(game(EventType.Satellite, false, 5), records);
      expect(ending.totals).toEqual({ totalPlayers: 5, totalRecords: 5, totalPoints: 70 });
      expect(ending.records.map((r) => [r.points, r.changed])).toEqual(records.map((r) => [r.points, false]));
    });
  });

  describe('No changes detected', () => {
    const endAgain = (eventType: number, places: number[]) => {
      const first = endGame(game(eventType), rows(...places));
      const saved = first.records.map(({ record, place, points, bonusType, bonuses }) => ({
        ...record,
        place,
        points,
        bonusType,
        bonuses,
      }));
      return (totals = first.totals.totalPlayers) => endGame(game(eventType, false, totals), saved);
    };
    it.each([EventType.Regular, EventType.Quarterly, EventType.Tournament])(
      'is the answer to ending event type %i again unchanged',
      (eventType) => expect(() => endAgain(eventType, [1, 2, 3, 4, 0])()).toThrow(new NoChangesDetectedError()),
    );
    it('is not the answer while the game totals are out of date', () =>
      expect(endAgain(EventType.Regular, [1, 2, 3, 4, 0])(4).totals.totalPlayers).toBe(5));
    it('marks only the records that change', () => {
      const first = endGame(game(EventType.Regular), rows(1, 2, 3, 4));
      const saved = first.records.map(({ record, place, points }) => ({ ...record, place, points }));
      saved[3] = { ...saved[3], place: 3 }; // 3rd and 4th now tie
      const again = endGame(game(EventType.Regular, false, 4), saved);
      expect(again.records.map((r) => [r.points, r.changed])).toEqual([
        [20, false],
        [16, false],
        [13, true],
        [13, true],
      ]);
    });
    it('counts a place the ending brings as a change, though points and bonuses stay (Tournament 2nd and 3rd swapped)', () => {
      const first = endGame(game(EventType.Tournament), rows(1, 2, 3, 0));
      const saved = first.records.map(({ record, place, points, bonusType, bonuses }) => ({
        ...record,
        place,
        points,
        bonusType,
        bonuses,
      }));
      const swapped = saved.map((record) => ({
        ...record,
        storedPlace: record.place,
        place: record.place === 2 ? 3 : record.place === 3 ? 2 : record.place,
      }));
      expect(endGame(game(EventType.Tournament, false, 4), swapped).records.map((r) => [r.place, r.changed])).toEqual([
        [1, false],
        [3, true],
        [2, true],
        [0, false],
      ]);
    });
    it('never stops a Satellite from ending again', () => {
      const records = rows(0, 0, 0, 0).map((r) => ({ ...r, points: 10 }));
      expect(endGame(game(EventType.Satellite, false, 4), records).totals.totalPoints).toBe(40);
    });
  });
});

describe('assertSatelliteChangedSinceEnding', () => {
  const endedAt = new Date('2025-03-01T23:00:00Z');
  const totals = { totalPlayers: 2, totalRecords: 2, totalPoints: 30 };
  const savedAt = (...times: string[]) => times.map((time) => ({ updatedAt: new Date(time) }));
  it('lets a satellite that never ended end', () =>
    expect(() =>
      assertSatelliteChangedSinceEnding(
        { totalPlayers: 0, totalRecords: 0, endedAt: null },
        savedAt('2025-03-01T22:00:00Z'),
        totals,
      ),
    ).not.toThrow());
  it('refuses an ended one with no record saved since and the same totals', () =>
    expect(() =>
      assertSatelliteChangedSinceEnding(
        { totalPlayers: 2, totalRecords: 2, endedAt },
        savedAt('2025-03-01T22:00:00Z', '2025-03-01T23:00:00Z'),
        totals,
      ),
    ).toThrow(new NoChangesDetectedError()));
  it('lets it end again once a record was saved after the ending', () =>
    expect(() =>
      assertSatelliteChangedSinceEnding(
        { totalPlayers: 2, totalRecords: 2, endedAt },
        savedAt('2025-03-01T22:00:00Z', '2025-03-01T23:05:00Z'),
        totals,
      ),
    ).not.toThrow());
  it('lets it end again when its totals are out of date', () =>
    expect(() =>
      assertSatelliteChangedSinceEnding(
        { totalPlayers: 3, totalRecords: 3, endedAt },
        savedAt('2025-03-01T22:00:00Z'),
        totals,
      ),
    ).not.toThrow());
});

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}
