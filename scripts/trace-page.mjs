#!/usr/bin/env node
// What a phone's long tasks are made of (issue 31), where a CPU profile says only "(program)":
// Chromium at 375 px with its CPU slowed 4x loads a public page cold, records a performance trace,
// and prints each main-thread task over 50 ms with what its time went to (evaluating which script,
// parsing HTML, style, layout, garbage collection, React's scheduler), and the sum over 50 ms (the
// page's own "total blocking time", as Lighthouse counts it from FCP on).
//
//   node scripts/trace-page.mjs /players/leaderboard [OUT.json]
//   PAGE_BASE=http://127.0.0.1:3000 ...     traces a running app (default: starts the demo app)
//   PAGE_CPU=6 PAGE_WIDTH=1280 ...          other slowdown or width
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, coldPage } from './bench/chromium.mjs';
import { startDemoApp } from './bench/demo-app.mjs';

const [path = '/', out] = process.argv.slice(2);
const CPU = Number(process.env.PAGE_CPU ?? 4);
const WIDTH = Number(process.env.PAGE_WIDTH ?? 375);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  ...(process.env.TRACE_MORE ? ['disabled-by-default-v8.compile', 'disabled-by-default-v8.runtime_stats'] : []),
];

const app = process.env.PAGE_BASE ? undefined : await startDemoApp();
const base = (process.env.PAGE_BASE ?? app.base).replace(/\/$/, '');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
let trace;
try {
  await fetch(`${base}${path}`); // kept by the server, as a page in use is
  const { context, page } = await coldPage(browser, WIDTH);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
  await page.waitForTimeout(3000);
  trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
} finally {
  await browser.close();
  await app?.stop();
}
if (out) writeFileSync(out, JSON.stringify(trace));

const events = trace.traceEvents ?? trace;
// The page's renderer (the blank tab before it had another): the one that marked hydration.
const mainThread = events.find((event) => event.name === 'league-hydrated');
const onMain = events.filter(
  (event) => event.pid === mainThread.pid && event.tid === mainThread.tid && event.ph === 'X',
);
const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === mainThread.pid).ts;
const navigation = events.find(
  (event) =>
    event.name === 'navigationStart' &&
    event.pid === mainThread.pid &&
    event.args?.data?.documentLoaderURL?.endsWith(path),
).ts;
const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur > 50_000).sort((a, b) => a.ts - b.ts);

/** A short name for what a slice of a task did. */
function labelOf(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const file = (data.url ?? data.fileName ?? '').split('/').pop();
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `${event.name} ${file}`;
    case 'FunctionCall':
      return `FunctionCall ${data.functionName || ''} ${file}`.trim();
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'FireIdleCallback':
    case 'EventDispatch':
      return `${event.name} ${data.type ?? ''}`.trim();
    default:
      return event.name;
  }
}

let blocking = 0;
const totals = new Map();
for (const task of tasks) {
  const end = task.ts + task.dur;
  // Children one level down: the largest slices inside the task that are not inside another one.
  const inside = onMain
    .filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= end && event.dur > 1000)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const top = [];
  for (const event of inside) {
    const last = top.at(-1);
    if (last && event.ts < last.ts + last.dur) continue;
    top.push(event);
  }
  const parts = new Map();
  for (const event of top) parts.set(labelOf(event), (parts.get(labelOf(event)) ?? 0) + event.dur / 1000);
  for (const [label, ms] of parts) totals.set(label, (totals.get(label) ?? 0) + ms);
  if (task.ts >= fcp) blocking += task.dur / 1000 - 50;
  const list = [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([label, ms]) => `${label} ${Math.round(ms)}`)
    .join('; ');
  console.log(`${Math.round((task.ts - navigation) / 1000)}+${Math.round(task.dur / 1000)} ms: ${list}`);
}
console.log(
  `\n${path} at ${WIDTH} px, ${CPU}x: FCP ${Math.round((fcp - navigation) / 1000)} ms; over 50 ms after FCP: ${Math.round(blocking)} ms`,
);
console.log('in all long tasks:');
for (const [label, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 12))
  console.log(`  ${Math.round(ms)} ms ${label}`);
process.exit(0);
