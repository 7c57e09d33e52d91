/** Which mail a player wants: the standings mail after a game can be turned off from its link. */
export abstract class MailPreferenceStore {
  /** Stops the standings mail; false when there is no such player. */
  abstract stopStandingsMail(playerID: number): Promise<boolean>;
}
