import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server as TcpServer, type Socket } from 'node:net';
import type { INestApplicationContext } from '@nestjs/common';
import { jest } from '@jest/globals';
import { redisOutage } from '../redis/redis-outage.js';
import { RedisIoAdapter } from './redis-io.adapter.js';

/** A "Redis" that takes the connection and never answers: ioredis waits, its commands queued. */
async function silentRedis(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: TcpServer = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `redis://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('RedisIoAdapter', () => {
  // socket.io's adapter neither awaits nor catches its (un)subscribes; closing their connection
  // rejects them, and unheard that is an unhandled rejection (it failed a CI run's test).
  it('hears the subscriptions a close cuts short, so none is an unhandled rejection', async () => {
    const redis = await silentRedis();
    // Given a bare HTTP server (not an app), the adapter attaches socket.io to it.
    const http = createHttpServer();
    const failed = jest.spyOn(redisOutage, 'failed').mockImplementation(() => undefined);
    try {
      const adapter = new RedisIoAdapter(http as unknown as INestApplicationContext, redis.url, 'spec', {
        siteOrigin: 'http://127.0.0.1',
        sameHostToo: true,
      });
      const server = adapter.createIOServer(0);
      // The connections reach the silent server; closing them then flushes the queued subscribes.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await adapter.close(server);
      await redis.close();
      const heard = () =>
        failed.mock.calls.filter(
          ([source, error]) => source === 'league-socket-sub' && /Connection is closed/.test(error.message),
        ).length;
      for (let waited = 0; heard() < 2 && waited < 5_000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard()).toBeGreaterThanOrEqual(2);
    } finally {
      failed.mockRestore();
      await redis.close().catch(() => undefined);
      http.close();
      // ioredis gives a closed connection's socket 2 s to end before it destroys it (a timer that
      // would outlive the test and hold its jest worker).
      await new Promise((resolve) => setTimeout(resolve, 2_100));
    }
  });
});
