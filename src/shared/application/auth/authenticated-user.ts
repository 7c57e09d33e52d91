import { UserType } from '../../domain/user-type.js';

/** Who is calling, as the server knows it from the session token (never from the client's word). */
export interface AuthenticatedUser {
  playerID: number;
  userType: number;
  /** Host agreement accepted on this session, or automatic from Admin up. */
  hostMode: boolean;
  sessionID: number;
  /** REQUIRE_TOTP_FOR names this user's level and their two-step sign-in is not on: staff routes refuse until it is. */
  twoStepSetupRequired?: boolean;
  /** The request's address as the app resolves it (TRUST_PROXY), set by the access guard: for the attempt limits and the security log. */
  address?: string;
}

/**
 * Who a session acts as on the routes open to it before REQUIRE_TOTP_FOR is met: a player
 * (no staff level, no host mode). Public and player-level answers are tailored by level
 * (unlisted games, other players' personal fields, staff notes, realtime rooms), so a
 * password alone must not show what the second factor guards. The setup routes (and
 * `GET /v1/user/me`, which tells the site to send the user to enrol) see the real user.
 */
export function viewerBeforeTwoStep(user: AuthenticatedUser): AuthenticatedUser {
  return user.twoStepSetupRequired
    ? { ...user, userType: Math.min(user.userType, UserType.Player), hostMode: false }
    : user;
}

/** Resolves a session token to its user; implemented by the players module. */
export abstract class SessionAuthenticator {
  abstract authenticate(token: string): Promise<AuthenticatedUser | null>;
}
