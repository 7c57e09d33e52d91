import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { whenCommitted } from '../../../shared/application/after-commit.js';
import { FieldNotValidError } from '../../../shared/domain/validation.errors.js';
import { describeFailure, type FailureBody } from '../../../shared/interface/domain-error.filter.js';
import { GameNotifier, type DisplayPlayerMessage } from '../application/ports/game-notifier.js';

export const gameRoom = (gameID: number): string => `game:${gameID}`;

/**
 * socket.io rooms per game (product §7). A screen sends `watchGame` with a gameID and
 * then receives `refreshGame` and `displayPlayer` for that game only; the Redis
 * adapter carries them between API processes.
 */
@WebSocketGateway({ cors: { origin: true } })
export class GamesGateway extends GameNotifier {
  @WebSocketServer()
  private server!: Server;

  @SubscribeMessage('watchGame')
  async watchGame(@ConnectedSocket() socket: Socket, @MessageBody() body: { gameID?: unknown }): Promise<{ watching: number } | FailureBody> {
    const gameID = Number(body?.gameID);
    // A refusal has the HTTP answers' shape: { error, code, field }.
    if (!Number.isInteger(gameID) || gameID <= 0) return describeFailure(new FieldNotValidError('gameID', 'Game ID')).body;
    await socket.join(gameRoom(gameID));
    return { watching: gameID };
  }

  @SubscribeMessage('unwatchGame')
  async unwatchGame(@ConnectedSocket() socket: Socket, @MessageBody() body: { gameID?: unknown }): Promise<{ watching: null }> {
    await socket.leave(gameRoom(Number(body?.gameID)));
    return { watching: null };
  }

  // Sent once the change is committed (an idempotent write commits after its handler): a screen that reloads at once sees it.
  refreshGame(gameID: number): void {
    whenCommitted(() => this.server.to(gameRoom(gameID)).emit('refreshGame', { gameID }));
  }

  displayPlayer(message: DisplayPlayerMessage): void {
    whenCommitted(() => this.server.to(gameRoom(message.gameID)).emit('displayPlayer', message));
  }
}
