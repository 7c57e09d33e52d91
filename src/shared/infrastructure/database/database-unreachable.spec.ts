import { ConnectionException, DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { describeFailure } from '../../interface/domain-error.filter.js';
import { isDatabaseUnreachable } from './database-unreachable.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a database that cannot be reached answers 503 SERVICE_UNAVAILABLE with Retry-After (issue 20)', () => {
  const unreachable: [string, unknown][] = [
    ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['connection reset', withCode('read ECONNRESET', 'ECONNRESET')],
    ['MikroORM connection exception', new ConnectionException(new Error('could not connect'))],
    [
      'MikroORM driver exception over a refused socket',
      new DriverException(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
    ],
    ['connection terminated (pg)', new Error('Connection terminated unexpectedly')],
    ['pool timeout (pg-pool)', new Error('timeout exceeded when trying to connect')],
    ['a broken client (pg)', new Error('Client has encountered a connection error and is not queryable')],
    ['starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['shutting down (57P03)', withCode('the database system is shutting down', '57P03')],
    ['admin shutdown (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['crash shutdown (57P02)', withCode('terminating connection because of crash of another server process', '57P02')],
    ['too many connections (53300)', withCode('sorry, too many clients already', '53300')],
    ['connection exception class 08 (08006)', withCode('connection failure', '08006')],
    ['wrapped as a cause', new Error('query failed', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') })],
  ];
  it.each(unreachable)('%s', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
    expect(describeFailure(error)).toEqual({
      status: 503,
      body: {
        error: "The league's database is not answering; please try again in a moment",
        code: 'SERVICE_UNAVAILABLE',
      },
      retryAfterSeconds: expect.any(Number),
    });
  });

  const faults: [string, unknown][] = [
    ['a unique violation', new UniqueConstraintViolationException(withCode('duplicate key value', '23505'))],
    ['a syntax error (42601)', withCode('syntax error at or near "selec"', '42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['nothing', undefined],
  ];
  it.each(faults)('but %s stays a 500 INTERNAL_ERROR', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
    expect(describeFailure(error)).toEqual({
      status: 500,
      body: { error: 'Something went wrong on our side; please try again', code: 'INTERNAL_ERROR' },
    });
  });
});
