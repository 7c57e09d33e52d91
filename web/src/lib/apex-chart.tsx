/**
 * The site's ApexCharts component: react-apexcharts' core build with only what the site's charts
 * draw (bars, the doughnut, their legends; the tooltip is in the core). The whole library is
 * about a third bigger, and a phone spends its evaluation blocked (docs/performance.md). A chart
 * of another type needs its `apexcharts/<type>` import here.
 */
import Chart from 'react-apexcharts/core';
import 'apexcharts/bar';
import 'apexcharts/donut';
import 'apexcharts/features/legend';

export default Chart;
