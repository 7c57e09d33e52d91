export abstract class PasswordResetStore {
  abstract create(reset: { playerID: number; tokenHash: string; expiresAt: Date }): Promise<void>;
  /** True when the link is unused, unexpired and the player's (a read: nothing is marked). */
  abstract isUsable(playerID: number, tokenHash: string, at: Date): Promise<boolean>;
  /** Marks the link used and answers true only if it was unused, unexpired and the player's. */
  abstract consume(playerID: number, tokenHash: string, at: Date): Promise<boolean>;
  /** Ends every unused link of the player (a newer link was issued, or the password was set). */
  abstract voidAllOf(playerID: number, at: Date): Promise<void>;
}
