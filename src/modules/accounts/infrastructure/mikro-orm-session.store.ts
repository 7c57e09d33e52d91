import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SessionCache } from '../../../shared/application/auth/session-cache.js';
import { SessionStore, type StoredSession } from '../application/ports/session.store.js';
import { SessionEntity } from './session.entity.js';

@Injectable()
export class MikroOrmSessionStore extends SessionStore {
  constructor(
    private readonly em: EntityManager,
    private readonly sessionCache: SessionCache,
  ) {
    super();
  }

  async create(session: { playerID: number; tokenHash: string; at: Date }): Promise<number> {
    const entity = this.em.create(SessionEntity, {
      playerID: session.playerID,
      tokenHash: session.tokenHash,
      createdAt: session.at,
      lastSeenAt: session.at,
    });
    await this.em.flush();
    return entity.sessionID;
  }

  async findActive(tokenHash: string, activeSince: Date): Promise<StoredSession | null> {
    const session = await this.em.findOne(SessionEntity, {
      tokenHash,
      revokedAt: null,
      lastSeenAt: { $gte: activeSince },
    });
    return session
      ? {
          sessionID: session.sessionID,
          playerID: session.playerID,
          hostMode: session.hostMode,
          createdAt: session.createdAt,
          lastSeenAt: session.lastSeenAt,
        }
      : null;
  }

  async touch(sessionID: number, at: Date): Promise<void> {
    await this.em.nativeUpdate(SessionEntity, { sessionID }, { lastSeenAt: at });
  }

  // Each change below also forgets the session(s) on this process's SessionCache at once.
  async setHostMode(sessionID: number, hostMode: boolean): Promise<void> {
    this.sessionCache.forgetSession(sessionID);
    await this.em.nativeUpdate(SessionEntity, { sessionID }, { hostMode });
  }

  async revoke(sessionID: number, at: Date): Promise<void> {
    this.sessionCache.forgetSession(sessionID);
    await this.em.nativeUpdate(SessionEntity, { sessionID, revokedAt: null }, { revokedAt: at });
  }

  async revokeNow(sessionID: number, at: Date): Promise<void> {
    this.sessionCache.forgetSession(sessionID);
    // A fork leaves the caller's transaction behind (MikroORM forks drop its context).
    await this.em.fork().nativeUpdate(SessionEntity, { sessionID, revokedAt: null }, { revokedAt: at });
  }

  async revokeAllOf(playerID: number, at: Date): Promise<number> {
    this.sessionCache.forgetPlayer(playerID);
    return this.em.nativeUpdate(SessionEntity, { playerID, revokedAt: null }, { revokedAt: at });
  }

  async clearHostModeOf(playerID: number): Promise<void> {
    this.sessionCache.forgetPlayer(playerID);
    await this.em.nativeUpdate(SessionEntity, { playerID, hostMode: true }, { hostMode: false });
  }
}
