import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  type INestApplicationContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { Reflector } from '@nestjs/core';
import type { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import { Settings } from '../../../config/settings.js';
import type { AuthenticatedUser } from '../../application/auth/authenticated-user.js';
import { SessionCache } from '../../application/auth/session-cache.js';
import { JsonText, jsonOf } from '../../application/json-text.js';
import {
  type AnswerCoding,
  type AnswerCopy,
  type CachedAnswer,
  keepingTimeOf,
  ReadCache,
} from '../../application/read-cache.js';
import { NO_STORE } from '../auth/no-store.js';
import { CACHED_READ_ROUTE, type HttpMetrics } from '../../infrastructure/metrics/league-metrics.js';
import { HealthStatus, readinessOf, type HealthReport, type ReadinessReport } from '../health-status.js';
import { ProcessReadiness } from '../process-readiness.js';
import { requestAddressOf } from '../site-address.middleware.js';

export interface CachedReadOptions {
  /**
   * What writes drop it: the module's name (e.g. 'venues'), plus any module whose tables the answer joins.
   * A tag may name one record's part of a table with a path parameter (`points:game:{gameID}`: partTag).
   */
  tags?: readonly string[];
  /** More tags when a query parameter is given (not 0): `{ playerID: ['points'] }` for a list that then reads the records. */
  tagsWhenAsked?: Readonly<Record<string, readonly string[]>>;
  /** Kept at most this long (default: the cache's safety net, a minute); an answer marked freshUntil() no longer than that. */
  maxAgeMs?: number;
  /** For an answer that is not JSON (a calendar feed): the handler answers the text itself, sent with this type. */
  contentType?: string;
  /**
   * Who shares the kept answer. 'visitor' (the default): anonymous callers only, for answers
   * that depend on who asks. 'level': also callers with a session, one kept answer per
   * access level (user type and host mode), for answers that depend on nothing about the
   * caller but their level (leaderboards, venues, posts): never for an answer about the
   * caller themselves (their profile, their records, their own games' fields).
   */
  by?: 'visitor' | 'level';
}

const CACHED_READ = Symbol('cached-read');
const JSON_TYPE = 'application/json; charset=utf-8';
const HEALTH_PATH = '/v1/health';
const READY_PATH = '/v1/health/ready';

/**
 * A public read whose answer is kept serialized and replayed by serveCachedReads() before
 * routing, until a write drops one of its tags (ReadCache.drop). For anonymous callers
 * always; for callers with a session only on routes declared `by: 'level'`, keyed by their
 * level (hosts and up are shown more fields on some), and sent with `Cache-Control: no-store`.
 */
export function CachedRead(options: CachedReadOptions = {}): MethodDecorator {
  return applyDecorators(SetMetadata(CACHED_READ, options), UseInterceptors(ReadCacheInterceptor));
}

/** A handler's `@CachedRead` options, if it has one. */
export const cachedReadOf = (handler: object): CachedReadOptions | undefined =>
  Reflect.getMetadata(CACHED_READ, handler) as CachedReadOptions | undefined;

/** A read: GET, or HEAD, which answers as GET does without the body (the same kept answer, its headers alone). */
const isRead = (method: string | undefined): boolean => method === 'GET' || method === 'HEAD';

/** Who may share a kept answer: a plain read with no session and no moved clock (X-Test-Today, where the test clock is on). */
function anonymous(request: { method?: string; headers: IncomingHttpHeaders }, settings: Settings): boolean {
  return (
    isRead(request.method) &&
    !request.headers.authorization &&
    !(settings.testClockEnabled && request.headers['x-test-today'])
  );
}

/** A read with a Bearer token and no moved clock: its token, the only session a shared answer may be replayed to. */
function bearerRead(
  request: { method?: string; headers: IncomingHttpHeaders },
  settings: Settings,
): string | undefined {
  if (!isRead(request.method) || (settings.testClockEnabled && request.headers['x-test-today'])) return undefined;
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/** The part of a kept answer's key that names a viewer's level: every field shown by level follows user type and host mode. */
export function levelKeyOf(viewer: Pick<AuthenticatedUser, 'userType' | 'hostMode'>): string {
  return `@${viewer.userType}${viewer.hostMode ? 'h' : ''} `;
}

/**
 * The key a kept answer goes by: its URL, and where links follow the request's address
 * (no SITE_URL: demo mode's links, and a rendered page's canonical address) that address too,
 * scheme and Host as the answer was built with them (requestAddressOf), so a calendar feed or
 * a page made for one address, or for https, is never replayed to another. No other header
 * goes into a kept answer.
 */
export function cacheKeyOf(
  request: { url?: string } & Pick<IncomingMessage, 'headers' | 'socket'>,
  settings: Settings,
): string {
  return settings.siteUrlFromRequest || !settings.siteUrlSet
    ? `${requestAddressOf(request, settings.trustProxy) ?? ''} ${request.url ?? ''}`
    : (request.url ?? '');
}

/** Whether a handler takes any query parameter (`@Query()`): found once per handler. */
const readsQueryOf = new WeakMap<object, boolean>();
function readsQuery(context: ExecutionContext): boolean {
  const handler = context.getHandler();
  let reads = readsQueryOf.get(handler);
  if (reads === undefined) {
    const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, context.getClass(), handler.name) ?? {}) as Record<
      string,
      unknown
    >;
    reads = Object.keys(args).some((key) => key.split(':')[0] === String(RouteParamtypes.QUERY));
    readsQueryOf.set(handler, reads);
  }
  return reads;
}

/**
 * Whether an answer is worth keeping under its URL: not when the URL carries a query string
 * its route never reads. Nobody else asks that URL (the site never adds one), so keeping it
 * would only push the answers people do ask out of the cache: a flood of `?anything=…`
 * would otherwise empty it for everyone
 * (docs/decisions/0125-answers-to-urls-with-a-query-string-the-route-does-not-read.md).
 */
const worthKeeping = (request: { url?: string }, context: ExecutionContext): boolean =>
  !request.url?.includes('?') || readsQuery(context);

/** Fills the cache: serializes the handler's answer once, keeps it with every header it goes out with, and sends those very bytes. */
@Injectable()
export class ReadCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly cache: ReadCache,
    private readonly reflector: Reflector,
    private readonly settings: Settings,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthenticatedUser }>();
    const {
      tags = [],
      tagsWhenAsked,
      maxAgeMs,
      contentType,
      by = 'visitor',
    } = this.reflector.get<CachedReadOptions>(CACHED_READ, context.getHandler());
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    let level = '';
    if (!anonymous(request, this.settings) || request.user) {
      // A session's answer is kept only where the route shares per level, for a Bearer session the guard found.
      if (by !== 'level' || !request.user || !bearerRead(request, this.settings))
        return next.handle().pipe(map((result: unknown) => sentAsIs(result, reply)));
      level = levelKeyOf(request.user);
    }
    const stamp = this.cache.stamp();
    return next.handle().pipe(
      map((result: unknown) => {
        const body = Buffer.from(contentType ? String(result) : jsonOf(result));
        void reply.type(contentType ?? JSON_TYPE);
        const keepFor = keepingTimeOf(result, maxAgeMs, Date.now());
        // The headers set so far (helmet's, the content type) are those of every such answer.
        if (keepFor !== 0 && worthKeeping(request, context))
          this.cache.keep(
            level + cacheKeyOf(request, this.settings),
            wireAnswer(reply.statusCode, reply.getHeaders(), body),
            { tags: tagsOfRoute(tags, request.params, request.query, tagsWhenAsked), stamp, maxAgeMs: keepFor },
          );
        return body;
      }),
    );
  }
}

/**
 * A route's tags with its path parameters put in (`points:game:{gameID}` -> `points:game:12`, as
 * partTag writes it; every one of a tag's; a parameter that is not a plain id leaves the whole table's tag), and the
 * tags of the query parameters asked with a value other than 0 (tagsWhenAsked).
 */
export function tagsOfRoute(
  tags: readonly string[],
  params: unknown,
  query?: unknown,
  whenAsked?: Readonly<Record<string, readonly string[]>>,
): readonly string[] {
  const asked = Object.entries(whenAsked ?? {}).flatMap(([name, more]) => {
    const value = ((query ?? {}) as Record<string, unknown>)[name];
    return value === undefined || value === '' || value === '0' ? [] : more;
  });
  if (asked.length === 0 && !tags.some((tag) => tag.includes('{'))) return tags;
  const values = (params ?? {}) as Record<string, unknown>;
  const resolved = tags.map((tag) => {
    let whole = false;
    const filled = tag.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = values[name];
      if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return String(Number(value));
      whole = true;
      return '';
    });
    return whole ? tag.split(':')[0]! : filled;
  });
  return [...new Set([...resolved, ...asked])];
}

/** An answer serialized already (JsonText) goes out as its text, typed as JSON; any other as the handler gave it. */
function sentAsIs(result: unknown, reply: FastifyReply): unknown {
  if (!(result instanceof JsonText)) return result;
  void reply.type(JSON_TYPE);
  return result.text;
}

/** Answers at least this big are compressed (here when kept, by @fastify/compress when served fresh). */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Light brotli, as for fresh answers: a kept copy is then the very bytes a fresh one would be. */
export const BROTLI_QUALITY = 4;

/** Headers that belong to one response, not to the answer: Node and the replay set them. */
const PER_RESPONSE = new Set([
  'content-length',
  'content-encoding',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'set-cookie',
  'vary',
]);

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);
const compressors: Record<AnswerCoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotliAsync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipAsync(body),
};

/**
 * Prepares every copy of an answer: plain at once, and for big ones brotli and gzip, each
 * with its full header list, made on the first replay that asks for it (then kept with the
 * answer). Compressing both at once cost a third of the CPU of the query path (issue 24's
 * profile), for answers many of which (another page, a URL asked once) are never replayed.
 * Made on libuv's threads, not the event loop: compressed in line, a rendered page's copies
 * held every other answer of the process (issue 35's profile of a Friday: 5 s of blocks).
 */
export function wireAnswer(
  status: number,
  headers: Readonly<Record<string, string | number | readonly string[] | undefined>>,
  body: Buffer,
): CachedAnswer {
  const lasting: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_RESPONSE.has(name.toLowerCase())) continue;
    for (const one of Array.isArray(value) ? value : [value]) lasting.push(name, String(one));
  }
  const vary = headers.vary === undefined ? [] : [String(headers.vary)];
  const copy = (content: Buffer, extra: string[]) => ({
    headers: [...lasting, ...extra, 'content-length', String(content.length)],
    body: content,
  });
  if (body.length < COMPRESS_THRESHOLD_BYTES)
    return { status, plain: copy(body, vary.length ? ['vary', vary[0]!] : []) };
  const varyEncoding = ['vary', [...vary, 'accept-encoding'].join(', ')];
  const plain = copy(body, varyEncoding);
  const made: Partial<Record<AnswerCoding, AnswerCopy | Promise<AnswerCopy>>> = {};
  return {
    status,
    plain,
    compressed: (coding) =>
      (made[coding] ??= compressors[coding](body).then(
        (content) => (made[coding] = copy(content, [...varyEncoding, 'content-encoding', coding])),
        // Never seen; the plain copy is still a true answer.
        () => (made[coding] = plain),
      )),
  };
}

/** The copy a caller takes: brotli, else gzip, else plain (a q=0 refuses one); a copy not made yet comes when it is. */
export function copyFor(request: IncomingMessage, answer: CachedAnswer): AnswerCopy | Promise<AnswerCopy> {
  const accepted = request.headers['accept-encoding'];
  if (!accepted || request.headers['x-no-compression'] !== undefined || !answer.compressed) return answer.plain;
  let br = false;
  let gzip = false;
  for (const part of accepted.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (params.some((param) => /^q=0(\.0*)?$/.test(param))) continue;
    const coding = name.toLowerCase();
    if (coding === 'br' || coding === '*') br = true;
    else if (coding === 'gzip' || coding === 'x-gzip') gzip = true;
  }
  return br ? answer.compressed('br') : gzip ? answer.compressed('gzip') : answer.plain;
}

const noStoreCopies = new WeakMap<AnswerCopy, readonly string[]>();

/** A copy's headers as a session's answer goes out: `Cache-Control: no-store` (docs/decisions/0091-security-review-output-and-transport.md), made once per copy. */
function noStoreHeaders(copy: AnswerCopy): readonly string[] {
  let headers = noStoreCopies.get(copy);
  if (!headers) {
    const kept: string[] = [];
    for (let index = 0; index < copy.headers.length; index += 2) {
      if (copy.headers[index]!.toLowerCase() !== 'cache-control')
        kept.push(copy.headers[index]!, copy.headers[index + 1]!);
    }
    headers = [...kept, 'cache-control', NO_STORE];
    noStoreCopies.set(copy, headers);
  }
  return headers;
}

/** How long a read waits for the same read in flight before computing its own (it is usually done in milliseconds). */
export const WAIT_FOR_READ_IN_FLIGHT_MS = 3_000;

/**
 * Replays kept answers, and /v1/health from HealthStatus, before Fastify sees the request:
 * it wraps the HTTP server's request listener, so a replay is one lookup and one write of
 * precomputed headers and bytes, with no routing, hooks (helmet, compress, Nest's own),
 * middleware, guards or ORM context. Everything else goes on to Fastify untouched. A
 * replay carries the full header set a normal answer does, captured when it was kept; for
 * health, helmet's headers (the same on every answer) are learned from the first request
 * that takes the long way (learnSecurityHeaders(), called right after helmet registers).
 * Answers nothing until use(app) hands it the app's cache.
 */
export function serveCachedReads(
  adapter: FastifyAdapter,
  http?: HttpMetrics,
): { use(app: INestApplicationContext): void; learnSecurityHeaders(): void } {
  const fastify = adapter.getInstance();
  let source:
    | {
        cache: ReadCache;
        settings: Settings;
        health: HealthStatus;
        readiness: ProcessReadiness;
        sessions: SessionCache;
      }
    | undefined;
  let securityHeaders: OutgoingHttpHeaders | undefined;
  let health: { report: HealthReport; answer: CachedAnswer } | undefined;
  let ready: { report: HealthReport; process: ReadinessReport['process']; answer: CachedAnswer } | undefined;
  const statusAnswer = (report: HealthReport): CachedAnswer =>
    wireAnswer(
      report.status === 'up' ? 200 : 503,
      { ...securityHeaders, 'content-type': JSON_TYPE },
      Buffer.from(JSON.stringify(report)),
    );

  const healthAnswer = (status: HealthStatus): CachedAnswer | undefined => {
    const report = status.current();
    if (health?.report !== report && securityHeaders) health = { report, answer: statusAnswer(report) };
    return health?.report === report ? health.answer : undefined;
  };
  // Readiness too: a load balancer's probe is answered however many requests wait in Fastify.
  const readyAnswer = (status: HealthStatus, readiness: ProcessReadiness): CachedAnswer | undefined => {
    const report = status.current();
    const process = readiness.current();
    if ((ready?.report !== report || ready.process !== process) && securityHeaders)
      ready = { report, process, answer: statusAnswer(readinessOf(report, process)) };
    return ready?.report === report && ready.process === process ? ready.answer : undefined;
  };

  const server = fastify.server;
  const fastifyListeners = server.listeners('request') as ((
    request: IncomingMessage,
    response: ServerResponse,
  ) => void)[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const started = performance.now();
    let session = false;
    let answer: CachedAnswer | undefined;
    let key: string | undefined;
    if (source && isRead(request.method)) {
      if (request.url === HEALTH_PATH || request.url === READY_PATH) {
        answer =
          request.url === HEALTH_PATH ? healthAnswer(source.health) : readyAnswer(source.health, source.readiness);
        // A session's answer is never kept (no-store.ts answerSessionsUncached), health's too.
        session = request.headers.authorization !== undefined || request.headers.cookie !== undefined;
      } else if (anonymous(request, source.settings)) key = cacheKeyOf(request, source.settings);
      else {
        // A session the access guard checked moments ago (SessionCache): its level's shared answer, if kept.
        const token = bearerRead(request, source.settings);
        const viewer = token === undefined ? undefined : source.sessions.viewerOf(token);
        if (viewer) {
          key = levelKeyOf(viewer) + cacheKeyOf(request, source.settings);
          session = true;
        }
      }
      if (key !== undefined) answer = source.cache.lookup(key);
    }
    if (!answer && key !== undefined && source) {
      // Not kept, but asked by another caller moments ago: wait for that answer to be kept (issue 35: after an
      // ending drops the standings, every open page asks at once). Else this request computes it, and the same
      // read asked meanwhile waits for it; whatever was not kept in the end, each computes its own.
      const { cache } = source;
      const computing = cache.inFlight.waitFor(key, WAIT_FOR_READ_IN_FLIGHT_MS);
      if (computing) {
        void computing.then(() => answerOrPass(cache.lookup(key)));
        return;
      }
      const computed = cache.inFlight.begin(key);
      if (computed) response.once('close', computed);
    }
    answerOrPass(answer);

    function answerOrPass(answer: CachedAnswer | undefined): void {
      if (!answer) {
        for (const listener of fastifyListeners) listener.call(server, request, response);
        return;
      }
      const copy = copyFor(request, answer);
      // Not `instanceof Promise`: zlib's promise may come from another realm (jest's module sandbox).
      if ('body' in copy) send(answer, copy);
      else void copy.then((made) => send(answer, made));
    }

    function send(answer: CachedAnswer, copy: AnswerCopy): void {
      const { body } = copy;
      const headers = session ? noStoreHeaders(copy) : copy.headers;
      response.writeHead(answer.status, headers as string[]);
      // HEAD: the same status and headers (Content-Length the GET's), no body.
      response.end(request.method === 'HEAD' ? undefined : body);
      // Counted in /metrics under a fixed route label (no routing ran to name the pattern).
      http?.observe(
        request.method!,
        request.url === HEALTH_PATH || request.url === READY_PATH ? request.url : CACHED_READ_ROUTE,
        answer.status,
        (performance.now() - started) / 1000,
      );
    }
  });
  return {
    use: (app) =>
      (source = {
        cache: app.get(ReadCache),
        settings: app.get(Settings),
        health: app.get(HealthStatus),
        readiness: app.get(ProcessReadiness),
        sessions: app.get(SessionCache),
      }),
    // Added right after helmet: the headers on the response then are helmet's alone.
    learnSecurityHeaders: () =>
      fastify.addHook('onRequest', (_request, reply, done) => {
        securityHeaders ??= reply.raw.getHeaders();
        done();
      }),
  };
}
