/** A player's authenticator: the sealed secret, on once confirmed, and the last step a code was accepted for. */
export interface StoredTotp {
  playerID: number;
  /** The secret as SecretCipher sealed it; never answered after the setup. */
  sealedSecret: string;
  /** null while the setup waits for its first code. */
  confirmedAt: Date | null;
}

/** The two-step sign-in tables: the secret, its recovery codes (hashed) and replay protection. */
export abstract class TwoStepStore {
  abstract find(playerID: number): Promise<StoredTotp | null>;
  /** Whether two-step sign-in is on (a confirmed secret). */
  abstract isOn(playerID: number): Promise<boolean>;
  /** Starts (or starts again) a setup: a new unconfirmed secret, no codes used yet. */
  abstract savePending(playerID: number, sealedSecret: string, at: Date): Promise<void>;
  /** Turns it on and replaces the recovery codes (hashes). */
  abstract confirm(playerID: number, at: Date, recoveryCodeHashes: readonly string[]): Promise<void>;
  /**
   * Replay protection, in one conditional update: true when `step` is later than every
   * step a code was accepted for (then it is the last one), false when it is not.
   */
  abstract claimStep(playerID: number, step: number): Promise<boolean>;
  /** Uses an unused recovery code kept as one of `codeHashes` once (one conditional update): true when it was one. */
  abstract useRecoveryCode(playerID: number, codeHashes: readonly string[], at: Date): Promise<boolean>;
  abstract recoveryCodesLeft(playerID: number): Promise<number>;
  /** Turns it off: the secret and the recovery codes go; true when there was anything. */
  abstract remove(playerID: number): Promise<boolean>;
}

export interface StoredChallenge {
  challengeID: number;
  playerID: number;
  expiresAt: Date;
  failures: number;
}

/** The log-in's second step, between the password and the code; only the hash of its token is kept. */
export abstract class LoginChallengeStore {
  abstract create(challenge: { playerID: number; tokenHash: string; expiresAt: Date; at: Date }): Promise<void>;
  abstract find(tokenHash: string): Promise<StoredChallenge | null>;
  /** Counts a wrong code and answers the count so far. */
  abstract recordFailure(challengeID: number): Promise<number>;
  /** Ends a challenge; true when this call ended it (a second use of one challenge is refused). */
  abstract end(challengeID: number): Promise<boolean>;
  /** Ends every challenge of a player, and anyone's that expired before `expiredBefore`. */
  abstract endAllOf(playerID: number, expiredBefore: Date): Promise<void>;
}
