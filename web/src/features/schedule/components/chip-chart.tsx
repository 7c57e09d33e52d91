/** The quarterly chip chart (product §2.10) with ApexCharts: buy-in and the most extra chips, by season points. */
import Chart from '@/lib/apex-chart';
import type { ApexOptions } from 'apexcharts';
import { useComputedColorScheme } from '@mantine/core';
import { chartOptions, chartText } from '@/lib/chart-text';
import { chipChartData } from '../chip-chart-data';

const data = chipChartData();

export function ChipChart() {
  const scheme = useComputedColorScheme('light');
  // Every chart's texts go through chartText / chartOptions (lib/chart-text.ts).
  const options: ApexOptions = chartOptions({
    chart: {
      type: 'bar',
      stacked: true,
      toolbar: { show: false },
      animations: { enabled: false },
      background: 'transparent',
      fontFamily: 'inherit',
    },
    theme: { mode: scheme },
    colors: ['#0b6b35', '#d4a017'],
    plotOptions: { bar: { horizontal: false, columnWidth: '55%', borderRadius: 3 } },
    dataLabels: { enabled: false },
    xaxis: { categories: data.categories.map(chartText), title: { text: 'Season points' } },
    yaxis: { title: { text: 'Chips' }, labels: { formatter: (value: number) => `${value}K` } },
    tooltip: { y: { formatter: (value: number) => `${value}K chips` } },
    legend: { position: 'top' },
  });
  const series = [
    { name: chartText('Buy-in'), data: data.buyIn },
    { name: chartText('Most extra chips (rebuy and/or add-on)'), data: data.mostExtra },
  ];
  return (
    <div
      role="figure"
      aria-label="Chart of quarterly chips by season points; the table below gives the same figures"
      data-testid="chip-chart"
    >
      <Chart type="bar" height={300} options={options} series={series} />
    </div>
  );
}

export default ChipChart;
