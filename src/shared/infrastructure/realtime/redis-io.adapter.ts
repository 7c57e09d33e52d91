import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { ServerOptions, Server } from 'socket.io';
import type { Redis } from 'ioredis';
import { closeRedis, createRedisConnection } from '../redis/redis-connection.js';
import { redisOutage } from '../redis/redis-outage.js';
import { socketOriginAllowed } from './socket-origin.js';

/** socket.io rooms shared through Redis, so several API processes reach every screen (docs/decisions/0036-realtime.md). */
export class RedisIoAdapter extends IoAdapter {
  private adapterConstructor: ReturnType<typeof createAdapter> | undefined;
  private readonly connections: Redis[] = [];
  private readonly servers: Server[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly redisUrl: string,
    /** Keeps installs (and test runs) sharing one Redis apart. */
    private readonly channelPrefix: string,
    /** Which pages may connect (socket-origin.ts): the site's origin, and in test and demo mode the connected host's own. */
    private readonly origins: { readonly siteOrigin: string; readonly sameHostToo: boolean },
  ) {
    super(app);
  }

  /** Connects on the first gateway only, so a process without one holds no extra Redis connections. */
  private connect(): ReturnType<typeof createAdapter> {
    if (this.adapterConstructor) return this.adapterConstructor;
    const publisher = createRedisConnection(this.redisUrl, 'league-socket-pub', { waitForReconnect: true });
    const subscriber = heardSubscriptions(
      createRedisConnection(this.redisUrl, 'league-socket-sub', { waitForReconnect: true }),
      'league-socket-sub',
    );
    this.connections.push(publisher, subscriber);
    this.adapterConstructor = createAdapter(publisher, subscriber, { key: `${this.channelPrefix}:socket.io` });
    return this.adapterConstructor;
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const { siteOrigin, sameHostToo } = this.origins;
    const server = super.createIOServer(port, {
      ...(options as ServerOptions),
      // A page of another site is refused before any message (the handshake and the WebSocket upgrade both ask).
      allowRequest: (request, answer) => answer(null, socketOriginAllowed(request.headers, siteOrigin, sameHostToo)),
      // CORS only answers what allowRequest let in (websocket-only clients never use it).
      cors: { origin: true },
    }) as Server;
    server.adapter(this.connect());
    this.servers.push(server);
    return server;
  }

  /** socket.io connections open to this process now (for /metrics). */
  connectedSockets(): number {
    return this.servers.reduce((sum, server) => sum + server.engine.clientsCount, 0);
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all(this.connections.map(closeRedis));
  }
}

const SUBSCRIPTION_COMMANDS = ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'] as const;

/**
 * socket.io's Redis adapter subscribes and unsubscribes without awaiting or catching. A
 * connection closed while its (un)subscribe still waits on Redis (on the way down, with Redis
 * away) rejects them with "Connection is closed.", which would be an unhandled rejection; here
 * they go to the outage tracker like the connection's other errors. The promise returned is
 * the same one, so a caller that does await it still sees the failure.
 */
function heardSubscriptions(connection: Redis, name: string): Redis {
  for (const command of SUBSCRIPTION_COMMANDS) {
    const send = connection[command].bind(connection) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(connection, {
      [command]: (...args: unknown[]) => {
        const sent = send(...args);
        sent.catch((error: Error) => redisOutage.failed(name, error));
        return sent;
      },
    });
  }
  return connection;
}
