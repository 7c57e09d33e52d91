/**
 * The player leaderboard's chart drawn by React as SVG (issue 31): on the server and at first paint,
 * with no chart library evaluated. Each bar's <title> is its tooltip; ApexCharts takes over when the
 * visitor reaches for the chart (player-leaderboard.tsx). Text and grid take the page's text colour,
 * so the light and dark schemes need nothing of their own.
 */
import { Box } from '@mantine/core';
import type { LeaderboardRow } from '../api/standings';
import { CHART_COLOURS, leaderboardChartGeometry, type ChartBar } from '../leaderboard-chart-geometry';

/** The drawing's own size: desktop wide with the names below, a phone narrow without them (the table names the bars in order). */
const DESKTOP = { width: 800, names: true } as const;
const PHONE = { width: 360, names: false } as const;

export function LeaderboardChartSvg({
  rows,
  height,
}: {
  readonly rows: readonly LeaderboardRow[];
  readonly height: number;
}) {
  return (
    <>
      <Box visibleFrom="xs" h={height}>
        <ChartDrawing rows={rows} width={DESKTOP.width} height={height} names={DESKTOP.names} />
      </Box>
      <Box hiddenFrom="xs" h={height}>
        <ChartDrawing rows={rows} width={PHONE.width} height={height} names={PHONE.names} />
      </Box>
    </>
  );
}

function ChartDrawing({
  rows,
  width,
  height,
  names,
}: {
  readonly rows: readonly LeaderboardRow[];
  readonly width: number;
  readonly height: number;
  readonly names: boolean;
}) {
  const chart = leaderboardChartGeometry(rows, { width, height, names });
  const { plot } = chart;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      height={height}
      fontSize={11}
      fill="currentColor"
      data-testid="leaderboard-chart-svg"
      aria-hidden="true"
    >
      <g fontSize={12}>
        <LegendEntry x={width / 2 - 130} colour={CHART_COLOURS.points} text="Total Points" />
        <LegendEntry x={width / 2 + 10} colour={CHART_COLOURS.won} text="Final Tables Won" />
      </g>
      {chart.pointsTicks.map((tick) => (
        <g key={`p${tick.label}`}>
          <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke="currentColor" strokeOpacity={0.15} />
          <text x={plot.left - 6} y={tick.y + 4} textAnchor="end">
            {tick.label}
          </text>
        </g>
      ))}
      {chart.wonTicks.map((tick) => (
        <text key={`w${tick.label}`} x={plot.right + 6} y={tick.y + 4}>
          {tick.label}
        </text>
      ))}
      <Bars bars={chart.pointsBars} colour={CHART_COLOURS.points} />
      <Bars bars={chart.wonBars} colour={CHART_COLOURS.won} />
      {chart.names.map((name, index) => (
        <text key={index} x={name.x} y={name.y} textAnchor="end" transform={`rotate(-45 ${name.x} ${name.y})`}>
          {name.text}
        </text>
      ))}
    </svg>
  );
}

function Bars({ bars, colour }: { readonly bars: readonly ChartBar[]; readonly colour: string }) {
  return (
    <g fill={colour}>
      {bars.map((bar, index) => (
        <rect key={index} x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={2}>
          <title>{bar.title}</title>
        </rect>
      ))}
    </g>
  );
}

function LegendEntry({ x, colour, text }: { readonly x: number; readonly colour: string; readonly text: string }) {
  return (
    <g>
      <rect x={x} y={8} width={12} height={12} rx={2} fill={colour} />
      <text x={x + 18} y={18}>
        {text}
      </text>
    </g>
  );
}
