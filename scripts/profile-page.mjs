#!/usr/bin/env node
// Where a public page's main-thread time goes on a phone (issue 31): Chromium at 375 px with its CPU
// slowed 4x, the page loaded cold (no cache, no service worker), a CPU profile over CDP from the
// navigation until a few seconds after hydration, each frame mapped back through the build's source
// maps to its own file and function. Writes a .cpuprofile that scripts/cpuprofile-report.mjs reads
// (`--blocks 50` lists the long tasks and what was on the stack), and prints the page's long tasks.
//
//   node scripts/profile-page.mjs /players/leaderboard /tmp/leaderboard.cpuprofile
//   PAGE_BASE=http://127.0.0.1:3000 ...     profiles a running app (default: starts the demo app)
//   PAGE_CPU=6 PAGE_WIDTH=1280 ...          other slowdown or width
//
// The maps are web/dist's hidden ones (never served): the profile is of that build.
import { readFileSync, existsSync, writeFileSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, coldPage } from './bench/chromium.mjs';
import { startDemoApp } from './bench/demo-app.mjs';

const [path = '/', out = '/tmp/page.cpuprofile'] = process.argv.slice(2);
const CPU = Number(process.env.PAGE_CPU ?? 4);
const WIDTH = Number(process.env.PAGE_WIDTH ?? 375);
const DIST = process.env.WEB_DIST_DIR ?? 'web/dist';

const app = process.env.PAGE_BASE ? undefined : await startDemoApp();
const base = (process.env.PAGE_BASE ?? app.base).replace(/\/$/, '');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
let profile;
let longTasks;
try {
  // One load first, so the server has the page kept (as a page in use is) and the profile is of the browser.
  await fetch(`${base}${path}`);
  const { context, page } = await coldPage(browser, WIDTH);
  await page.addInitScript(() => {
    globalThis.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        globalThis.__longTasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
  await page.waitForTimeout(3000);
  ({ profile } = await cdp.send('Profiler.stop'));
  longTasks = await page.evaluate(() => ({
    tasks: globalThis.__longTasks,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    hydrated: performance.getEntriesByName('league-hydrated')[0]?.startTime,
  }));
} finally {
  await browser.close();
  await app?.stop();
}

// Each built file's map, once.
const maps = new Map();
function mapOf(url) {
  const file = url.match(/\/(assets\/[^?#]+\.js)/)?.[1];
  if (!file) return undefined;
  if (!maps.has(file)) {
    const mapFile = `${DIST}/${file}.map`;
    maps.set(file, existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : undefined);
  }
  return maps.get(file);
}
/** The function a mapped position starts: the build renamed it, its source line still says it. */
function nameAt(map, { source, line, column }) {
  const index = map.resolvedSources.findIndex((resolved) => resolved.endsWith(source.replace(/^(\.\.\/)+/, '')));
  const text = map.sourcesContent?.[index]?.split('\n')[line - 1];
  if (!text) return undefined;
  const from = text.slice(Math.max(0, column - 40));
  return (
    from.match(/function\s*\*?\s*([\w$]+)/)?.[1] ??
    text.match(/([\w$]+)\s*[:=]\s*(?:async\s*)?(?:function\b|\([^)]*\)\s*=>|[\w$]+\s*=>)/)?.[1] ??
    text.match(/^\s*(?:async\s+)?([\w$]+)\s*\(/)?.[1]
  );
}
for (const node of profile.nodes) {
  const frame = node.callFrame;
  const map = frame.url ? mapOf(frame.url) : undefined;
  if (!map || frame.lineNumber < 0) continue;
  const original = originalPositionFor(map, { line: frame.lineNumber + 1, column: Math.max(frame.columnNumber, 0) });
  if (!original.source) continue;
  // Sources are named relative to web/; node_modules/<package>/... keeps the report's package grouping.
  frame.url = original.source.replace(/^(\.\.\/)+/, '/');
  frame.functionName = original.name ?? nameAt(map, original) ?? frame.functionName ?? '(anonymous)';
  frame.lineNumber = (original.line ?? 1) - 1;
  frame.columnNumber = original.column ?? 0;
}
writeFileSync(out, JSON.stringify(profile));

const over50 = longTasks.tasks.filter((task) => task.duration > 50);
const blocking = over50.reduce((sum, task) => sum + task.duration - 50, 0);
console.log(
  `${path} at ${WIDTH} px, ${CPU}x CPU: FCP ${Math.round(longTasks.fcp)} ms, hydrated ${Math.round(longTasks.hydrated)} ms`,
);
console.log(`long tasks (start+duration ms): ${over50.map((task) => `${task.start}+${task.duration}`).join(', ')}`);
console.log(`their time over 50 ms: ${blocking} ms`);
console.log(`profile: ${out} (node scripts/cpuprofile-report.mjs ${out} --blocks 50)`);
process.exit(0);
