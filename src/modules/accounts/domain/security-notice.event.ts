/** What an account's email is told of (issue 32): its second step locked after wrong codes, or two-step sign-in turned on. */
export type SecurityNotice = 'second-step-locked' | 'two-step-on';
const NOTICES: readonly SecurityNotice[] = ['second-step-locked', 'two-step-on'];

/**
 * Written to the outbox where it happens; the worker mails the account's address once per
 * notice and moment (security_notice_mails), with retries.
 */
export class SecurityNoticeEvent {
  static readonly type = 'SecurityNotice';

  constructor(
    readonly playerID: number,
    readonly notice: SecurityNotice,
    /** When it happened (for a lockout: when it ends), ISO 8601. */
    readonly at: string,
    /** A lockout's length. */
    readonly seconds: number | null = null,
  ) {}

  toPayload(): Record<string, unknown> {
    return { playerID: this.playerID, notice: this.notice, at: this.at, seconds: this.seconds };
  }

  static fromPayload(payload: Record<string, unknown>): SecurityNoticeEvent | null {
    const { playerID, notice, at, seconds } = payload;
    if (
      typeof playerID !== 'number' ||
      !Number.isInteger(playerID) ||
      !NOTICES.includes(notice as SecurityNotice) ||
      typeof at !== 'string' ||
      Number.isNaN(Date.parse(at))
    )
      return null;
    return new SecurityNoticeEvent(
      playerID,
      notice as SecurityNotice,
      at,
      typeof seconds === 'number' ? seconds : null,
    );
  }
}
