import type { OnModuleDestroy } from '@nestjs/common';
import {
  ConnectedSocket,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayInit,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { emitInTurns } from '../../../shared/interface/realtime/emit-in-turns.js';
import { StandingsChanges, type StandingsChange } from '../application/ports/standings-changes.js';

/** The public room of the pages that show standings (any visitor: the message carries only scope ids). */
export const STANDINGS_ROOM = 'standings';

/**
 * Live standings (docs/api.md §10, docs/decisions/0110-live-standings.md): a page
 * that shows standings sends `watchStandings` and then hears `standingsChanged
 * { scopes, gameID }` each time the worker has written standings (after the job's commit
 * and the read cache's drop), and reads again. The worker has no socket server: it
 * publishes on Redis (StandingsChanges), and every API process relays to its own sockets
 * only (`server.local`), so a page hears each change once however many APIs run. A room of
 * thousands is told a part at a time (emitInTurns), one change after the other.
 */
@WebSocketGateway()
export class StandingsGateway implements OnGatewayInit, OnModuleDestroy {
  @WebSocketServer()
  private server!: Server;

  private stopListening: (() => void) | undefined;
  /** The change being told; the next waits for it, so each page hears changes in the order they came. */
  private telling: Promise<unknown> = Promise.resolve();

  constructor(private readonly changes: StandingsChanges) {}

  afterInit(): void {
    this.stopListening = this.changes.listen((change) => this.relay(change));
  }

  onModuleDestroy(): void {
    this.stopListening?.();
  }

  @SubscribeMessage('watchStandings')
  async watchStandings(@ConnectedSocket() socket: Socket): Promise<{ watching: string }> {
    await socket.join(STANDINGS_ROOM);
    return { watching: STANDINGS_ROOM };
  }

  @SubscribeMessage('unwatchStandings')
  async unwatchStandings(@ConnectedSocket() socket: Socket): Promise<{ watching: null }> {
    await socket.leave(STANDINGS_ROOM);
    return { watching: null };
  }

  private relay({ scopes, gameID, playerIDs }: StandingsChange): void {
    const message = { scopes, gameID, playerIDs };
    this.telling = this.telling
      .then(() => emitInTurns(this.server, STANDINGS_ROOM, 'standingsChanged', message))
      .catch(() => undefined);
  }
}
