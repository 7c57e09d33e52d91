/** Who is calling, as the server knows it from the session token (never from the client's word). */
export interface AuthenticatedUser {
  playerID: number;
  userType: number;
  /** Host agreement accepted on this session, or automatic from Admin up. */
  hostMode: boolean;
  sessionID: number;
}

/** Resolves a session token to its user; implemented by the players module. */
export abstract class SessionAuthenticator {
  abstract authenticate(token: string): Promise<AuthenticatedUser | null>;
}
