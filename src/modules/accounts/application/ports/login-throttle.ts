/**
 * Failed log-ins, counted per address and per account+address (never per account alone,
 * so nobody can lock an account out from somewhere else), with growing delays.
 */
export abstract class LoginThrottle {
  /** Seconds before this account may be tried from this address again, 0 when it may now. */
  abstract blockedFor(account: string, address: string): Promise<number>;
  /** Counts one failure; answers the block it starts (seconds), 0 when none. */
  abstract recordFailure(account: string, address: string): Promise<number>;
  /** A log-in succeeded: the account's failures from this address are forgiven (the address's own count stays). */
  abstract clear(account: string, address: string): Promise<void>;
}
