import { describe, expect, it } from '@jest/globals';
import { NOTHING_TO_COLLECT, pointsText, welcomeLines } from './monitor-welcome';

describe('the monitor’s welcome (product §4.4)', () => {
  it('greets the player and shows buys, points and what to collect', () => {
    expect(welcomeLines({ type: 'displayPlayer', gameID: 1, playerName: 'Ann Lee', buys: '15K buy-in + 15K rebuy', totalPoints: 120, collect: 'Starting chips' })).toEqual({
      greeting: 'Welcome Ann Lee',
      name: 'Ann Lee',
      buys: '15K buy-in + 15K rebuy',
      totalPoints: 120,
      collect: 'Starting chips',
    });
  });

  it('hides buys when not set and says Nothing to collect when collect is empty', () => {
    for (const buys of ['', '  ', null, undefined]) {
      const lines = welcomeLines({ type: 'displayPlayer', gameID: 1, playerName: 'Bo', buys, totalPoints: null, collect: buys });
      expect(lines).toEqual({ greeting: 'Welcome Bo', name: 'Bo', buys: null, totalPoints: 0, collect: NOTHING_TO_COLLECT });
    }
  });

  it('counts points in words', () => {
    expect([0, 1, 20, 1500].map(pointsText)).toEqual(['0 points', '1 point', '20 points', '1,500 points']);
  });
});
