#!/usr/bin/env node
// What one server render costs, without HTTP or queueing: the demo app (scripts/bench/demo-app.mjs)
// answers each read once, then web/dist-server's `render` is called in this process for each page,
// at a new address each time (`?bench=N`: its first draw, reads asked pass by pass) and at its own
// (drawn again: its reads remembered, one pass), reads answered from memory. Prints the median wall
// time of each; with PROFILE=<page>, writes that page's renders' CPU profile to
// var/profiles/render.cpuprofile (read it with scripts/cpuprofile-report.mjs).
// RENDER_ENTRY names another build's entry-server.js (a copy of web/dist-server from before a change).
// Usage: [PAGES=/,/players/leaderboard] [N=80] [PROFILE=/] [RENDER_ENTRY=…] node scripts/profile-render.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { pathToFileURL } from 'node:url';
import { startDemoApp } from './bench/demo-app.mjs';

const SITE_URL = 'http://localhost';
const app = await startDemoApp();
try {
  const answers = new Map();
  const readApi = async (path) => {
    let answer = answers.get(path);
    if (!answer) {
      const response = await fetch(`${app.base}${path}`);
      answer = { status: response.status, body: await response.text() };
      answers.set(path, answer);
    }
    return answer;
  };
  const renderer = await import(pathToFileURL(process.env.RENDER_ENTRY ?? 'web/dist-server/entry-server.js').href);
  await renderer.configure({
    siteName: 'Free Poker League',
    contactEmail: 'league@example.com',
    leagueTimeZone: 'America/New_York',
    siteUrl: SITE_URL,
  });
  const home = await (await fetch(`${app.base}/`)).text();
  const game = /href="(\/games\/detail\/\d+)"/.exec(home)?.[1] ?? '/games/detail/1';
  const pages = (process.env.PAGES ?? `/about/rules/general,/,/players/leaderboard,${game}`).split(',');
  const times = Number(process.env.N ?? 80);
  const draw = (url) => renderer.render({ url, siteUrl: SITE_URL, today: null, readApi });
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)].toFixed(1);
  const session = new Session();
  session.connect();
  for (const page of pages) {
    // Its lazy parts loaded and its reads fetched once, as in a process that has drawn it before.
    for (let i = 0; i < 3; i++) await draw(page);
    const profiled = process.env.PROFILE === page;
    if (profiled) {
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 100 });
      await session.post('Profiler.start');
    }
    const first = [];
    const again = [];
    let html = 0;
    for (let i = 0; i < times; i++) {
      let start = performance.now();
      const result = await draw(`${page}?bench=${i}`);
      first.push(performance.now() - start);
      html = result.html?.length ?? 0;
      start = performance.now();
      await draw(page);
      again.push(performance.now() - start);
    }
    if (profiled) {
      const { profile } = await session.post('Profiler.stop');
      mkdirSync('var/profiles', { recursive: true });
      writeFileSync('var/profiles/render.cpuprofile', JSON.stringify(profile));
    }
    console.log(
      `${page}: ${(html / 1024).toFixed(0)} KB of HTML; first draw at a new address ${median(first)} ms, drawn again ${median(again)} ms (medians of ${times})`,
    );
  }
} finally {
  await app.stop();
}
process.exit(0);
