/**
 * A player's email address changed. Written to the outbox with the change, so the worker
 * tells the OLD address after commit (with retries): someone who took over a session cannot
 * move the account's mail away unnoticed. The payload carries the old address, which the
 * players row no longer holds.
 */
export class EmailChangedEvent {
  static readonly type = 'EmailChanged';

  constructor(
    readonly playerID: number,
    readonly oldEmail: string,
    readonly newEmail: string | null,
    readonly changedByStaff: boolean,
  ) {}

  toPayload(): Record<string, unknown> {
    return {
      playerID: this.playerID,
      oldEmail: this.oldEmail,
      newEmail: this.newEmail,
      changedByStaff: this.changedByStaff,
    };
  }

  static fromPayload(payload: Record<string, unknown>): EmailChangedEvent | null {
    const { playerID, oldEmail, newEmail, changedByStaff } = payload;
    if (typeof playerID !== 'number' || !Number.isInteger(playerID) || typeof oldEmail !== 'string' || !oldEmail)
      return null;
    return new EmailChangedEvent(
      playerID,
      oldEmail,
      typeof newEmail === 'string' && newEmail ? newEmail : null,
      changedByStaff === true,
    );
  }
}
