import { TcpProxy } from './tcp-proxy.js';

/**
 * A TCP proxy in front of the test Redis that a suite can cut and restore: Redis "stopped"
 * for this suite's app and worker alone (the shared Redis stays up for everyone else).
 */
export class RedisProxy extends TcpProxy {
  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }
}

/** The host and port of a redis:// URL. */
export function redisTarget(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port || 6379) };
}
