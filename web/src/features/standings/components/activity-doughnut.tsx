/**
 * One doughnut of the activity dashboard (ApexCharts): a share of games per label, with
 * the count on each slice (data labels) and the total in the middle. Loaded on its own
 * (lazy), never with home or the shell.
 */
import Chart from 'react-apexcharts';
import type { ApexOptions } from 'apexcharts';
import { useComputedColorScheme } from '@mantine/core';
import { chartOptions, chartText } from '@/lib/chart-text';

/** Mantine's xs breakpoint, in px: below it the legend goes under the chart. */
const PHONE_WIDTH = 576;

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
    chart: { type: 'donut', toolbar: { show: false }, animations: { enabled: false }, background: 'transparent', fontFamily: 'inherit' },
    theme: { mode: scheme, palette: 'palette3' },
    labels: labels.map(chartText),
    // Each slice shows its count of games, not a percent.
    dataLabels: { enabled: true, formatter: (_percent, opts) => String(values[opts?.seriesIndex ?? -1] ?? '') },
    plotOptions: { pie: { donut: { labels: { show: true, total: { show: true, label: chartText(totalLabel) } } } } },
    legend: { position: 'right' },
    tooltip: { y: { formatter: (value: number) => `${value} games` } },
    responsive: [{ breakpoint: PHONE_WIDTH, options: { legend: { position: 'bottom' } } }],
  });
  return (
    <div role="img" aria-label={`${title}: ${labels.map((label, i) => `${label} ${values[i]}`).join(', ')}`} data-testid={testID}>
      <Chart type="donut" height={340} options={options} series={[...values]} />
    </div>
  );
}

export default ActivityDoughnut;
