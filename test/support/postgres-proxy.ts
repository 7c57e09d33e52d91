import { RedisProxy } from './redis-proxy.js';

/**
 * A TCP proxy in front of the test PostgreSQL that a suite can cut and restore (the same
 * proxy as RedisProxy's): PostgreSQL "stopped" for this suite's app alone, every open
 * connection broken and new ones refused, while the shared server stays up for everyone else.
 */
export class PostgresProxy extends RedisProxy {
  /** The same database URL, through the proxy. */
  urlFor(databaseUrl: string): string {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }
}

/** The host and port of a postgresql:// URL. */
export function postgresTarget(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port || 5432) };
}
