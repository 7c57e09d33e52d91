export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;
  abstract verify(hash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real verify, so unknown userNames cannot be told apart by timing. */
  abstract verifyNothing(password: string): Promise<void>;
}
