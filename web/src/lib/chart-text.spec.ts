import { describe, expect, it } from '@jest/globals';
import type { ApexOptions } from 'apexcharts';
import { chartOptions, chartText, escapeChartText, unescapeChartText } from './chart-text';

const XSS = '<img src=x onerror=window.__xss=1>';
const ESCAPED = '&lt;img src=x onerror=window.__xss=1&gt;';

type Fn = (value: unknown, ...rest: unknown[]) => unknown;
const call = (formatter: unknown, value: unknown, ...rest: unknown[]): unknown => (formatter as Fn)(value, ...rest);

describe('chart text (security review: chart labels are HTML)', () => {
  it('escapes & < > " and \' and reads its own escapes back', () => {
    expect(escapeChartText(`Tom & "Jerry's" <b>`)).toBe('Tom &amp; &quot;Jerry&#39;s&quot; &lt;b&gt;');
    expect(unescapeChartText('Tom &amp; &quot;Jerry&#39;s&quot; &lt;b&gt;')).toBe(`Tom & "Jerry's" <b>`);
    expect(escapeChartText(null)).toBe('');
    expect(escapeChartText(42)).toBe('42');
  });

  it('escapes a text exactly once, however often it is passed through', () => {
    expect(chartText(XSS)).toBe(ESCAPED);
    expect(chartText(chartText(XSS))).toBe(ESCAPED);
    expect(chartText("O'Brien & Sons")).toBe('O&#39;Brien &amp; Sons');
  });

  it('gives every HTML place (legend, tooltip title, series names and values, x-axis tooltip) escaped text, raw or already escaped', () => {
    const options = chartOptions({ chart: { type: 'bar' } });
    for (const given of [XSS, ESCAPED]) {
      expect(call(options.legend?.formatter, given, {})).toBe(ESCAPED);
      expect(call(options.tooltip?.x?.formatter, given, {})).toBe(ESCAPED);
      expect(call(options.xaxis?.tooltip?.formatter, given, {})).toBe(ESCAPED);
      const y = options.tooltip?.y as { formatter: unknown; title: { formatter: unknown } };
      expect(call(y.title.formatter, given, {})).toBe(`${ESCAPED}: `);
      expect(call(y.formatter, given, {})).toBe(ESCAPED);
    }
    const y = options.tooltip?.y as { title: { formatter: unknown } };
    expect(call(y.title.formatter, '', {})).toBe('');
  });

  it('gives the SVG places (x-axis labels, the donut middle) the text itself: SVG text is never parsed', () => {
    const options = chartOptions({
      chart: { type: 'donut' },
      plotOptions: {
        pie: { donut: { labels: { show: true, total: { show: true, label: chartText('Games & more') } } } },
      },
    });
    expect(call(options.xaxis?.labels?.formatter, ESCAPED)).toBe(XSS);
    expect(call(options.plotOptions?.pie?.donut?.labels?.name?.formatter, 'Games &amp; more')).toBe('Games & more');
    expect(options.plotOptions?.pie?.donut?.labels?.total).toEqual({ show: true, label: 'Games &amp; more' });
  });

  it("runs the chart's own formatters first and escapes what they answer; keeps every other option", () => {
    const own: ApexOptions = {
      chart: { type: 'bar', height: 300 },
      legend: { position: 'top', formatter: (name: string) => `${name} <i>` },
      tooltip: {
        shared: true,
        x: { formatter: (value: number) => `#${value}` },
        y: [{ formatter: (value: number) => `${value}%` }, { title: { formatter: (name: string) => `[${name}]` } }],
      },
      xaxis: { categories: ['a'], labels: { rotate: -45, formatter: (value: string) => `${value}!` } },
    };
    const options = chartOptions(own);
    expect(options.chart).toEqual({ type: 'bar', height: 300 });
    expect(options.legend?.position).toBe('top');
    expect(options.tooltip?.shared).toBe(true);
    expect(options.xaxis?.categories).toEqual(['a']);
    expect(options.xaxis?.labels?.rotate).toBe(-45);
    expect(call(options.legend?.formatter, 'A&B', {})).toBe('A&amp;B &lt;i&gt;');
    expect(call(options.tooltip?.x?.formatter, 3, {})).toBe('#3');
    const [first, second] = options.tooltip?.y as { formatter: unknown; title: { formatter: unknown } }[];
    expect(call(first!.formatter, 50, {})).toBe('50%');
    expect(call(first!.title.formatter, '<b>', {})).toBe('&lt;b&gt;: ');
    expect(call(second!.title.formatter, '<b>', {})).toBe('[&lt;b&gt;]');
    expect(call(options.xaxis?.labels?.formatter, 'x&amp;y')).toBe('x&y!');
  });
});
