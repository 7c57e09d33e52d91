import { applyDecorators, type CallHandler, type ExecutionContext, type INestApplicationContext, Injectable, type NestInterceptor, SetMetadata, UseInterceptors } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import { Settings } from '../../../config/settings.js';
import { ReadCache } from '../../application/read-cache.js';

export interface CachedReadOptions {
  /** What writes drop it: the module's name (e.g. 'venues'), plus any module whose tables the answer joins. */
  tags?: readonly string[];
  /** Kept at most this long (default: the cache's safety net, a minute). */
  maxAgeMs?: number;
}

const CACHED_READ = Symbol('cached-read');
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A public read whose answer, for anonymous callers, is kept serialized and replayed by
 * serveCachedReads() before routing, until a write drops one of its tags (ReadCache.drop).
 * Callers with a session never see or fill it: hosts and up are shown more fields.
 */
export function CachedRead(options: CachedReadOptions = {}): MethodDecorator {
  return applyDecorators(SetMetadata(CACHED_READ, options), UseInterceptors(ReadCacheInterceptor));
}

/** Who may share a kept answer: a plain GET with no session and no moved clock (X-Test-Today). */
function anonymous(request: FastifyRequest, settings: Settings): boolean {
  return request.method === 'GET' && !request.headers.authorization && !(settings.testClockEnabled && request.headers['x-test-today']);
}

/** Fills the cache: serializes the handler's answer once, keeps it, and sends those very bytes. */
@Injectable()
export class ReadCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly cache: ReadCache,
    private readonly reflector: Reflector,
    private readonly settings: Settings,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: unknown }>();
    if (!anonymous(request, this.settings) || request.user) return next.handle();
    const { tags = [], maxAgeMs } = this.reflector.get<CachedReadOptions>(CACHED_READ, context.getHandler());
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const stamp = this.cache.stamp();
    return next.handle().pipe(
      map((result: unknown) => {
        const body = Buffer.from(JSON.stringify(result));
        void reply.type(JSON_TYPE);
        this.cache.keep(request.url, { status: reply.statusCode, contentType: JSON_TYPE, body }, { tags, stamp, maxAgeMs });
        return body;
      }),
    );
  }
}

/**
 * Replays kept answers before Nest's middleware, routing, guards and ORM context, so a
 * kept public read costs about what a bare route does. Hooked on the adapter before the
 * app exists (hooks run in the order they are added: add it right after the security
 * headers); answers nothing until use(app) hands it the app's cache.
 */
export function serveCachedReads(adapter: FastifyAdapter): { use(app: INestApplicationContext): void } {
  let source: { cache: ReadCache; settings: Settings } | undefined;
  adapter.getInstance().addHook('onRequest', (request, reply, done) => {
    const answer = source && anonymous(request, source.settings) ? source.cache.lookup(request.url) : undefined;
    if (!answer) return done();
    void reply.code(answer.status).type(answer.contentType).send(answer.body);
  });
  return { use: (app) => (source = { cache: app.get(ReadCache), settings: app.get(Settings) }) };
}
