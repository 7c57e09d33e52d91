import type { InviteAward } from '../../domain/vegas-invites.js';

/** The Vegas Invites read model and the record of mail sent (the bonuses module's own tables). */
export abstract class InviteAwardStore {
  /** Holds the invite year for the rest of the transaction, so two recomputes of it run one after the other. */
  abstract lockYear(inviteYear: number): Promise<void>;
  /** Replaces the year's awards with these (delete, then insert). */
  abstract replaceYear(inviteYear: number, awards: readonly InviteAward[]): Promise<void>;
  /**
   * Records a mail as sent, before it is sent and in the same transaction: false when it
   * was already (a duplicate sent at once waits on the key, then sees it).
   */
  abstract claimInviteMail(playerID: number, month: string, kind: string): Promise<boolean>;
  abstract claimStandingsMail(gameID: number, playerID: number): Promise<boolean>;
}
