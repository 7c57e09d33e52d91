/**
 * The site's chart (lib/apex-chart.tsx) in the server's render (web/vite.config.ts): ApexCharts needs a window, so the
 * server draws a chart's own box empty and the browser draws the chart into it.
 */
export default function ServerChart({ height }: { readonly height?: number | string }) {
  return <div style={{ minHeight: height }} />;
}
