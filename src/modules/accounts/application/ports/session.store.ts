export interface StoredSession {
  sessionID: number;
  playerID: number;
  hostMode: boolean;
  createdAt: Date;
  lastSeenAt: Date;
}

/** Sessions keyed by the hash of their token; the token itself is never stored. */
export abstract class SessionStore {
  abstract create(session: { playerID: number; tokenHash: string; at: Date }): Promise<number>;
  /** The session if not revoked and used since `activeSince`. */
  abstract findActive(tokenHash: string, activeSince: Date): Promise<StoredSession | null>;
  abstract touch(sessionID: number, at: Date): Promise<void>;
  abstract setHostMode(sessionID: number, hostMode: boolean): Promise<void>;
  abstract revoke(sessionID: number, at: Date): Promise<void>;
  /** Ends the session at once, outside any transaction the caller is in: a refusal that rolls its work back still ends it. */
  abstract revokeNow(sessionID: number, at: Date): Promise<void>;
  /** Ends every live session of the player (log out everywhere, a new password, a ban); answers how many. */
  abstract revokeAllOf(playerID: number, at: Date): Promise<number>;
  /** Forgets the host agreement on every session of the player (a demotion below Host). */
  abstract clearHostModeOf(playerID: number): Promise<void>;
}
