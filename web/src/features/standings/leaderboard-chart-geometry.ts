/**
 * The player leaderboard chart's drawing, computed once from the page's rows: the same numbers on
 * the server and in the browser, so React draws it as SVG and hydration matches (issue 31: the
 * page is whole without script). Total points on a linear left axis from 0; the percent of final
 * tables won on a logarithmic right axis from 1 to 100 (a log axis cannot show 0: a player who
 * never won stands at its floor, the bar's title gives the real 0%).
 */
import { winPercentage } from '@league/modules/points/domain/leaderboard-ranking.js';
import type { LeaderboardRow } from './api/standings';

export const CHART_COLOURS = { points: '#0b6b35', won: '#d4a017' } as const;
const LOG_FLOOR = 1;
const LOG_CEILING = 100;

export interface ChartBar {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly title: string;
}
export interface ChartTick {
  readonly y: number;
  readonly label: string;
}
export interface ChartLabel {
  readonly x: number;
  readonly y: number;
  readonly text: string;
}
export interface LeaderboardChartGeometry {
  readonly width: number;
  readonly height: number;
  readonly plot: { readonly left: number; readonly right: number; readonly top: number; readonly bottom: number };
  readonly pointsBars: readonly ChartBar[];
  readonly wonBars: readonly ChartBar[];
  readonly pointsTicks: readonly ChartTick[];
  readonly wonTicks: readonly ChartTick[];
  readonly names: readonly ChartLabel[];
}

/** The smallest of 1, 2, 2.5, 5 times a power of ten at or above the value: round axis steps. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= value)!;
  return step * power;
}

export function leaderboardChartGeometry(
  rows: readonly LeaderboardRow[],
  options: { readonly width: number; readonly height: number; readonly names: boolean },
): LeaderboardChartGeometry {
  const { width, height } = options;
  // Room for the legend above, the axes' numbers at the sides and the slanted names below.
  const plot = { left: 48, right: width - 48, top: 32, bottom: height - (options.names ? 96 : 12) };
  const plotHeight = plot.bottom - plot.top;
  const pointsMax = niceCeiling(Math.max(0, ...rows.map((row) => row.totalPoints)));
  const slot = (plot.right - plot.left) / Math.max(rows.length, 1);
  const barWidth = (slot * 0.7) / 2;
  const percentOf = (row: LeaderboardRow) => Math.round(winPercentage(row) * 10) / 10;
  const pointsY = (points: number) => plot.bottom - (points / pointsMax) * plotHeight;
  const wonY = (percent: number) =>
    plot.bottom -
    (Math.log10(Math.min(Math.max(percent, LOG_FLOOR), LOG_CEILING)) / Math.log10(LOG_CEILING)) * plotHeight;
  const bar = (index: number, offset: number, top: number, title: string): ChartBar => ({
    x: round(plot.left + index * slot + slot * 0.15 + offset * barWidth),
    y: round(top),
    width: round(barWidth),
    height: round(plot.bottom - top),
    title,
  });
  const titleOf = (row: LeaderboardRow) =>
    `${row.playerName}: ${row.totalPoints} points, ${percentOf(row)}% of final tables won`;
  return {
    width,
    height,
    plot,
    pointsBars: rows.map((row, index) => bar(index, 0, pointsY(row.totalPoints), titleOf(row))),
    wonBars: rows.map((row, index) => bar(index, 1, wonY(percentOf(row)), titleOf(row))),
    pointsTicks: [0, 0.25, 0.5, 0.75, 1].map((share) => ({
      y: round(pointsY(share * pointsMax)),
      label: String(Math.round(share * pointsMax)),
    })),
    wonTicks: [1, 10, 100].map((percent) => ({ y: round(wonY(percent)), label: `${percent}%` })),
    names: options.names
      ? rows.map((row, index) => ({
          x: round(plot.left + (index + 0.5) * slot),
          y: plot.bottom + 10,
          text: row.playerName,
        }))
      : [],
  };
}

const round = (value: number) => Math.round(value * 10) / 10;
