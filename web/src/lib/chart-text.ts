/**
 * Text in charts (ApexCharts), the site's one way to hand a chart any text
 * (docs/decisions/0091-security-review-output-and-transport.md).
 *
 * ApexCharts writes legends, tooltip titles and tooltip series names with innerHTML, so a
 * player or venue named `<img src=x onerror=…>` would become an element there. Every chart
 * therefore:
 * - passes each text it hands the chart (categories, labels, series names, captions)
 *   through `chartText()`, which escapes it as HTML, and
 * - builds its options with `chartOptions()`, which sets the formatters of every place
 *   ApexCharts writes HTML (legend, tooltip title, tooltip series names and values, the
 *   x-axis tooltip) to give escaped text, and of the places it draws SVG text (x-axis
 *   labels, the donut's middle) to give the text itself, since SVG text is set as text
 *   and an escaped name would show its `&lt;`.
 * Escaping is normalised (`escape(unescape(text))`), so a text reaches an HTML place escaped
 * exactly once, whether or not it was passed through chartText() first.
 */
import type { ApexOptions } from 'apexcharts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const UNESCAPES: Record<string, string> = Object.fromEntries(
  Object.entries(ESCAPES).map(([text, entity]) => [entity, text]),
);

/** Any value as HTML text: & < > " ' escaped. */
export const escapeChartText = (value: unknown): string =>
  String(value ?? '').replace(/[&<>"']/g, (character) => ESCAPES[character]!);

/** The text an escaped one stands for (only the five entities escapeChartText writes). */
export const unescapeChartText = (value: unknown): string =>
  String(value ?? '').replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => UNESCAPES[entity]!);

/** A text for a chart's categories, labels or series names: escaped (see the top of this file). */
export const chartText = (value: unknown): string => escapeChartText(unescapeChartText(value));

/** For an HTML place: escaped exactly once. Arrays (multi-line labels) are joined as ApexCharts joins them. */
const html = (value: unknown): string => chartText(Array.isArray(value) ? value.join(' ') : value);
/** For an SVG text place: the text itself. */
const svg = (value: unknown): string => unescapeChartText(Array.isArray(value) ? value.join(' ') : value);

type Formatter = (value: never, ...rest: never[]) => unknown;
/** Runs the chart's own formatter (if any) first, then makes its answer fit the place. */
const after =
  <F extends Formatter | undefined>(
    own: F,
    fit: (value: unknown) => string,
    fallback: (value: unknown) => unknown = (value) => value,
  ) =>
  (value: unknown, ...rest: unknown[]): string =>
    fit(own ? (own as unknown as (...args: unknown[]) => unknown)(value, ...rest) : fallback(value));

type TooltipY = NonNullable<NonNullable<ApexOptions['tooltip']>['y']>;
type OneTooltipY = Exclude<TooltipY, readonly unknown[]>;

/** A series' tooltip row: its name as ApexCharts words it by default ("Name: "), and its value, both escaped. */
const safeTooltipY = (y: OneTooltipY = {}): OneTooltipY => ({
  ...y,
  formatter: after(y.formatter, html),
  title: { ...y.title, formatter: after(y.title?.formatter, html, (name) => (name ? `${svg(name)}: ` : '')) },
});

/**
 * A chart's options with every text place set as above (the chart's own formatters still
 * run first). Every react-apexcharts chart of the site builds its options with it.
 */
export function chartOptions(options: ApexOptions): ApexOptions {
  const { legend, tooltip, xaxis, plotOptions } = options;
  const donutLabels = plotOptions?.pie?.donut?.labels;
  const tooltipY = tooltip?.y;
  return {
    ...options,
    legend: { ...legend, formatter: after(legend?.formatter, html) },
    tooltip: {
      ...tooltip,
      x: { ...tooltip?.x, formatter: after(tooltip?.x?.formatter, html) },
      y: Array.isArray(tooltipY)
        ? tooltipY.map((y: OneTooltipY) => safeTooltipY(y))
        : safeTooltipY(tooltipY as OneTooltipY | undefined),
    },
    xaxis: {
      ...xaxis,
      labels: { ...xaxis?.labels, formatter: after(xaxis?.labels?.formatter, svg) },
      tooltip: { ...xaxis?.tooltip, formatter: after(xaxis?.tooltip?.formatter, html) },
    },
    ...(donutLabels
      ? {
          plotOptions: {
            ...plotOptions,
            pie: {
              ...plotOptions?.pie,
              donut: {
                ...plotOptions?.pie?.donut,
                labels: {
                  ...donutLabels,
                  name: { ...donutLabels.name, formatter: after(donutLabels.name?.formatter, svg) },
                },
              },
            },
          },
        }
      : {}),
  };
}
