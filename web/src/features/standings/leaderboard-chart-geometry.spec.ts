import { describe, expect, it } from '@jest/globals';
import type { LeaderboardRow } from './api/standings';
import { leaderboardChartGeometry, niceCeiling } from './leaderboard-chart-geometry';

const row = (playerName: string, totalPoints: number, totalPlaced: number, totalWon: number) =>
  ({ playerName, totalPoints, totalPlaced, totalWon }) as LeaderboardRow;
const rows = [row('Ann', 400, 10, 10), row('Bob', 200, 10, 1), row('Cy', 0, 0, 0)];

describe('the player leaderboard chart drawn as SVG', () => {
  it('rounds the points axis up to a round step', () => {
    expect([niceCeiling(0), niceCeiling(7), niceCeiling(180), niceCeiling(400), niceCeiling(401)]).toEqual([
      1, 10, 200, 500, 500,
    ]);
  });

  it('stands points bars on a linear axis from 0 and won bars on a log axis from 1% to 100%', () => {
    const chart = leaderboardChartGeometry(rows, { width: 800, height: 320, names: true });
    const plotHeight = chart.plot.bottom - chart.plot.top;
    // The plot is 192 high: 400 of 500 points is 0.8 of it, 200 is 0.4.
    expect(plotHeight).toBe(192);
    expect(chart.pointsBars.map((bar) => bar.height)).toEqual([153.6, 76.8, 0]);
    // 100% is the top, 10% half way (log), 0% stands at the floor (1%): height 0.
    expect(chart.wonBars.map((bar) => bar.height)).toEqual([plotHeight, plotHeight / 2, 0]);
    expect(chart.wonTicks.map((tick) => tick.label)).toEqual(['1%', '10%', '100%']);
    expect(chart.pointsTicks.map((tick) => tick.label)).toEqual(['0', '125', '250', '375', '500']);
    expect(chart.pointsBars.every((bar) => bar.y + bar.height === chart.plot.bottom)).toBe(true);
  });

  it('gives each bar its figures as a title and names the bars only when asked (not on a phone)', () => {
    const wide = leaderboardChartGeometry(rows, { width: 800, height: 320, names: true });
    expect(wide.pointsBars[1]!.title).toBe('Bob: 200 points, 10% of final tables won');
    expect(wide.names.map((name) => name.text)).toEqual(['Ann', 'Bob', 'Cy']);
    // Side by side in their slot, left to right, inside the plot.
    expect(wide.wonBars[0]!.x).toBeCloseTo(wide.pointsBars[0]!.x + wide.pointsBars[0]!.width, 0);
    expect(wide.wonBars[2]!.x + wide.wonBars[2]!.width).toBeLessThanOrEqual(wide.plot.right);
    expect(leaderboardChartGeometry(rows, { width: 360, height: 320, names: false }).names).toEqual([]);
  });
});
