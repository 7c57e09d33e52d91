// Issue 23's embeddable widget, measured by `npm run bench` (BENCH_ONLY=embed for this step alone):
// GET /embed/standings (a venue's top 10 this year, as HTML) and GET /embed/games (its next five
// games) at 32 connections, beside a bare Fastify route answering the very same bytes with the
// same content-type, in pairs of runs taking turns at going first (as the compared reads and the
// standings step). The goal: at least 0.7 of bare's requests/s, p99 under 20 ms. Also checks the
// widget's rows are /v1/point/totals' rows for the same scope and period. A kept JSON read
// (/v1/venue/list/0) is measured the same way in the same run, as a control.
import pg from 'pg';
import { load } from './harness.mjs';

const CONNECTIONS = 32;
const RATIO_GOAL = 0.7;
const P99_GOAL_MS = 20;

const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The venue with the most point records this league year (the largest table a widget shows). */
async function busiestVenue(databaseUrl, year) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `select g.venue_id as "venueID" from games g join points p on p.game_id = g.game_id
        where g.venue_id is not null and g.game_at >= $1 group by g.venue_id order by count(*) desc, g.venue_id limit 1`,
      [`${year}-01-01`],
    );
    return rows[0]?.venueID ?? 1;
  } finally {
    await db.end();
  }
}

/** The rows an /embed/standings page shows: "rank name points". */
function widgetRows(html) {
  const decode = (text) => text.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
  return [
    ...html.matchAll(/<tr><td class="r">(\d+)<\/td><td><a [^>]*>([^<]*)<\/a><\/td><td class="n">(\d+)<\/td>/g),
  ].map(([, ranked, name, points]) => `${ranked} ${decode(name)} ${points}`);
}

/**
 * `api` is a running API (startChild('app-server.mjs')) on the seeded demo league; `startBare`
 * starts the bare twin with the given routes. Rebuilds the standings read model first (the
 * seeding leaves that to the workers, which do not run here).
 */
export async function benchEmbed({ api, databaseUrl, seconds, rounds, startBare }) {
  await api.rebuildStandings();
  const year = new Date().getUTCFullYear();
  const venueID = await busiestVenue(databaseUrl, year);
  const widgets = [
    {
      label: `GET /embed/standings (venue ${venueID}, ${year}, 10 rows)`,
      path: '/embed/standings',
      query: `?venue=${venueID}&year=${year}&rows=10`,
    },
    { label: `GET /embed/games (venue ${venueID}, 5 games)`, path: '/embed/games', query: `?venue=${venueID}&rows=5` },
    // A control: a kept JSON answer of similar size, replayed the same way, measured in the same run.
    { label: 'control: GET /v1/venue/list/0 (kept JSON)', path: '/v1/venue/list/0', query: '' },
  ];
  const routes = [];
  for (const widget of widgets) {
    const response = await fetch(`${api.base}${widget.path}${widget.query}`);
    if (!response.ok) throw new Error(`GET ${widget.path}${widget.query} answered ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    widget.bytes = bytes.length;
    widget.html = bytes.toString('utf8');
    routes.push({
      path: widget.path,
      contentType: response.headers.get('content-type'),
      body: bytes.toString('base64'),
    });
  }
  const totals = await (await fetch(`${api.base}/v1/point/totals/${venueID}/0/${year}/All/1/10`)).json();
  const sameRows =
    JSON.stringify(widgetRows(widgets[0].html)) ===
    JSON.stringify(totals.rows.map((row) => `${row.ranked} ${row.playerName} ${row.totalPoints}`));

  const bare = await startBare(routes);
  try {
    for (const widget of widgets)
      for (const server of [api, bare]) await load({ url: `${server.base}${widget.path}${widget.query}`, duration: 1 });
    const results = [];
    for (const widget of widgets) {
      const sides = [
        { server: api, runs: [] },
        { server: bare, runs: [] },
      ];
      for (let round = 0; round < rounds; round++) {
        for (const side of round % 2 ? [...sides].reverse() : sides)
          side.runs.push(
            await side.server.costed(() =>
              load({ url: `${side.server.base}${widget.path}${widget.query}`, duration: seconds }),
            ),
          );
      }
      const median = (runs) => ({
        rps: middle(runs.map((run) => run.rps)),
        cpu: middle(runs.map((run) => run.cpuPerRequest)),
        p50: middle(runs.map((run) => run.p50)),
        p99: middle(runs.map((run) => run.p99)),
        failures: runs.reduce((sum, run) => sum + run.failures, 0),
      });
      const [app, yardstick] = sides.map((side) => median(side.runs));
      const ratio = middle(sides[0].runs.map((run, i) => run.rps / sides[1].runs[i].rps));
      results.push({ label: widget.label, bytes: widget.bytes, app, yardstick, ratio });
    }
    return { results, sameRows, rows: totals.rows.length, seconds, rounds };
  } finally {
    await bare.stop();
  }
}

export function printEmbed({ results, sameRows, rows, seconds, rounds }) {
  const ms = (value) =>
    value === undefined || Number.isNaN(value) ? '' : value < 10 ? value.toFixed(1) : value.toFixed(0);
  console.log(
    `\nEmbeddable widget (issue 23): ${rounds} paired runs of ${seconds} s, ${CONNECTIONS} connections; the standings widget shows /v1/point/totals' ${rows} rows: ${sameRows ? 'yes' : 'NO'}`,
  );
  const header = [
    'widget',
    'bytes',
    'API req/s',
    'bare req/s',
    'ratio',
    'p50 ms',
    'p99 ms',
    'bare p99',
    'API µs/req',
    'bare µs/req',
    'CPU ratio',
    'goal',
    'met',
  ];
  const lines = results.map(({ label, bytes, app, yardstick, ratio }) => [
    label,
    String(bytes),
    app.rps.toFixed(0),
    yardstick.rps.toFixed(0),
    ratio.toFixed(2),
    ms(app.p50),
    ms(app.p99),
    ms(yardstick.p99),
    app.cpu.toFixed(0),
    yardstick.cpu.toFixed(0),
    (yardstick.cpu / app.cpu).toFixed(2),
    label.startsWith('control') ? '' : `>=${RATIO_GOAL}, p99<${P99_GOAL_MS}`,
    label.startsWith('control')
      ? ''
      : ratio >= RATIO_GOAL && app.p99 < P99_GOAL_MS && !app.failures
        ? 'yes'
        : `NO${app.failures ? ` (${app.failures} failed)` : ''}`,
  ]);
  const widths = header.map((name, i) => Math.max(name.length, ...lines.map((line) => line[i].length)));
  const format = (cells) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  console.log(
    `\n${format(header)}\n|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const line of lines) console.log(format(line));
  console.log(
    "ratio: API over bare Fastify answering the same bytes, median of the paired runs (each pair shares the machine's load of its moment).",
  );
  console.log(
    'CPU ratio: bare µs/req over API µs/req (the server processes only): what the ratio comes to on a machine with nothing else to do.',
  );
}
