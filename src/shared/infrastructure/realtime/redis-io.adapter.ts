import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { ServerOptions, Server } from 'socket.io';
import type { Redis } from 'ioredis';
import { closeRedis, createRedisConnection } from '../redis/redis-connection.js';

/** socket.io rooms shared through Redis, so several API processes reach every screen (decisions.md, Realtime). */
export class RedisIoAdapter extends IoAdapter {
  private adapterConstructor: ReturnType<typeof createAdapter> | undefined;
  private readonly connections: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly redisUrl: string,
    /** Keeps installs (and test runs) sharing one Redis apart. */
    private readonly channelPrefix: string,
  ) {
    super(app);
  }

  /** Connects on the first gateway only, so a process without one holds no extra Redis connections. */
  private connect(): ReturnType<typeof createAdapter> {
    if (this.adapterConstructor) return this.adapterConstructor;
    const publisher = createRedisConnection(this.redisUrl, 'league-socket-pub', { waitForReconnect: true });
    const subscriber = createRedisConnection(this.redisUrl, 'league-socket-sub', { waitForReconnect: true });
    this.connections.push(publisher, subscriber);
    this.adapterConstructor = createAdapter(publisher, subscriber, { key: `${this.channelPrefix}:socket.io` });
    return this.adapterConstructor;
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    server.adapter(this.connect());
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all(this.connections.map(closeRedis));
  }
}
