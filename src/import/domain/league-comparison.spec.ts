import { allEqual, compareLeagues, formatComparison } from './league-comparison.js';
import type { StandingsRow } from './old-site-records.js';
import { holdsFragment, nextFragments } from './player-sweep.js';

const row = (ranked: number, playerNumber: number, totalPoints: number): StandingsRow => ({
  ranked,
  playerNumber,
  playerName: `P${playerNumber}`,
  totalPoints,
  totalPlaced: 1,
  totalWon: 0,
});

describe('league comparison', () => {
  it('says equal when every count and top-20 row is the same (ids play no part)', () => {
    const figures = {
      counts: { players: 3, games: 2 },
      topTwenty: new Map([[2025, [row(1, 9000001, 40), row(2, 9000002, 20)]]]),
    };
    const lines = compareLeagues(figures, {
      counts: { players: 3, games: 2 },
      topTwenty: new Map([[2025, [row(1, 9000001, 40), row(2, 9000002, 20)]]]),
    });
    expect(lines.map((line) => [line.what, line.equal])).toEqual([
      ['players', true],
      ['games', true],
      ['2025 top 20', true],
    ]);
    expect(allEqual(lines)).toBe(true);
    expect(formatComparison(lines)).toContain('equal');
  });

  it('marks a differing count, a missing year and each differing row', () => {
    const lines = compareLeagues(
      {
        counts: { players: 3, games: 2 },
        topTwenty: new Map([
          [2024, [row(1, 1, 10)]],
          [2025, [row(1, 1, 40), row(2, 2, 20)]],
        ]),
      },
      { counts: { players: 3, games: 1 }, topTwenty: new Map([[2025, [row(1, 1, 40), row(2, 2, 18)]]]) },
    );
    expect(lines.filter((line) => !line.equal).map((line) => line.what.trim())).toEqual([
      'games',
      '2024 top 20',
      '2024 row 1',
      '2025 top 20',
      '2025 row 2',
    ]);
    expect(allEqual(lines)).toBe(false);
    expect(formatComparison(lines)).toContain('DIFFERS');
  });
});

describe('player sweep', () => {
  it('goes deeper only where a search had more matches than it answered and some are unknown', () => {
    expect(nextFragments('a', 30, 30, 25)).toEqual([]);
    expect(nextFragments('a', 20, 3, 20)).toEqual([]);
    const next = nextFragments('a', 30, 29, 25);
    expect(next).toContain('ab');
    expect(next).toContain('ba');
    expect(next).toHaveLength(52);
  });

  it('matches first, last or display name, any case', () => {
    expect(holdsFragment({ playerID: 1, firstName: 'Ana', lastName: 'Diaz', title: null }, 'di')).toBe(true);
    expect(holdsFragment({ playerID: 1, firstName: 'Ana', lastName: 'Diaz', title: 'Big Slick' }, 'slick')).toBe(true);
    expect(holdsFragment({ playerID: 1, firstName: 'Ana', lastName: 'Diaz', title: null }, 'zz')).toBe(false);
  });
});
