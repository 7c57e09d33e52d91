import { describe, expect, it } from '@jest/globals';
import type { GamePointRow } from '@league/modules/games/domain/game-row.js';
import { mergeAnswer, orderRows } from './point-rows';

const row = (pointID: number, overrides: Partial<GamePointRow> = {}): GamePointRow => ({
  pointID,
  gameID: 1,
  playerID: pointID * 10,
  playerNumber: 9000000 + pointID,
  playerName: `Player ${pointID}`,
  firstName: 'Player',
  lastName: String(pointID),
  place: 0,
  sortedPlace: 9999,
  points: 0,
  bonusType: 0,
  bonuses: 0,
  buyIn: 0,
  reBuy: 0,
  addOn: 0,
  entryAt: `2026-03-10T02:0${pointID}:00.000Z`,
  updatedAt: `2026-03-10T02:0${pointID}:00.000Z`,
  ...overrides,
});

describe('the points table’s rows', () => {
  it('merges a check-in (added), a place (replaced), a remove (dropped) and an end (every record)', () => {
    const rows = [row(1), row(2)];
    expect(mergeAnswer(rows, { kind: 'change' }, { message: 'ok', points: [row(3)] }).map((r) => r.pointID)).toEqual([
      1, 2, 3,
    ]);
    expect(mergeAnswer(rows, { kind: 'change' }, { message: 'ok', points: [row(2, { place: 1 })] })[1]!.place).toBe(1);
    expect(
      mergeAnswer(rows, { kind: 'remove', pointID: 1 }, { message: 'ok', points: [] }).map((r) => r.pointID),
    ).toEqual([2]);
    expect(
      mergeAnswer(rows, { kind: 'end' }, { message: 'ok', points: [row(2, { place: 1 })] }).map((r) => r.pointID),
    ).toEqual([2]);
  });

  it('puts the latest arrival first until the game ends, then goes by place with the unplaced last', () => {
    const rows = [row(1, { place: 2 }), row(3), row(2, { place: 1 })];
    expect(orderRows(rows, false).map((r) => r.pointID)).toEqual([3, 2, 1]);
    expect(orderRows(rows, true).map((r) => r.pointID)).toEqual([2, 1, 3]);
  });
});
