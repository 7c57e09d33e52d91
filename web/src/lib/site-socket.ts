/**
 * How the site opens a socket.io connection (docs/api.md §10), for the game watcher (socket.ts)
 * and the live standings (live-standings.ts), each of which keeps one of its own.
 * - socket.io's client is loaded on first use: a page that never opens one never downloads it.
 * - WebSocket only: no long-polling fallback, so several API processes behind a load balancer
 *   need no sticky sessions (a polling session must hit one process).
 * - A connection attempt that hangs on bad Wi-Fi is given up after 5 s (socket.io waits 20 s), so
 *   the next try comes soon; retries back off to at most 5 s apart.
 * - Not connected yet (`autoConnect: false`): its owner attaches its listeners first.
 */
import type { SocketOptions } from 'socket.io-client';

/** Opens the site's connection, with the handshake's `auth` when given (a function is read again at every reconnection). */
export async function openSiteSocket<Socket>(auth?: SocketOptions['auth']): Promise<Socket> {
  const { io } = await import('socket.io-client');
  return io({
    path: '/socket.io',
    autoConnect: false,
    transports: ['websocket'],
    timeout: 5_000,
    reconnectionDelayMax: 5_000,
    ...(auth ? { auth } : {}),
  }) as unknown as Socket;
}
