import fc from 'fast-check';
import { rankLeaderboard, tallyLeaderboard, winPercentage } from './leaderboard-ranking.js';

const row = (playerID: number, totalPoints: number, totalPlaced = 0, totalWon = 0) => ({
  playerID,
  totalPoints,
  totalPlaced,
  totalWon,
});

describe('rankLeaderboard', () => {
  it('shares the rank on equal points and skips after (1, 2, 2, 4)', () => {
    const ranked = rankLeaderboard([row(1, 30), row(2, 50), row(3, 30), row(4, 10)]);
    expect(ranked.map((r) => [r.playerID, r.ranked])).toEqual([
      [2, 1],
      [1, 2],
      [3, 2],
      [4, 4],
    ]);
  });
  it('orders equal points by final tables, then wins, then playerID, keeping the shared rank', () => {
    const ranked = rankLeaderboard([row(5, 40, 2, 0), row(6, 40, 3, 0), row(7, 40, 3, 1), row(4, 40, 2, 0)]);
    expect(ranked.map((r) => [r.playerID, r.ranked])).toEqual([
      [7, 1],
      [6, 1],
      [4, 1],
      [5, 1],
    ]);
  });
  it('keeps the other fields of each row', () =>
    expect(rankLeaderboard([{ ...row(9, 12), playerName: 'Ada' }])[0]).toEqual({
      ...row(9, 12),
      playerName: 'Ada',
      ranked: 1,
    }));
  it('ranks never decrease and a rank is the count of better players plus one', () =>
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 60 }), { maxLength: 30 }), (points) => {
        const ranked = rankLeaderboard(points.map((p, i) => row(i + 1, p)));
        ranked.forEach((r) => expect(r.ranked).toBe(points.filter((p) => p > r.totalPoints).length + 1));
      }),
    ));
});

describe('tallyLeaderboard', () => {
  it('sums points, final tables (1st-8th) and wins per player', () =>
    expect(
      tallyLeaderboard([
        { playerID: 1, points: 20, place: 1 },
        { playerID: 2, points: 16, place: 2 },
        { playerID: 1, points: 4, place: 8 },
        { playerID: 1, points: 0, place: 0 },
        { playerID: 2, points: 30, place: 0 }, // satellite scans
      ]),
    ).toEqual([row(1, 24, 2, 1), row(2, 46, 1, 0)]));
});

describe('winPercentage', () => {
  it('is wins over final tables', () => expect(winPercentage({ totalWon: 1, totalPlaced: 4 })).toBe(25));
  it('is 0 without a final table', () => expect(winPercentage({ totalWon: 0, totalPlaced: 0 })).toBe(0));
});
