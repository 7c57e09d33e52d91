import { describe, expect, it } from '@jest/globals';
import { leaderboardHead, leadersText } from './standings-head';

const rows = [
  { ranked: 1, playerName: 'Jane Doe', totalPoints: 320 },
  { ranked: 2, playerName: 'Bo Lee', totalPoints: 300 },
  { ranked: 3, playerName: 'Al Kim', totalPoints: 1 },
  { ranked: 4, playerName: 'Cy Ray', totalPoints: 0 },
];

describe('a leaderboard’s head (issue 31)', () => {
  it('names the board and its period, and its leaders with their points', () => {
    const head = leaderboardHead('Player Leaderboard', { year: 2026, period: 'All' }, rows);
    expect(head.title).toBe('Player Leaderboard, 2026 · Free Poker League');
    expect(head.description).toBe(
      'Player Leaderboard of Free Poker League, 2026: 1. Jane Doe, 320 points; 2. Bo Lee, 300 points; 3. Al Kim, 1 point.',
    );
  });

  it('says the season by name, and only the period while the rows load', () => {
    const head = leaderboardHead('Event Leaderboard', { year: 2026, period: 'Q1' }, undefined);
    expect(head.title).toMatch(/^Event Leaderboard, \w+ 2026 \(Q1\) · Free Poker League$/);
    expect(head.description).toMatch(/^Event Leaderboard of Free Poker League, \w+ 2026 \(Q1\)\.$/);
  });

  it('names the venue a filtered board is of', () => {
    const head = leaderboardHead(
      'Player Leaderboard',
      { year: 2026, period: 'All' },
      rows.slice(0, 1),
      true,
      'The Lucky Otter',
    );
    expect(head.title).toBe('Player Leaderboard, The Lucky Otter, 2026 · Free Poker League');
    expect(head.description).toBe(
      'Player Leaderboard of Free Poker League, The Lucky Otter, 2026: 1. Jane Doe, 320 points.',
    );
  });

  it('can leave points out (quarterly champions have none shown)', () => {
    expect(leaderboardHead('Quarterly Champions', { year: 0, period: 'All' }, rows, false).description).toBe(
      'Quarterly Champions of Free Poker League, All Years: Jane Doe; Bo Lee; Al Kim.',
    );
    expect(leadersText([{ ranked: 0, playerName: 'X', totalPoints: 2 }])).toBe('X, 2 points');
  });
});
