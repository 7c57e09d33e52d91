import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { DomainError, type DomainErrorKind } from '../domain/domain-error.js';
import { databaseOutage } from '../infrastructure/database/database-outage.js';
import { isDatabaseUnreachable } from '../infrastructure/database/database-unreachable.js';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  'not-found': HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  unprocessable: HttpStatus.UNPROCESSABLE_ENTITY,
  'rate-limited': HttpStatus.TOO_MANY_REQUESTS,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

/**
 * Stable codes for failures that are not the league's rules: the platform's own
 * refusals (no such route, a body that is not JSON or too large) and our faults.
 * Part of the error catalogue with the DomainError codes (docs/rules.md); the
 * catalogue spec keeps every code unique.
 */
export const PLATFORM_FAILURE_CODES = {
  BAD_REQUEST: HttpStatus.BAD_REQUEST,
  INVALID_JSON: HttpStatus.BAD_REQUEST,
  UNAUTHENTICATED: HttpStatus.UNAUTHORIZED,
  FORBIDDEN: HttpStatus.FORBIDDEN,
  NOT_FOUND: HttpStatus.NOT_FOUND,
  METHOD_NOT_ALLOWED: HttpStatus.METHOD_NOT_ALLOWED,
  REQUEST_TIMEOUT: HttpStatus.REQUEST_TIMEOUT,
  BODY_TOO_LARGE: HttpStatus.PAYLOAD_TOO_LARGE,
  UNSUPPORTED_MEDIA_TYPE: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  HEADERS_TOO_LARGE: 431,
  TOO_MANY_REQUESTS: HttpStatus.TOO_MANY_REQUESTS,
  INTERNAL_ERROR: HttpStatus.INTERNAL_SERVER_ERROR,
  SERVICE_UNAVAILABLE: HttpStatus.SERVICE_UNAVAILABLE,
} as const;

export type PlatformFailureCode = keyof typeof PLATFORM_FAILURE_CODES;

/** What a failure answers: the product's wording, the catalogue's code, and the input at fault when there is one. */
export interface FailureBody {
  error: string;
  code: string;
  field?: string;
}

const CODE_BY_STATUS: Partial<Record<number, PlatformFailureCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

const SERVER_FAULT = 'Something went wrong on our side; please try again';
export const DATABASE_AWAY = "The league's database is not answering; please try again in a moment";
/** What a 503 for an unreachable database asks the caller to wait: a restart or failover takes a few seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Every failure leaves as `{ error, code, field? }` with a fitting status; never a stack trace. */
@Catch()
export class DomainErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, body, retryAfterSeconds } = describeFailure(exception);
    if (retryAfterSeconds) void reply.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterSeconds))));
    if (exception instanceof DomainError) {
      if (status >= 500) this.logger.warn(exception.message);
    } else if (body.code === 'SERVICE_UNAVAILABLE') {
      // An outage, not a bug: one line per outage for the process (database-outage.ts), not one per request.
      databaseOutage.failed('a request', exception);
    } else if (status >= 500) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    void reply.status(status).send(body);
  }
}

/** The status, body and Retry-After a failure answers (exported for its spec). */
export function describeFailure(exception: unknown): { status: number; body: FailureBody; retryAfterSeconds?: number } {
  if (exception instanceof DomainError) {
    const body: FailureBody = { error: exception.message, code: exception.code };
    if (exception.field) body.field = exception.field;
    return {
      status: STATUS_BY_KIND[exception.kind],
      body,
      ...(exception.retryAfterSeconds ? { retryAfterSeconds: exception.retryAfterSeconds } : {}),
    };
  }
  // PostgreSQL away (down, restarting, failing over): ask again shortly, it is no bug of ours.
  if (isDatabaseUnreachable(exception))
    return { ...platform('SERVICE_UNAVAILABLE', DATABASE_AWAY), retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS };
  if (isMalformedBody(exception)) return platform('INVALID_JSON', 'The request body is not valid JSON');
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    if (status >= 500) return { status, body: { error: SERVER_FAULT, code: 'INTERNAL_ERROR' } };
    const response = exception.getResponse();
    const message =
      typeof response === 'string' ? response : ((response as { message?: unknown }).message ?? exception.message);
    return {
      status,
      body: {
        error: Array.isArray(message) ? String(message[0]) : String(message),
        code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST',
      },
    };
  }
  // Fastify's own refusals (body too large, bad content type) carry a 4xx statusCode.
  const statusCode = (exception as { statusCode?: unknown })?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return {
      status: statusCode,
      body: { error: (exception as Error).message, code: CODE_BY_STATUS[statusCode] ?? 'BAD_REQUEST' },
    };
  }
  return platform('INTERNAL_ERROR', SERVER_FAULT);
}

const platform = (code: PlatformFailureCode, error: string) => ({
  status: PLATFORM_FAILURE_CODES[code] as number,
  body: { error, code },
});

/** Fastify's JSON parser refusal, whether it arrives raw or wrapped by Nest. */
function isMalformedBody(exception: unknown): boolean {
  const code = (exception as { code?: unknown })?.code ?? (exception as { cause?: { code?: unknown } })?.cause?.code;
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return true;
  return (
    exception instanceof Error && /not valid JSON|Unexpected end of JSON|in JSON at position/.test(exception.message)
  );
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before any route runs (an
 * address or headers over its 16 KB limit, a malformed request) answers in the same
 * `{ error, code }` shape as everything else, not Fastify's `{ error, message, statusCode }`.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? platform('HEADERS_TOO_LARGE', 'The request address or headers are too long')
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? platform('REQUEST_TIMEOUT', 'The request took too long to arrive')
        : platform('BAD_REQUEST', 'The request is malformed');
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(text)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route runs (an address whose
 * percent-encoding does not decode, FST_ERR_BAD_URL) answers `{ error, code }` like everything
 * else, not Fastify's `{ statusCode, code, error, message }` (the answer-check of the API suites
 * found it: the OpenAPI document declares no such body). The address is not echoed.
 */
export function answerFrameworkError(
  error: Error & { statusCode?: number },
  _request: unknown,
  reply: Pick<FastifyReply, 'status' | 'send'>,
): void {
  const { status, body } =
    (error.statusCode ?? 400) < 500
      ? platform('BAD_REQUEST', 'The request address is malformed')
      : platform('INTERNAL_ERROR', SERVER_FAULT);
  void reply.status(status).send(body);
}
