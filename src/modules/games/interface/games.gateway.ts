import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { ModuleRef } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { whenCommitted } from '../../../shared/application/after-commit.js';
import { Clock } from '../../../shared/application/clock.js';
import {
  SessionAuthenticator,
  viewerBeforeTwoStep,
  type AuthenticatedUser,
} from '../../../shared/application/auth/authenticated-user.js';
import { SessionCache, type SessionChange } from '../../../shared/application/auth/session-cache.js';
import { FieldNotValidError } from '../../../shared/domain/validation.errors.js';
import { describeFailure, type FailureBody } from '../../../shared/interface/domain-error.filter.js';
import { GameNotifier, type DisplayPlayerMessage } from '../application/ports/game-notifier.js';
import { GetGameQuery } from '../application/queries/get-game.query.js';
import { gameViewerOf } from '../domain/game.js';
import type { ClockView } from '../domain/game-clock.js';
import { GameNotFoundError } from '../domain/games.errors.js';

export const gameRoom = (gameID: number): string => `game:${gameID}`;
/** Every socket a session has watched with is also in its session's and its player's room, to be ended with them. */
const sessionRoom = (sessionID: number): string => `session:${sessionID}`;
const playerRoom = (playerID: number): string => `player:${playerID}`;
const roomOf = (change: SessionChange): string =>
  'sessionID' in change ? sessionRoom(change.sessionID) : playerRoom(change.playerID);

/** The session a socket was opened with: `auth: { token }` in socket.io's handshake, or an `Authorization: Bearer` header. */
export function socketToken(handshake: Pick<Socket['handshake'], 'auth' | 'headers'>): string | undefined {
  const token = (handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof token === 'string' && token.trim()) return token.trim();
  const header = handshake.headers.authorization;
  return typeof header === 'string' && header.startsWith('Bearer ') && header.slice(7).trim()
    ? header.slice(7).trim()
    : undefined;
}

/**
 * socket.io rooms per game (product §7). A screen sends `watchGame` with a gameID and
 * then receives `refreshGame`, `displayPlayer` and `clock` for that game only; the Redis
 * adapter carries them between API processes. A room is joined only for a game the
 * socket's session may read (GET /v1/game/id's rule): an unlisted game needs host mode
 * (or a manager), and an unknown game is refused too, so nobody waits in the room of a
 * game not made yet. The Origin is checked when the socket connects (RedisIoAdapter).
 * Since rooms are checked when joined, a socket is ended (on every API process) when its
 * session ends, is banned or changes level (SessionCache.onForget); the site dials again
 * and joins its rooms anew under the rule (issue 32, low 5).
 */
@WebSocketGateway()
export class GamesGateway extends GameNotifier {
  @WebSocketServer()
  private server!: Server;

  constructor(
    private readonly queryBus: QueryBus,
    private readonly moduleRef: ModuleRef,
    private readonly orm: MikroORM,
    private readonly clock: Clock,
    sessions: SessionCache,
  ) {
    super();
    // After the commit, so the site's new connection is checked against the change.
    sessions.onForget((change) => whenCommitted(() => this.server?.in(roomOf(change)).disconnectSockets(true)));
  }

  @SubscribeMessage('watchGame')
  async watchGame(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: { gameID?: unknown },
  ): Promise<{ watching: number } | FailureBody> {
    const gameID = Number(body?.gameID);
    // A refusal has the HTTP answers' shape: { error, code, field }.
    if (!Number.isInteger(gameID) || gameID <= 0)
      return describeFailure(new FieldNotValidError('gameID', 'Game ID')).body;
    const watcher = await this.watcherOf(socket, gameID);
    if (!watcher) return describeFailure(new GameNotFoundError()).body;
    await socket.join(
      watcher.user
        ? [gameRoom(gameID), sessionRoom(watcher.user.sessionID), playerRoom(watcher.user.playerID)]
        : [gameRoom(gameID)],
    );
    return { watching: gameID };
  }

  @SubscribeMessage('unwatchGame')
  async unwatchGame(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: { gameID?: unknown },
  ): Promise<{ watching: null }> {
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

  /** The tournament clock (issue 23): `clock` with the server's time at sending, so each screen takes its offset from it. */
  clockChanged(clock: ClockView): void {
    whenCommitted(() =>
      this.server
        .to(gameRoom(clock.gameID))
        .emit('clock', { gameID: clock.gameID, clock, serverNow: this.clock.now().toISOString() }),
    );
  }

  /**
   * The socket's session (null: a visitor) when the game is one it may read, else null
   * (checked at each join: a session ended since is a visitor again).
   */
  private watcherOf(socket: Socket, gameID: number): Promise<{ user: AuthenticatedUser | null } | null> {
    // A socket message is no HTTP request: it gets its own ORM context, as a queue job does.
    return RequestContext.create(this.orm.em, async () => {
      const user = await this.userOf(socket);
      try {
        await this.queryBus.execute(new GetGameQuery(gameID, gameViewerOf(user)));
        return { user };
      } catch (error) {
        if (error instanceof GameNotFoundError) return null;
        throw error;
      }
    });
  }

  private async userOf(socket: Socket): Promise<AuthenticatedUser | null> {
    const token = socketToken(socket.handshake);
    if (!token) return null;
    // The players module implements the port; resolved from the app (this module does not import players).
    const user = await this.moduleRef.get(SessionAuthenticator, { strict: false }).authenticate(token);
    // Before REQUIRE_TOTP_FOR is met a session watches as a player (no unlisted rooms).
    return user ? viewerBeforeTwoStep(user) : null;
  }
}
