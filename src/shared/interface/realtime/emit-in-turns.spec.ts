import { jest } from '@jest/globals';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import { emitInTurns } from './emit-in-turns.js';

describe('emitInTurns: a room told a part at a time', () => {
  let http: HttpServer;
  let server: Server;
  const clients: Socket[] = [];
  const heard = new Map<Socket, unknown[]>();

  beforeAll(async () => {
    http = createServer();
    server = new Server(http);
    server.on('connection', (socket) => {
      socket.on('watch', (ack: () => void) => void Promise.resolve(socket.join('room')).then(ack));
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const { port } = http.address() as AddressInfo;
    for (let i = 0; i < 5; i++) {
      const client = io(`http://127.0.0.1:${port}`, { transports: ['websocket'], reconnection: false });
      heard.set(client, []);
      client.on('news', (message: unknown) => heard.get(client)!.push(message));
      clients.push(client);
      await client.timeout(5000).emitWithAck('watch');
    }
  });
  afterAll(async () => {
    clients.forEach((client) => client.close());
    await server.close();
  });

  const everyoneHeard = async (count: number) => {
    for (let wait = 0; wait < 100 && [...heard.values()].some((messages) => messages.length < count); wait++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    return [...heard.values()];
  };

  it('tells every socket of the room once, in parts of perTurn with a turn of the event loop between', async () => {
    const turns: string[] = [];
    const adapter = server.sockets.adapter;
    const broadcast = adapter.broadcast.bind(adapter);
    const spy = jest.spyOn(adapter, 'broadcast').mockImplementation((packet, options) => {
      turns.push(`part of ${options.rooms.size}`);
      broadcast(packet, options);
    });
    setImmediate(() => turns.push('another task'));

    expect(await emitInTurns(server, 'room', 'news', { n: 1 }, 2)).toBe(5);
    spy.mockRestore();

    // The task queued before it ran between its parts, not after them all.
    expect(turns).toEqual(['part of 2', 'another task', 'part of 2', 'part of 1']);
    expect(await everyoneHeard(1)).toEqual(clients.map(() => [{ n: 1 }]));
  });

  it('answers 0 for a room nobody is in', async () => {
    expect(await emitInTurns(server, 'nobody', 'news', {})).toBe(0);
  });
});
