/**
 * Limits on the password reset, per address and per account
 * (docs/decisions/0085-security-review-login-and-reset-limits.md). Each `take` counts one and
 * answers the seconds to wait when that one is over its limit, else 0.
 */
export abstract class ResetThrottle {
  /** A reset request (POST /v1/user/resetpw) from this address. */
  abstract takeRequest(address: string): Promise<number>;
  /** A link about to be mailed to this player. Over the limit, no mail goes (the answer stays the same, so nobody learns the account exists). */
  abstract takeLink(playerID: number): Promise<number>;
  /** A set-password call (POST /v1/user/setpw) from this address, before its link is checked. */
  abstract takeSetPassword(address: string): Promise<number>;
  /** A set-password call with a good link for this player (before the new password is hashed). */
  abstract takeGoodLink(playerID: number): Promise<number>;
}
