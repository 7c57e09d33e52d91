import type { AuthenticatedUser } from './authenticated-user.js';

/** How long a session the access guard checked may go without a new check before a kept answer is replayed to it. */
export const SESSION_CACHE_TTL_MS = 5_000;
/** At most this many sessions remembered per process; when full, all are forgotten (the next request of each checks again). */
const MAX_SESSIONS = 10_000;

interface Remembered {
  readonly viewer: AuthenticatedUser;
  readonly until: number;
}

/** Whose rights just changed: one session, or every session of a player. */
export type SessionChange = { readonly sessionID: number } | { readonly playerID: number };

/**
 * Sessions the access guard checked against the database in the last few seconds, by
 * token, so a kept answer shared per level (`@CachedRead({ by: 'level' })`) can be replayed
 * before routing to a logged-in viewer without a session query
 * (docs/decisions/0111-shared-kept-answers-and-the-cheap-query-path.md).
 *
 * It serves ONLY that replay: the guard itself always checks the session in the database,
 * so every route with an access rule, and every answer not kept, sees a logout, a ban or a
 * demotion at once. On this process the session store forgets a session the moment it is
 * revoked or its host mode changes, and a player's sessions when their role, ban or
 * sessions change; on another process a remembered session lasts at most
 * SESSION_CACHE_TTL_MS after its last check, and then only ever gets a public answer that
 * level shares.
 *
 * Whatever else holds on to a session's rights past its check hears the same forgets
 * (onForget): the realtime gateway ends that session's sockets (issue 32, low 5).
 */
export class SessionCache {
  private readonly sessions = new Map<string, Remembered>();
  private readonly listeners: ((change: SessionChange) => void)[] = [];

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The viewer the guard last found for the token, if checked within the TTL and not forgotten since. */
  viewerOf(token: string): AuthenticatedUser | undefined {
    const remembered = this.sessions.get(token);
    if (!remembered) return undefined;
    if (remembered.until <= this.now()) {
      this.sessions.delete(token);
      return undefined;
    }
    return remembered.viewer;
  }

  /** Called by the access guard right after it checked the session in the database. */
  remember(token: string, viewer: AuthenticatedUser): void {
    if (this.sessions.size >= MAX_SESSIONS) this.sessions.clear();
    this.sessions.set(token, { viewer, until: this.now() + this.ttlMs });
  }

  /** A session ended or changed (logout, host agreement). */
  forgetSession(sessionID: number): void {
    for (const [token, { viewer }] of this.sessions) if (viewer.sessionID === sessionID) this.sessions.delete(token);
    this.tell({ sessionID });
  }

  /** Every session of a player (logout everywhere, a ban, a new role or password). */
  forgetPlayer(playerID: number): void {
    for (const [token, { viewer }] of this.sessions) if (viewer.playerID === playerID) this.sessions.delete(token);
    this.tell({ playerID });
  }

  /** Called with each session or player forgotten, on this process, as it happens (before the change commits). */
  onForget(listener: (change: SessionChange) => void): void {
    this.listeners.push(listener);
  }

  private tell(change: SessionChange): void {
    for (const listener of this.listeners) listener(change);
  }
}
