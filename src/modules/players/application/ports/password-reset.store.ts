export abstract class PasswordResetStore {
  abstract create(reset: { playerID: number; tokenHash: string; expiresAt: Date }): Promise<void>;
  /** Marks the link used and answers true only if it was unused, unexpired and the player's. */
  abstract consume(playerID: number, tokenHash: string, at: Date): Promise<boolean>;
}
