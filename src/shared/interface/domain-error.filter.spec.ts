import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { NotLoggedInError } from '../domain/access.errors.js';
import { FieldRequiredError } from '../domain/validation.errors.js';
import { PassThrough } from 'node:stream';
import { answerClientError, answerFrameworkError, describeFailure } from './domain-error.filter.js';
import { IdParam, DateParam } from './path-params.js';

const failureOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return describeFailure(error);
  }
  throw new Error('no failure');
};

describe('the error filter', () => {
  it('answers a domain error with its message, code and field, at the status of its kind', () => {
    expect(describeFailure(new FieldRequiredError('title', 'Title'))).toEqual({
      status: 400,
      body: { error: 'The "Title" field is required.', code: 'FIELD_REQUIRED', field: 'title' },
    });
    expect(describeFailure(new NotLoggedInError())).toEqual({
      status: 401,
      body: { error: 'Please log in first', code: 'NOT_LOGGED_IN' },
    });
  });

  it('gives the platform failures stable codes', () => {
    expect(describeFailure(new NotFoundException('Cannot GET /v1/nothing'))).toEqual({
      status: 404,
      body: { error: 'Cannot GET /v1/nothing', code: 'NOT_FOUND' },
    });
    expect(describeFailure(new BadRequestException('Nope'))).toEqual({
      status: 400,
      body: { error: 'Nope', code: 'BAD_REQUEST' },
    });
    expect(
      describeFailure(Object.assign(new SyntaxError('Unexpected end of JSON input'), { statusCode: 400 })),
    ).toEqual({
      status: 400,
      body: { error: 'The request body is not valid JSON', code: 'INVALID_JSON' },
    });
    expect(
      describeFailure(
        Object.assign(new Error('Request body is too large'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' }),
      ),
    ).toEqual({
      status: 413,
      body: { error: 'Request body is too large', code: 'BODY_TOO_LARGE' },
    });
  });

  it('never shows our own faults, whatever they say', () => {
    const internal = {
      status: 500,
      body: { error: 'Something went wrong on our side; please try again', code: 'INTERNAL_ERROR' },
    };
    expect(describeFailure(new Error('password=hunter2 at db.ts:12'))).toEqual(internal);
    expect(describeFailure(new HttpException('upstream details', 502))).toEqual({ ...internal, status: 502 });
    expect(describeFailure('a string')).toEqual(internal);
  });

  it('names the path parameter at fault', () => {
    expect(failureOf(() => new IdParam('Venue ID').transform('abc', { type: 'param', data: 'venueID' }))).toEqual({
      status: 400,
      body: { error: 'The "Venue ID" field is not valid.', code: 'FIELD_NOT_VALID', field: 'venueID' },
    });
    expect(
      failureOf(() => new DateParam('Start').transform('2024-13-01', { type: 'param', data: 'start' })).body,
    ).toMatchObject({ code: 'FIELD_NOT_VALID', field: 'start' });
    expect(new IdParam('Venue ID').transform(undefined, { type: 'param', data: 'venueID' })).toBe(0);
  });

  it('answers what the HTTP parser refuses before any route in the same shape', () => {
    const answer = (code: string) => {
      const socket = new PassThrough().on('error', () => undefined); // destroy(error) emits it, as on a real socket
      let written = '';
      socket.write = (chunk: string) => ((written += chunk), true);
      answerClientError(Object.assign(new Error('parse error'), { code }), socket);
      const [head, body] = written.split('\r\n\r\n');
      return { statusLine: head!.split('\r\n')[0], body: JSON.parse(body!) as unknown, destroyed: socket.destroyed };
    };
    expect(answer('HPE_HEADER_OVERFLOW')).toEqual({
      statusLine: 'HTTP/1.1 431 Request Header Fields Too Large',
      body: { error: 'The request address or headers are too long', code: 'HEADERS_TOO_LARGE' },
      destroyed: true,
    });
    expect(answer('HPE_INVALID_METHOD')).toMatchObject({
      statusLine: 'HTTP/1.1 400 Bad Request',
      body: { code: 'BAD_REQUEST' },
    });
    expect(answer('ERR_HTTP_REQUEST_TIMEOUT')).toMatchObject({
      statusLine: 'HTTP/1.1 408 Request Timeout',
      body: { code: 'REQUEST_TIMEOUT' },
    });
  });

  it("answers the router's refusals (an address that does not decode) in the same shape, without echoing the address", () => {
    const sent: { status?: number; body?: unknown } = {};
    const reply = {
      status: (status: number) => ((sent.status = status), reply),
      send: (body: unknown) => ((sent.body = body), reply),
    };
    answerFrameworkError(
      Object.assign(new Error("'/v1/venue/id/%' is not a valid url component"), {
        code: 'FST_ERR_BAD_URL',
        statusCode: 400,
      }),
      {},
      reply as never,
    );
    expect(sent).toEqual({ status: 400, body: { error: 'The request address is malformed', code: 'BAD_REQUEST' } });
  });
});
