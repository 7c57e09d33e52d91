import type { Server } from 'socket.io';

/** Sockets written per turn of the event loop. */
export const SOCKETS_PER_TURN = 50;

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Emits `event` to this process's sockets in `room`, `perTurn` at a time, with a turn of the
 * event loop between parts. One emit to a room writes every socket in one go: a room of 2,500
 * phones held the API's loop for about 250 ms on each ending (issue 35), and the check-ins and
 * reads that arrived meanwhile waited. In turns they are served between parts. Each part's
 * packet is encoded once. Answers how many sockets were in the room when it began.
 */
export async function emitInTurns(
  server: Server,
  room: string,
  event: string,
  payload: unknown,
  perTurn = SOCKETS_PER_TURN,
): Promise<number> {
  const members = server.sockets.adapter.rooms.get(room);
  if (!members || members.size === 0) return 0;
  const socketIDs = [...members];
  for (let start = 0; start < socketIDs.length; start += perTurn) {
    if (start > 0) await nextTurn();
    // A socket's own id is a room of its own; one that left meanwhile is no longer a room and hears nothing.
    server.local.to(socketIDs.slice(start, start + perTurn)).emit(event, payload);
  }
  return socketIDs.length;
}
