// Issue 31's server-rendered public pages, measured by `npm run bench` (BENCH_ONLY=pages for this step alone).
// Kept: GET of a page the read cache keeps (its HTML, per URL, dropped by the same writes as its
// reads), beside a bare Fastify route answering the very same bytes with the same content-type,
// in pairs of runs taking turns at going first. Goal: at least 0.5 of bare's requests/s.
// Unread query: the page with a query string it does not read (`?ref=N`), which names the kept
// page (decision 0176). Not kept: the same page with a query string no two requests share
// (`?bench=N`) and what the page reads forgotten (SitePages.forgetQueryReads), so every
// request asks for a render (its reads still come from the read cache, as a visitor's would);
// past the render queue's room a request goes out as the shell, so each answer is told apart by
// its size and the drawn pages' latency is their own. Goal: p99 under 50 ms at 32 connections on
// the demo league. After writes: the page's own address
// while a write drops its kept copy every 250 ms (the same p99 goal: a page that is not kept in
// steady use is one a write just dropped). Aside after writes: 32 addresses with a query string the
// page reads, kept aside (decision 0178), under the same writes.
import { availableParallelism } from 'node:os';
import pg from 'pg';
import { load } from './harness.mjs';

const CONNECTIONS = 32;
const KEPT_GOAL = 0.5;
const RENDERED_P99_GOAL_MS = 50;
/** How often a write drops the page in the after-writes line: four game endings a second, a busy Friday's peak and then some. */
const WRITE_EVERY_MS = 250;

const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The latest ended, listed game (the Game Detail a group chat shares). */
async function latestGame(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `select game_id as "gameID" from games where ended_at is not null and not unlisted order by game_at desc limit 1`,
    );
    return rows[0]?.gameID ?? 1;
  } finally {
    await db.end();
  }
}

/** `api` is a running API on the seeded demo league (web/dist and web/dist-server built); `startBare` starts the bare twin. */
export async function benchSitePages({ api, databaseUrl, seconds, rounds, startBare }) {
  await api.rebuildStandings();
  const gameID = await latestGame(databaseUrl);
  const pages = [
    { label: 'home', path: '/' },
    { label: 'player leaderboard', path: '/players/leaderboard' },
    { label: `game detail (${gameID})`, path: `/games/detail/${gameID}` },
    { label: 'quarterly', path: '/events/quarterly' },
  ];
  const routes = [];
  for (const page of pages) {
    // Twice: the first answer renders the page and keeps it, the second is the kept copy.
    await fetch(`${api.base}${page.path}`);
    const response = await fetch(`${api.base}${page.path}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    const html = bytes.toString('utf8');
    if (!response.ok || !html.includes('data-rendered="page"'))
      throw new Error(
        `GET ${page.path} answered ${response.status}${response.ok ? ' without a rendered page (is web/dist-server built?)' : ''}`,
      );
    page.bytes = bytes.length;
    routes.push({ path: page.path, contentType: response.headers.get('content-type'), body: bytes.toString('base64') });
  }

  // The shell (what a page goes out as when the render queue is full): its size tells a drawn page from it.
  const shell = Buffer.from(await (await fetch(`${api.base}/index.html`)).arrayBuffer()).length;
  const answerKind = (status, bytes) => (status !== 200 ? 'other' : bytes > 2 * shell ? 'page' : 'shell');

  const bare = await startBare(routes);
  try {
    for (const page of pages)
      for (const server of [api, bare]) await load({ url: `${server.base}${page.path}`, duration: 1 });
    const summary = (runs) => ({
      rps: middle(runs.map((run) => run.rps)),
      cpu: middle(runs.map((run) => run.cpuPerRequest)),
      p50: middle(runs.map((run) => run.p50)),
      p99: middle(runs.map((run) => run.p99)),
      failures: runs.reduce((sum, run) => sum + run.failures, 0),
      total: runs.reduce((sum, run) => sum + run.total, 0),
      // One run's answers by kind (the lines that vary the address are one run each).
      answers: runs[0].answers,
    });
    const results = [];
    for (const page of pages) {
      const sides = [
        { server: api, runs: [] },
        { server: bare, runs: [] },
      ];
      for (let round = 0; round < rounds; round++) {
        for (const side of round % 2 ? [...sides].reverse() : sides)
          side.runs.push(
            await side.server.costed(() => load({ url: `${side.server.base}${page.path}`, duration: seconds })),
          );
      }
      const [app, yardstick] = sides.map((side) => summary(side.runs));
      const ratio = middle(sides[0].runs.map((run, i) => run.rps / sides[1].runs[i].rps));

      // A query string the page does not read (decision 0176: a cache-buster, a chat app's own tag):
      // the kept page, answered through the site's fallback route instead of the replay before routing.
      let u = 0;
      const unreadRequests = [{ setupRequest: (request) => ({ ...request, path: `${page.path}?ref=${++u}` }) }];
      const unread = summary([
        await api.costed(() =>
          load({ url: `${api.base}${page.path}`, duration: seconds * rounds, requests: unreadRequests, answerKind }),
        ),
      ]);

      // Rendered for every request: a query string no two requests share is never kept, and with
      // what the page reads forgotten, each is drawn as a page of its own (a first render).
      await api.forgetQueryReads();
      let n = 0;
      const requests = [{ setupRequest: (request) => ({ ...request, path: `${page.path}?bench=${++n}` }) }];
      await load({ url: `${api.base}${page.path}`, duration: 1, requests });
      const rendered = summary([
        await api.costed(() =>
          load({ url: `${api.base}${page.path}`, duration: seconds * rounds, requests, answerKind }),
        ),
      ]);
      // One at a time: a first render's own time, nothing queued before it (each address new, one connection).
      // Its CPU (the API process, every thread) is the floor under the rendered line: with every request a
      // first render, 32 connections wait on average at least 32 × that CPU / the cores (Little's law).
      const alone = await api.costed(() =>
        load({
          url: `${api.base}${page.path}`,
          connections: 1,
          duration: seconds,
          requests,
          answerKind,
        }),
      );
      // After writes: the page's own address while a write drops its kept copy every WRITE_EVERY_MS
      // (what a leaderboard meets on a game night): the first visitor after each drop gets the
      // copy from before it, marked stale, while one render draws the new one.
      await load({ url: `${api.base}${page.path}`, duration: 1 });
      const tags = await api.keptTags(page.path);
      const writes = setInterval(() => void api.dropTags(tags), WRITE_EVERY_MS);
      let afterWrites;
      let asideAfterWrites;
      try {
        afterWrites = summary([
          await api.costed(() => load({ url: `${api.base}${page.path}`, duration: seconds * rounds })),
        ]);
        // Kept aside (decision 0178), under the same writes: 32 addresses with a query string the page
        // reads (`?again=N`, what the page reads forgotten), in turn, as a venue's leaderboard link or
        // page 2. As for the page itself, the first visitor of each after a drop gets its copy from
        // before, marked stale, while one render draws it again (one pass: its reads remembered).
        await new Promise((resolve) => setTimeout(resolve, 200));
        await api.forgetQueryReads();
        let m = 0;
        const again = [
          { setupRequest: (request) => ({ ...request, path: `${page.path}?again=${++m % CONNECTIONS}` }) },
        ];
        await load({ url: `${api.base}${page.path}`, duration: 1, requests: again });
        asideAfterWrites = summary([
          await api.costed(() =>
            load({ url: `${api.base}${page.path}`, duration: seconds * rounds, requests: again, answerKind }),
          ),
        ]);
      } finally {
        clearInterval(writes);
      }
      results.push({
        label: page.label,
        bytes: page.bytes,
        app,
        yardstick,
        ratio,
        unread,
        rendered,
        alone,
        afterWrites,
        asideAfterWrites,
        tags: tags.length,
      });
    }
    return { results, seconds, rounds };
  } finally {
    await bare.stop();
  }
}

export function printSitePages({ results, seconds, rounds }) {
  const cores = availableParallelism();
  const ms = (value) =>
    value === undefined || Number.isNaN(value) ? '' : value < 10 ? value.toFixed(1) : value.toFixed(0);
  const drawn = (line) => line.answers.page?.count ?? 0;
  // Of the answers to addresses never kept, the share that were drawn pages (the rest: the shell, shed by the render queue).
  const drawnShare = (line) => ((100 * drawn(line)) / Math.max(1, line.total)).toFixed(1);
  console.log(
    `\nServer-rendered pages (issue 31): kept, ${rounds} paired runs of ${seconds} s beside bare Fastify; rendered (?bench=N, never kept: a first render each), one run of ${seconds * rounds} s; after writes (its kept copy dropped every ${WRITE_EVERY_MS} ms), one run of ${seconds * rounds} s; aside after writes (${CONNECTIONS} addresses with a query string it reads, in turn, under the same writes), one run of ${seconds * rounds} s; ${CONNECTIONS} connections`,
  );
  const header = [
    'page',
    'bytes',
    'kept req/s',
    'bare req/s',
    'ratio',
    'kept p99',
    'bare p99',
    `goal >=${KEPT_GOAL}`,
    'unread query req/s',
    'unread query p99',
    'rendered req/s',
    'drawn %',
    'drawn p50',
    'drawn p99',
    'shell p99',
    `goal p99<${RENDERED_P99_GOAL_MS}`,
    'one at a time p50',
    'its CPU ms',
    `floor p50 (${CONNECTIONS}×CPU/${cores} cores)`,
    'after writes req/s',
    'after writes p99',
    `goal p99<${RENDERED_P99_GOAL_MS}`,
    'aside after writes req/s',
    'aside after writes p99',
    `goal p99<${RENDERED_P99_GOAL_MS}`,
  ];
  const lines = results.map(
    ({ label, bytes, app, yardstick, ratio, unread, rendered, alone, afterWrites, asideAfterWrites, tags }) => [
      label,
      String(bytes),
      app.rps.toFixed(0),
      yardstick.rps.toFixed(0),
      ratio.toFixed(2),
      ms(app.p99),
      ms(yardstick.p99),
      ratio >= KEPT_GOAL && !app.failures ? 'yes' : `NO${app.failures ? ` (${app.failures} failed)` : ''}`,
      unread.rps.toFixed(0),
      ms(unread.p99),
      rendered.rps.toFixed(0),
      drawnShare(rendered),
      ms(rendered.answers.page?.p50),
      ms(rendered.answers.page?.p99),
      ms(rendered.answers.shell?.p99),
      rendered.answers.page?.p99 < RENDERED_P99_GOAL_MS && !rendered.failures
        ? 'yes'
        : `NO${rendered.failures ? ` (${rendered.failures} failed)` : ''}`,
      ms(alone.answers.page?.p50),
      ms(alone.cpuPerRequest / 1000),
      ms((CONNECTIONS * alone.cpuPerRequest) / 1000 / cores),
      afterWrites.rps.toFixed(0),
      ms(afterWrites.p99),
      !tags
        ? 'NO (not kept)'
        : afterWrites.p99 < RENDERED_P99_GOAL_MS && !afterWrites.failures
          ? 'yes'
          : `NO${afterWrites.failures ? ` (${afterWrites.failures} failed)` : ''}`,
      asideAfterWrites.rps.toFixed(0),
      ms(asideAfterWrites.p99),
      // Every answer the drawn page (kept or drawn again), none the shell.
      !tags
        ? 'NO (not kept)'
        : asideAfterWrites.p99 < RENDERED_P99_GOAL_MS &&
            !asideAfterWrites.failures &&
            drawn(asideAfterWrites) === asideAfterWrites.total
          ? 'yes'
          : `NO${asideAfterWrites.failures ? ` (${asideAfterWrites.failures} failed)` : ` (${drawnShare(asideAfterWrites)} % drawn)`}`,
    ],
  );
  const widths = header.map((name, i) => Math.max(name.length, ...lines.map((line) => line[i].length)));
  const format = (cells) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  console.log(
    `\n${format(header)}\n|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const line of lines) console.log(format(line));
  console.log(
    "ratio: the kept page's requests/s over bare Fastify answering the same bytes, median of the paired runs.",
  );
  console.log(
    'drawn %: answers that were the drawn page; the rest went out as the shell (the render queue full: decision 0141). drawn p50/p99: of those answers only (visitors asking for an address being drawn share its render). one at a time: a first render with nothing queued before it (1 connection).',
  );
  console.log(
    `its CPU: the API process's CPU time (all its threads; not PostgreSQL's, Redis's or the load's) per first render, one at a time. floor: were every answer a first render, ${CONNECTIONS} connections would wait on average at least ${CONNECTIONS} × that / ${cores} cores (Little's law), so the p99 at least as long: under ${RENDERED_P99_GOAL_MS} ms needs a first render under ${((RENDERED_P99_GOAL_MS * cores) / CONNECTIONS).toFixed(1)} ms of CPU.`,
  );
}
