#!/usr/bin/env node
// The public pages as a phone sees them: Lighthouse (mobile defaults, simulated throttling) on
// home, the player leaderboard and the latest game's detail (issue 31), served by the real app
// from the production build, several runs each, medians.
//
//   npx node scripts/bench-lighthouse.mjs            starts the app itself (scratch database)
//   LIGHTHOUSE_URL=http://127.0.0.1:3000 npx node scripts/bench-lighthouse.mjs   measures a running app
//   LIGHTHOUSE_RUNS=3 ...                             fewer runs (default 5)
//   LIGHTHOUSE_PAGES=/,/events/quarterly ...          other pages (default: home, leaderboard, latest game)
//   LIGHTHOUSE_REPORT=/tmp/home.json ...              also writes the last run's full report
//   WEB_DIST_DIR=/tmp/old-dist ...                    serves another build of the site (before/after)
//   LIGHTHOUSE_CADDY=1 ...                            through Caddy over HTTPS and HTTP/2, as production serves it
//                                                     (docker/Caddyfile; the app alone speaks HTTP/1.1, six
//                                                     connections, and a page's dozen styles and scripts queue)
//
// It builds only what is missing (dist/ for the server, web/dist for the site); after a
// change to the site, run `npm run build:web` first. Loopback only: nothing leaves the machine.
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startCaddyFront } from './bench/caddy-front.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './bench/chromium.mjs';
import { startDemoApp } from './bench/demo-app.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CHROME_PATH = CHROMIUM_PATH;
const CHROME_FLAGS = [
  '--headless=new',
  ...CHROMIUM_FLAGS,
  // Caddy's local certificate authority is not one the browser knows.
  ...(process.env.LIGHTHOUSE_CADDY ? ['--ignore-certificate-errors'] : []),
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** What one Lighthouse report says about the page. */
function figuresOf(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const transferred = (type) =>
    requests
      .filter((request) => request.resourceType === type)
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const failing = {};
  for (const category of CATEGORIES) {
    failing[category] = lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 1 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'notApplicable',
      )
      .map((audit) => audit.id);
  }
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, lhr.categories[category].score])),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    js: transferred('Script'),
    css: transferred('Stylesheet'),
    requests: requests.length,
    // Reads the page asked the API for: none when its HTML brought them, some when it went out stale (read again after hydrating).
    apiReads: requests.filter((request) => new URL(request.url).pathname.startsWith('/v1/')).length,
    failing,
    runtimeError: lhr.runtimeError?.message,
    // A hydration mismatch (React's error 418) makes the browser draw the whole page again: a run with one is not the page's.
    consoleErrors: (lhr.audits['errors-in-console']?.details?.items ?? []).map((item) =>
      String(item.description ?? item.url ?? '').slice(0, 160),
    ),
    version: lhr.lighthouseVersion,
  };
}

/** Runs Lighthouse could not record, tried again per page. */
const MAX_RETRIES = 2;

async function measure(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const runs = [];
  try {
    for (let run = 1, retries = 0; run <= RUNS; run++) {
      // Mobile defaults: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown.
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const figures = figuresOf(result.lhr);
      // Lighthouse's own recording fails now and then on a busy machine (NO_NAVSTART): that run again, twice at most.
      if (figures.runtimeError && retries < MAX_RETRIES) {
        retries++;
        console.log(`run ${run}: Lighthouse could not record it (${figures.runtimeError}); again`);
        run--;
        continue;
      }
      if (figures.runtimeError) throw new Error(`Lighthouse run ${run}: ${figures.runtimeError}`);
      runs.push(figures);
      if (process.env.LIGHTHOUSE_REPORT) writeFileSync(process.env.LIGHTHOUSE_REPORT, result.report);
      const score = (category) => figures.scores[category].toFixed(2);
      console.log(
        `run ${run}: performance ${score('performance')} accessibility ${score('accessibility')} best-practices ${score('best-practices')} seo ${score('seo')}` +
          ` | LCP ${(figures.lcp / 1000).toFixed(2)} s TBT ${figures.tbt.toFixed(0)} ms CLS ${figures.cls.toFixed(3)} | JS ${kB(figures.js)} + CSS ${kB(figures.css)} = ${kB(figures.js + figures.css)} | API reads ${figures.apiReads}`,
      );
      for (const error of figures.consoleErrors) console.log(`  console error: ${error}`);
    }
  } finally {
    await chrome.kill();
  }
  return runs;
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function report(url, runs) {
  const of = (pick) => median(runs.map(pick));
  console.log(`\nLighthouse ${runs[0].version} on ${url} (mobile defaults), median of ${runs.length} run(s):`);
  for (const category of CATEGORIES)
    console.log(`  ${category.padEnd(15)} ${of((run) => run.scores[category]).toFixed(2)}`);
  console.log(`  LCP             ${(of((run) => run.lcp) / 1000).toFixed(2)} s`);
  console.log(`  FCP             ${(of((run) => run.fcp) / 1000).toFixed(2)} s`);
  console.log(`  TBT             ${of((run) => run.tbt).toFixed(0)} ms`);
  console.log(`  CLS             ${of((run) => run.cls).toFixed(3)}`);
  console.log(`  JS transferred  ${kB(of((run) => run.js))}`);
  console.log(`  CSS transferred ${kB(of((run) => run.css))}`);
  console.log(`  JS + CSS        ${kB(of((run) => run.js + run.css))} (goal: at most 150 KB)`);
  for (const category of CATEGORIES) {
    const ids = [...new Set(runs.flatMap((run) => run.failing[category]))];
    if (ids.length > 0) console.log(`  below 1 in ${category}: ${ids.join(', ')}`);
  }
}

/** The latest game of the last 30 days (the Game Detail a group chat shares), through the API as a visitor asks. */
async function latestGamePath(base) {
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const answer = await fetch(`${base}/v1/game/list/0/0/0/${day(-30)}/${day(0)}`);
  const rows = answer.ok ? ((await answer.json()).rows ?? []) : [];
  const latest = rows
    .filter((row) => new Date(row.gameAt).getTime() <= Date.now())
    .sort((a, b) => new Date(b.gameAt) - new Date(a.gameAt))[0];
  return latest ? `/games/detail/${latest.gameID}` : undefined;
}

// `npm run bench` hands over its running API as BENCH_SITE_URL.
const given = process.env.LIGHTHOUSE_URL ?? process.env.BENCH_SITE_URL;
const app = given ? undefined : await startDemoApp();
const front = process.env.LIGHTHOUSE_CADDY ? await startCaddyFront(given ?? app.base) : undefined;
try {
  const base = (front?.base ?? given ?? app.base).replace(/\/$/, '');
  const pages = process.env.LIGHTHOUSE_PAGES
    ? process.env.LIGHTHOUSE_PAGES.split(',')
    : ['/', '/players/leaderboard', await latestGamePath((given ?? app.base).replace(/\/$/, ''))].filter(Boolean);
  for (const page of pages) report(`${base}${page}`, await measure(`${base}${page}`));
} finally {
  await front?.stop();
  await app?.stop();
}
// Redis and socket.io handles of the app may linger a moment; the report is printed.
process.exit(0);
