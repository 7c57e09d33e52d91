import { CACHED_READ_ROUTE } from '../../src/shared/infrastructure/metrics/league-metrics.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const TOKEN = 'metrics-token-for-reads-in-flight';

/** GET requests answered per route label, from /metrics: routed ones under their pattern, replayed ones under CACHED_READ_ROUTE. */
async function answeredByRoute(app: TestApp): Promise<Map<string, number>> {
  const text = await (await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  const counts = new Map<string, number>();
  for (const match of text.matchAll(/^league_http_requests_total\{([^}]*)\} (\S+)$/gm)) {
    const labels = Object.fromEntries([...match[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((label) => [label[1], label[2]]));
    if (labels.method === 'GET' && labels.status === '200')
      counts.set(labels.route!, (counts.get(labels.route!) ?? 0) + Number(match[2]));
  }
  return counts;
}

/**
 * Issue 35: after an ending drops the standings, every open page asks for them again within a
 * second. The first request computes the answer; the same read asked meanwhile waits for it to be
 * kept and is answered from it, so the query path sees one request, not one per viewer.
 */
describe('reads in flight: the same read asked at once is computed once', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ roles: false, env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => app?.close());

  it('answers 30 visitors asking a leaderboard nobody kept with one computation, the others from its kept answer', async () => {
    const path = '/v1/point/totals/0/0/0/All/1/0';
    const before = await answeredByRoute(app);
    const answers = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const response = await fetch(`${app.url}${path}`);
        return { status: response.status, body: await response.text() };
      }),
    );
    expect(answers.map(({ status }) => status)).toEqual(Array(30).fill(200));
    expect(new Set(answers.map(({ body }) => body)).size).toBe(1);
    const after = await answeredByRoute(app);
    const routed = [...after]
      .filter(([route]) => route.startsWith('/v1/point/totals'))
      .reduce((sum, [route, count]) => sum + count - (before.get(route) ?? 0), 0);
    const replayed = (after.get(CACHED_READ_ROUTE) ?? 0) - (before.get(CACHED_READ_ROUTE) ?? 0);
    expect({ routed, replayed }).toEqual({ routed: 1, replayed: 29 });
  });

  it('lets each compute its own when the answer is not kept (a read the route keeps no answer of)', async () => {
    // A query string the route never reads: never kept (worthKeeping), so the waiting requests are routed after all.
    const answers = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => (await fetch(`${app.url}/v1/venue/list/0?visit=${i % 2}`)).status),
    );
    expect(answers).toEqual(Array(5).fill(200));
  });
});
