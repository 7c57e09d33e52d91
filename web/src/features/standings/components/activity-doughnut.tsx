/**
 * One doughnut of the activity dashboard (ApexCharts): a share of games per label, with
 * the count on each slice (data labels) and the total in the middle. Loaded on its own
 * (lazy), never with home or the shell.
 */
import Chart from '@/lib/apex-chart';
import type { ApexOptions } from 'apexcharts';
import { Box, ColorSwatch, Group, SimpleGrid, Text, useComputedColorScheme } from '@mantine/core';
import { chartOptions, chartText } from '@/lib/chart-text';

/**
 * A colour per slice, distinct for up to 14 slices (a dashboard shows the top 10 players
 * and the league's venues), each 3:1 or more against the page (WCAG non-text contrast):
 * Mantine's dark shades on the light theme's white, its light shades on the dark theme's
 * panels (#2e2e2e and darker). Beyond 14 slices the colours start again.
 */
export const DOUGHNUT_COLORS: Record<'light' | 'dark', readonly string[]> = {
  light: [
    '#1c7ed6',
    '#d9480f',
    '#2b8a3e',
    '#be4bdb',
    '#e03131',
    '#0c8599',
    '#d6336c',
    '#5c940d',
    '#845ef7',
    '#099268',
    '#495057',
    '#a87000',
    '#364fc7',
    '#795548',
  ],
  dark: [
    '#4dabf7',
    '#ff922b',
    '#40c057',
    '#da77f2',
    '#ff6b6b',
    '#3bc9db',
    '#f783ac',
    '#94d82d',
    '#9775fa',
    '#63e6be',
    '#adb5bd',
    '#fcc419',
    '#91a7ff',
    '#bcaaa4',
  ],
};

export interface DoughnutProps {
  readonly title: string;
  readonly labels: readonly string[];
  readonly values: readonly number[];
  readonly testID: string;
  /** The middle's caption over the sum of the slices. */
  readonly totalLabel: string;
}

export function ActivityDoughnut({ title, labels, values, testID, totalLabel }: DoughnutProps) {
  const scheme = useComputedColorScheme('light');
  // Labels are venue and event titles: chartText / chartOptions keep them text (lib/chart-text.ts).
  const options: ApexOptions = chartOptions({
    chart: {
      type: 'donut',
      toolbar: { show: false },
      animations: { enabled: false },
      background: 'transparent',
      fontFamily: 'inherit',
    },
    theme: { mode: scheme },
    colors: [...DOUGHNUT_COLORS[scheme]],
    labels: labels.map(chartText),
    // Each slice shows its count of games, not a percent.
    dataLabels: { enabled: true, formatter: (_percent, opts) => String(values[opts?.seriesIndex ?? -1] ?? '') },
    plotOptions: { pie: { donut: { labels: { show: true, total: { show: true, label: chartText(totalLabel) } } } } },
    // The legend is the list under the chart: ApexCharts' own cuts entries off on a phone.
    legend: { show: false },
    tooltip: { y: { formatter: (value: number) => `${value} games` } },
  });
  return (
    <div
      role="figure"
      aria-label={`${title}: ${labels.map((label, i) => `${label} ${values[i]}`).join(', ')}`}
      data-testid={testID}
    >
      <Chart type="donut" height={300} options={options} series={[...values]} />
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2 }}
        spacing="xs"
        verticalSpacing={4}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        data-testid={`${testID}-legend`}
      >
        {labels.map((label, i) => (
          <Box component="li" key={`${label}-${i}`} data-legend-entry>
            <Group gap={8} wrap="nowrap" align="flex-start">
              <ColorSwatch
                color={DOUGHNUT_COLORS[scheme][i % DOUGHNUT_COLORS[scheme].length]!}
                size={14}
                withShadow={false}
                aria-hidden
                style={{ flexShrink: 0, marginTop: 3 }}
              />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {label} ({values[i]})
              </Text>
            </Group>
          </Box>
        ))}
      </SimpleGrid>
    </div>
  );
}

export default ActivityDoughnut;
