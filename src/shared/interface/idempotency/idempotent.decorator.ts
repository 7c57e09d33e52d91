import { createHash } from 'node:crypto';
import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiHeader } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { AuthenticatedUser } from '../../application/auth/authenticated-user.js';
import { holdingEffectsUntilCommit } from '../../application/after-commit.js';
import { IdempotencyStore } from '../../application/idempotency-store.js';
import { IdempotencyKeyInvalidError } from '../../domain/idempotency.errors.js';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const JSON_TYPE = 'application/json; charset=utf-8';
/** 1 to 128 visible ASCII characters (a UUID is the usual choice). */
const VALID_KEY = /^[\x21-\x7e]{1,128}$/;
const LEFT_OUT_OF_FINGERPRINT = 'idempotency:leftOutOfFingerprint';

export interface IdempotentOptions {
  /**
   * Body fields (of `data`, or of a bare body) that say when rather than what, left out of
   * the fingerprint: a retry carrying another value is the same request and answers the
   * first answer (a check-in's `scannedAt`).
   */
  readonly leftOutOfFingerprint?: readonly string[];
}

/**
 * Marks a write as replay-safe: a request carrying an `Idempotency-Key` header that was
 * already answered gets the first answer again, byte for byte, with `Idempotent-Replayed:
 * true`, and changes nothing. The same key on another request is refused (422); a failed
 * request keeps nothing, so it may be retried with its key. Without the header the write
 * runs as usual.
 */
export function Idempotent(options: IdempotentOptions = {}): MethodDecorator {
  return applyDecorators(
    SetMetadata(LEFT_OUT_OF_FINGERPRINT, options.leftOutOfFingerprint ?? []),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description:
        '1-128 visible characters, new for each intended change (a UUID): a repeat with the same key answers the first answer (header Idempotent-Replayed: true) and changes nothing; kept 24 hours.',
    }),
    UseInterceptors(IdempotencyInterceptor),
  );
}

/** What a key was sent with: the same key with another method, path or body is another request. */
export function fingerprintOf(method: string, url: string, body: unknown, leftOut: readonly string[] = []): string {
  // The session may be renewed between a write and its retry: `auth` is who, not what.
  const what = withoutFields(isObject(body) && 'auth' in body ? { ...body, auth: undefined } : body, leftOut);
  return createHash('sha256')
    .update(`${method} ${url}\n${JSON.stringify(what ?? null)}`)
    .digest('hex');
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The body without the fields, in `data` and at its top (the Data decorator takes either). */
function withoutFields(body: unknown, fields: readonly string[]): unknown {
  if (fields.length === 0 || !isObject(body)) return body;
  const drop = (record: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(record).filter(([key]) => !fields.includes(key)));
  const top = drop(body);
  return isObject(top.data) ? { ...top, data: drop(top.data) } : top;
}

@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly store: IdempotencyStore,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthenticatedUser }>();
    const header = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (header === undefined) return next.handle();
    if (typeof header !== 'string' || !VALID_KEY.test(header)) throw new IdempotencyKeyInvalidError();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const leftOut =
      this.reflector.get<readonly string[] | undefined>(LEFT_OUT_OF_FINGERPRINT, context.getHandler()) ?? [];
    const idempotent = {
      callerID: request.user?.playerID ?? 0,
      key: header,
      fingerprint: fingerprintOf(request.method, request.url, request.body, leftOut),
    };

    const answered = holdingEffectsUntilCommit(() =>
      this.store.run(idempotent, async () => {
        const result = await lastValueFrom(next.handle(), { defaultValue: undefined });
        // @HttpCode has set the status by now; the body is kept as the very bytes sent.
        return { status: reply.statusCode, body: result === undefined ? '' : JSON.stringify(result) };
      }),
    );
    return from(
      answered.then(({ answer, replayed }) => {
        void reply.status(answer.status).type(JSON_TYPE);
        if (replayed) void reply.header(REPLAYED_HEADER, 'true');
        return Buffer.from(answer.body);
      }),
    );
  }
}
