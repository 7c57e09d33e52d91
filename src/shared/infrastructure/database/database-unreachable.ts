import { ConnectionException } from '@mikro-orm/core';

/**
 * Whether a failure means PostgreSQL cannot be reached right now (an outage, a restart, a
 * failover), as opposed to a fault of ours: such a request is worth sending again in a
 * moment, and answers 503 with Retry-After instead of 500 (docs/decisions/0092-outages-answers-and-logs.md).
 *
 * The shapes it arrives in: MikroORM's ConnectionException, or its DriverException /
 * pg's own error carrying a Node socket code or a PostgreSQL SQLSTATE, or pg-pool's
 * plain Errors (checked by message), possibly wrapped as another error's `cause`.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && typeof current === 'object' && depth < 5;
    current = (current as { cause?: unknown }).cause, depth += 1
  ) {
    if (current instanceof ConnectionException) return true;
    const { code, sqlState } = current as { code?: unknown; sqlState?: unknown };
    if (isUnreachableCode(code) || isUnreachableCode(sqlState)) return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/** Node's socket failures: nothing answered, or the connection broke. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that mean "the server is not taking work now", not "your query is wrong":
 * class 08 (connection exception), 57P01 admin shutdown, 57P02 crash shutdown, 57P03
 * cannot connect now (starting up, shutting down, in recovery), 57P05 idle session
 * timeout, 53300 too many connections, 58030 I/O error.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '57P05', '53300', '58030']);

function isUnreachableCode(code: unknown): boolean {
  if (typeof code !== 'string') return false;
  return SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code);
}

/** pg and pg-pool's own words for a connection that is gone or never came (they carry no code). */
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)|terminating connection due to administrator command|Connection refused|connect ECONNREFUSED/i;
