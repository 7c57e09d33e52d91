import { Registry } from 'prom-client';
import { HttpMetrics } from '../../infrastructure/metrics/league-metrics.js';
import { routeLabel, scrapeAnswer, scrapeDecision } from './metrics-endpoint.js';

const TOKEN = 'a-token-of-sixteen-plus';

describe('who may scrape /metrics', () => {
  it('with METRICS_TOKEN: its bearer only, in every mode', () => {
    for (const mode of ['production', 'demo', 'test'] as const) {
      const settings = { mode, metricsToken: TOKEN };
      expect(scrapeDecision(settings, { authorization: `Bearer ${TOKEN}` })).toBe('allowed');
      expect(scrapeDecision(settings, {})).toBe('no-token');
      expect(scrapeDecision(settings, { authorization: 'Bearer ' })).toBe('no-token');
      expect(scrapeDecision(settings, { authorization: `Bearer ${TOKEN}x` })).toBe('no-token');
      expect(scrapeDecision(settings, { authorization: TOKEN })).toBe('no-token');
    }
  });

  it('without it: open in test and demo mode, off (a 404) in production', async () => {
    expect(scrapeDecision({ mode: 'test', metricsToken: undefined }, {})).toBe('allowed');
    expect(scrapeDecision({ mode: 'demo', metricsToken: undefined }, {})).toBe('allowed');
    expect(scrapeDecision({ mode: 'production', metricsToken: undefined }, { authorization: 'Bearer anything' })).toBe(
      'off',
    );
    const registry = new Registry();
    expect(await scrapeAnswer(registry, { mode: 'production', metricsToken: undefined }, {})).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
      headers: { 'cache-control': 'no-store' },
    });
    expect(await scrapeAnswer(registry, { mode: 'production', metricsToken: TOKEN }, {})).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHENTICATED' },
    });
  });
});

describe('the route label of a request', () => {
  const request = (url: string, pattern: string | undefined, is404 = false, method = 'GET') => ({
    method,
    url,
    is404,
    routeOptions: { url: pattern } as never,
  });

  it("is the matched route's pattern, never the address", () => {
    expect(routeLabel(request('/v1/game/id/12?x=1', '/v1/game/id/:gameID'), 200)).toBe('/v1/game/id/:gameID');
  });

  it("is one fixed label for the built site's files, whose names change with every build", () => {
    expect(routeLabel(request('/assets/index-BWFnnXO7.js', '/assets/index-BWFnnXO7.js'), 200)).toBe('static-file');
    expect(routeLabel(request('/favicon.svg', '/favicon.svg'), 200)).toBe('static-file');
    expect(routeLabel(request('/v1/game/ical/3.ics', '/v1/game/ical/:file'), 200)).toBe('/v1/game/ical/:file');
  });

  it('is a fixed label when no route matched: a page of the site, or unmatched', () => {
    expect(routeLabel(request('/players/leaderboard/2025', undefined, true), 200)).toBe('site-page');
    expect(routeLabel(request('/v1/nothing/here', undefined, true), 404)).toBe('unmatched');
    expect(routeLabel(request('/nothing', undefined, true, 'POST'), 404)).toBe('unmatched');
  });

  it('keeps unknown methods out of the labels', async () => {
    const registry = new Registry();
    new HttpMetrics(registry).observe('BREW', '/v1/health', 405, 0.001);
    expect(await registry.metrics()).toContain(
      'league_http_requests_total{method="other",route="/v1/health",status="405"} 1',
    );
  });
});
