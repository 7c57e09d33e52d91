/**
 * The player leaderboard's chart (product §9 "Leaderboard chart", ApexCharts): for the
 * page's players, total points on the first axis and the percent of final tables won
 * (winPercentage: totalWon / totalPlaced) on a logarithmic second axis from 0 to 100.
 * Loaded on its own (lazy) when a pointer reaches the page's SVG drawing of it, never with home or the shell.
 */
import Chart from '@/lib/apex-chart';
import type { ApexOptions } from 'apexcharts';
import { useComputedColorScheme } from '@mantine/core';
import { chartOptions, chartText } from '@/lib/chart-text';
import { winPercentage } from '@league/modules/points/domain/leaderboard-ranking.js';
import type { LeaderboardRow } from '../api/standings';

/** A log axis cannot show 0: players who never won sit at its floor. */
const LOG_FLOOR = 1;
/** Mantine's xs breakpoint, in px. */
const PHONE_WIDTH = 576;

export function LeaderboardChart({ rows }: { readonly rows: readonly LeaderboardRow[] }) {
  const scheme = useComputedColorScheme('light');
  const percents = rows.map((row) => Math.round(winPercentage(row) * 10) / 10);
  // Names are the players' own words: chartText / chartOptions keep them text (lib/chart-text.ts).
  const options: ApexOptions = chartOptions({
    chart: {
      type: 'bar',
      toolbar: { show: false },
      animations: { enabled: false },
      background: 'transparent',
      fontFamily: 'inherit',
    },
    theme: { mode: scheme },
    colors: ['#0b6b35', '#d4a017'],
    plotOptions: { bar: { horizontal: false, columnWidth: '70%', borderRadius: 2 } },
    dataLabels: { enabled: false },
    xaxis: {
      categories: rows.map((row) => chartText(row.playerName)),
      labels: { rotate: -45, trim: false, maxHeight: 120 },
    },
    yaxis: [
      {
        seriesName: 'Total Points',
        title: { text: 'Total Points' },
        min: 0,
        forceNiceScale: true,
        labels: { formatter: (value: number) => String(Math.round(value)) },
      },
      {
        seriesName: 'Final Tables Won',
        opposite: true,
        logarithmic: true,
        min: LOG_FLOOR,
        max: 100,
        title: { text: 'Final Tables Won (%)' },
        labels: { formatter: (value: number) => `${Math.round(value)}%` },
      },
    ],
    tooltip: {
      shared: true,
      intersect: false,
      y: {
        formatter: (value: number, opts?: { seriesIndex: number; dataPointIndex: number }) =>
          opts?.seriesIndex === 1 ? `${percents[opts.dataPointIndex] ?? 0}%` : String(value),
      },
    },
    legend: { position: 'top' },
    // A phone has no room for 20 names: the table below names the bars in order.
    responsive: [{ breakpoint: PHONE_WIDTH, options: { xaxis: { labels: { show: false } } } }],
  });
  const series = [
    { name: chartText('Total Points'), data: rows.map((row) => row.totalPoints) },
    // The tooltip shows the real percent; the bar stands at the axis floor when it is 0.
    { name: chartText('Final Tables Won'), data: percents.map((percent) => Math.max(percent, LOG_FLOOR)) },
  ];
  // The figure around it, its name and its box are the page's (player-leaderboard.tsx PageChart).
  return <Chart type="bar" height={320} options={options} series={series} />;
}

export default LeaderboardChart;
