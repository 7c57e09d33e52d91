import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyAdapter } from '@nestjs/platform-fastify';

/** What a request past the limit is told (the `{ error, code }` shape of every failure, the platform's 503 code). */
export const BUSY_ANSWER = {
  error: 'The site is busy; please try again in a moment',
  code: 'SERVICE_UNAVAILABLE',
} as const;
/** Seconds a shed request is asked to wait: the site's reads and write queue honour it (web/src/lib/query-client.ts, write-queue.ts). */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** Never shed: the probes that say whether the process is alive and ready, the scrape, and the site's fingerprinted files (cheap, and a page needs them whole). */
const NEVER_SHED = /^\/(v1\/health(\/|\?|$)|metrics(\?|$)|assets\/)/;

/**
 * Bounds the requests this process works on at once (MAX_IN_FLIGHT): one more is answered at
 * once 503 with Retry-After instead of queueing behind the others until every caller times out
 * (issue 34: overload degrades, it does not black out). Wraps the HTTP server's request listener
 * (Fastify's), so a shed request costs no routing, hook or Nest code; serveCachedReads wraps this
 * in turn, so kept answers and the health routes are replayed before it and never shed. A request
 * counts until its response is finished or its connection closes.
 */
export function shedExcessLoad(
  adapter: FastifyAdapter,
  maxInFlight: number,
  onShed?: (method: string) => void,
): { inFlight(): number } {
  const server = adapter.getInstance().server;
  const listeners = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  server.removeAllListeners('request');
  let inFlight = 0;
  const busyBody = Buffer.from(JSON.stringify(BUSY_ANSWER));
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (inFlight >= maxInFlight && !NEVER_SHED.test(request.url ?? '')) {
      onShed?.(request.method ?? 'GET');
      response.writeHead(503, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(busyBody.length),
        'retry-after': String(BUSY_RETRY_AFTER_SECONDS),
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      response.end(request.method === 'HEAD' ? undefined : busyBody);
      return;
    }
    inFlight++;
    let counted = true;
    const done = () => {
      if (counted) inFlight--;
      counted = false;
    };
    response.once('finish', done);
    response.once('close', done);
    for (const listener of listeners) listener.call(server, request, response);
  });
  return { inFlight: () => inFlight };
}
