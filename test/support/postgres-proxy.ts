import type { Socket } from 'node:net';
import pg from 'pg';
import { TcpProxy } from './tcp-proxy.js';

/**
 * A TcpProxy in front of the test PostgreSQL that a suite can cut and restore: PostgreSQL
 * "stopped" for this suite's app alone, every open connection broken and new ones refused,
 * while the shared server stays up for everyone else.
 *
 * `shutDown` and `startUp` play a restart of the server as its clients see it, since the
 * shared server itself cannot be restarted: its open sessions get PostgreSQL's own FATAL
 * 57P01 ("terminating connection due to administrator command", sent by the server through
 * pg_terminate_backend), new connections are refused while it is down, then answered FATAL
 * 57P03 ("the database system is starting up") for a while before it takes them again.
 */
export class PostgresProxy extends TcpProxy {
  /** Connections answered 57P03 "starting up" so far. */
  startingUpAnswers = 0;

  /** The same database URL, through the proxy. */
  urlFor(databaseUrl: string): string {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  /**
   * A fast shutdown as the app sees it: no new connection is taken, the server ends every
   * session opened through the proxy with 57P01 (`adminUrl` reaches it directly), then
   * whatever is left is cut. Answers how many sessions the server ended.
   */
  async shutDown(adminUrl: string): Promise<number> {
    const listening = this.server;
    const closed = new Promise<void>((resolve) => (listening ? listening.close(() => resolve()) : resolve()));
    this.server = undefined;
    const ports = [...this.upstreams]
      .map((socket) => socket.localPort)
      .filter((port): port is number => typeof port === 'number');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const ended = await admin
      .query<{ ended: boolean }>(
        "select pg_terminate_backend(pid) as ended from pg_stat_activity where client_port = any($1::int[]) and client_addr in ('127.0.0.1', '::1') and pid <> pg_backend_pid()",
        [ports],
      )
      .then((result) => result.rows.filter((row) => row.ended).length)
      .finally(() => admin.end());
    // Let the FATAL messages through, then cut what is left (a real server's sockets close).
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await closed;
    return ended;
  }

  /** Listening again, answering every new connection 57P03 "starting up" for `startingMs`, then taking them. */
  async startUp(startingMs: number): Promise<void> {
    this.answerInstead = (client) => {
      this.startingUpAnswers += 1;
      answerStartingUp(client);
    };
    await this.start();
    await new Promise((resolve) => setTimeout(resolve, startingMs));
    this.answerInstead = undefined;
  }
}

/** What PostgreSQL answers a startup packet while it starts: an ErrorResponse, then it closes. */
function answerStartingUp(client: Socket): void {
  client.once('data', () => {
    const fields = [
      ['S', 'FATAL'],
      ['V', 'FATAL'],
      ['C', '57P03'],
      ['M', 'the database system is starting up'],
    ]
      .map(([code, text]) => `${code}${text}\0`)
      .join('');
    const body = Buffer.from(`${fields}\0`, 'utf8');
    const header = Buffer.alloc(5);
    header.write('E', 0);
    header.writeInt32BE(body.length + 4, 1);
    client.end(Buffer.concat([header, body]));
  });
}

/** The host and port of a postgresql:// URL. */
export function postgresTarget(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port || 5432) };
}
