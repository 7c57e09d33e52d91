import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a browser or a proxy may keep of an answer that is about one caller: nothing. */
export const NO_STORE = 'no-store';

/** Paths whose answers come from the server's code (not the site's files, which are the same for everyone). */
const DYNAMIC_PATHS = /^\/(?:v1|admin|docs|socket\.io|metrics)(?:[/?]|$)/;

/**
 * Whether a request carries a session: an `Authorization` header (the API's Bearer token),
 * a body's `auth` (the SPEC's form), a user the access guard resolved, or a cookie on a
 * server path (the jobs dashboard's session cookie; any later cookie session too).
 */
export function carriesSession(
  request: Pick<FastifyRequest, 'headers' | 'body' | 'url'> & { user?: unknown },
): boolean {
  if (request.headers.authorization !== undefined || request.user) return true;
  const auth = request.body && typeof request.body === 'object' ? (request.body as { auth?: unknown }).auth : undefined;
  if (auth !== undefined && auth !== null) return true;
  return request.headers.cookie !== undefined && DYNAMIC_PATHS.test(request.url);
}

/** Marks an answer as the viewer's own (a route with an access rule marks its answers so, session or not). */
export const markViewerOwn = (reply: Pick<FastifyReply, 'header'>): void =>
  void reply.header('Cache-Control', NO_STORE);

/**
 * Every answer to a request that carries a session, and every answer to a write (a log-in
 * answers a token to a caller who had none), goes out with `Cache-Control: no-store`,
 * whatever the route set: no browser, proxy or shared cache keeps one person's answer
 * for another (docs/decisions/0091-security-review-output-and-transport.md). Anonymous reads
 * keep their own headers (the read cache's replays, the calendar feed's max-age, the
 * site's files).
 */
export function answerSessionsUncached(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request: FastifyRequest & { user?: unknown }, reply, payload, done) => {
    const write = request.method !== 'GET' && request.method !== 'HEAD' && DYNAMIC_PATHS.test(request.url);
    if (write || carriesSession(request)) void reply.header('Cache-Control', NO_STORE);
    done(null, payload);
  });
}
