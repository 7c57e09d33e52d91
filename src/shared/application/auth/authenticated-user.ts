/** Who is calling, as the server knows it from the session token (never from the client's word). */
export interface AuthenticatedUser {
  playerID: number;
  userType: number;
  /** Host agreement accepted on this session, or automatic from Admin up. */
  hostMode: boolean;
  sessionID: number;
  /** REQUIRE_TOTP_FOR names this user's level and their two-step sign-in is not on: staff routes refuse until it is. */
  twoStepSetupRequired?: boolean;
}

/** Resolves a session token to its user; implemented by the players module. */
export abstract class SessionAuthenticator {
  abstract authenticate(token: string): Promise<AuthenticatedUser | null>;
}
