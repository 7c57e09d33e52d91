import type { InstantRange } from '../../../../shared/domain/period.js';

/** What an invite year's awards are computed from besides the records: its range, "now" and the league's zone. */
export interface InviteYearInput {
  readonly inviteYear: number;
  readonly range: InstantRange;
  readonly now: Date;
  readonly zone: string;
}

/** The Vegas Invites read model and the record of mail sent (the bonuses module's own tables). */
export abstract class InviteAwardStore {
  /** Holds the invite year for the rest of the transaction, so two recomputes of it run one after the other. */
  abstract lockYear(inviteYear: number): Promise<void>;
  /**
   * Replaces the year's awards (delete, then insert) with those vegasInviteAwards
   * (domain/vegas-invites.ts) gives over the year's counted point records and listed
   * hosted games, computed where the records are; answers how many awards it has.
   */
  abstract recomputeYear(input: InviteYearInput): Promise<number>;
  /**
   * Records a mail as sent, before it is sent and in the same transaction: false when it
   * was already (a duplicate sent at once waits on the key, then sees it).
   */
  abstract claimInviteMail(playerID: number, month: string, kind: string): Promise<boolean>;
  abstract claimStandingsMail(gameID: number, playerID: number): Promise<boolean>;
}
