/** Counts failed log-ins per account and per address over a window. */
export abstract class LoginThrottle {
  /** Minutes to wait when either key is over its limit, else 0. */
  abstract blockedFor(account: string, address: string): Promise<number>;
  abstract recordFailure(account: string, address: string): Promise<void>;
  abstract clear(account: string): Promise<void>;
}
