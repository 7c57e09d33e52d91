/**
 * Wrong second-factor codes (from the app or recovery codes) counted per ACCOUNT across
 * challenges, with growing lockouts of the account's second step (issue 32,
 * docs/decisions/0131-issue-32-second-factor-and-current-password-limits.md). Only someone who knew
 * the password reaches the second step, so a per-account count cannot be used by strangers to lock
 * it. The right password does not forgive these; a right code does.
 */
export abstract class SecondStepThrottle {
  /** Seconds the account's second step stays locked, 0 when open. */
  abstract lockedFor(playerID: number): Promise<number>;
  /** Counts one wrong code; answers the lockout it starts (seconds), 0 when it starts none. */
  abstract recordFailure(playerID: number): Promise<number>;
  abstract clear(playerID: number): Promise<void>;
}

/**
 * Wrong current passwords given from a session (profile email/user name changes, turning
 * two-step sign-in off), counted per account and per address like a log-in's.
 */
export abstract class CurrentPasswordThrottle {
  /** Seconds before this account may give its current password again from this address, 0 when it may now. */
  abstract blockedFor(playerID: number, address: string): Promise<number>;
  /** Counts one wrong password; answers the block it starts (seconds), 0 when none. */
  abstract recordFailure(playerID: number, address: string): Promise<number>;
  /** A right password: the account's count is forgiven (the address's stays). */
  abstract clear(playerID: number): Promise<void>;
}
