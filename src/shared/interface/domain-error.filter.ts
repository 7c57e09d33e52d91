import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type DomainErrorKind } from '../domain/domain-error.js';
import type { SiteIndex } from './site/site-index.js';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  'not-found': HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  'rate-limited': HttpStatus.TOO_MANY_REQUESTS,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

/** Paths the site never owns: an unknown one there is a JSON 404, not the site. */
const SERVER_PATHS = /^\/(v1|docs|socket\.io)(\/|$)/;

/**
 * Every failure leaves as `{ error }` with a fitting status; never a stack trace.
 * An unknown GET outside the API is a client-side route: it gets the site's index.html.
 */
@Catch()
export class DomainErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly siteIndex?: SiteIndex) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    if (this.siteIndex && exception instanceof NotFoundException && request.method === 'GET' && !SERVER_PATHS.test(request.url)) {
      this.siteIndex.send(reply);
      return;
    }
    const { status, error } = this.describe(exception);
    if (exception instanceof DomainError) {
      if (status >= 500) this.logger.warn(exception.message);
    } else if (status >= 500) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    void reply.status(status).send({ error });
  }

  private describe(exception: unknown): { status: number; error: string } {
    if (exception instanceof DomainError) return { status: STATUS_BY_KIND[exception.kind], error: exception.message };
    if (isMalformedBody(exception)) return { status: HttpStatus.BAD_REQUEST, error: 'The request body is not valid JSON' };
    if (exception instanceof HttpException) {
      const response = exception.getResponse();
      const message = typeof response === 'string' ? response : ((response as { message?: unknown }).message ?? exception.message);
      return { status: exception.getStatus(), error: Array.isArray(message) ? String(message[0]) : String(message) };
    }
    // Fastify's own refusals (body too large, bad content type) carry a 4xx statusCode.
    const statusCode = (exception as { statusCode?: unknown })?.statusCode;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return { status: statusCode, error: (exception as Error).message };
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, error: 'Something went wrong on our side; please try again' };
  }
}

/** Fastify's JSON parser refusal, whether it arrives raw or wrapped by Nest. */
function isMalformedBody(exception: unknown): boolean {
  const code = (exception as { code?: unknown })?.code ?? (exception as { cause?: { code?: unknown } })?.cause?.code;
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return true;
  return exception instanceof Error && /not valid JSON|Unexpected end of JSON|in JSON at position/.test(exception.message);
}
