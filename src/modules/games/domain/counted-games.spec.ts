import { countedGameSql, countsTowardResults, isPracticeGame, listedGameSql } from './counted-games.js';

describe('counted games (practice games count toward nothing public)', () => {
  const ended = { endedAt: new Date('2026-03-10T03:00:00Z'), canceled: false, unlisted: false };

  it('counts an ended, listed game that was not canceled', () => {
    expect(countsTowardResults(ended)).toBe(true);
  });

  it('never counts a game not ended, a canceled game or an unlisted (practice) game', () => {
    expect(countsTowardResults({ ...ended, endedAt: null })).toBe(false);
    expect(countsTowardResults({ ...ended, canceled: true })).toBe(false);
    expect(countsTowardResults({ ...ended, unlisted: true })).toBe(false);
    expect(isPracticeGame({ unlisted: true })).toBe(true);
    expect(isPracticeGame({ unlisted: false })).toBe(false);
  });

  it('says the same in SQL over a games alias', () => {
    expect(countedGameSql()).toBe('g.ended_at is not null and not g.canceled and not g.unlisted');
    expect(countedGameSql('games')).toBe('games.ended_at is not null and not games.canceled and not games.unlisted');
    expect(listedGameSql('x')).toBe('not x.unlisted');
  });
});
