import type { SecurityNotice } from '../../domain/security-notice.event.js';

/** The security notices mailed to accounts, one per account, notice and moment. */
export abstract class SecurityNoticeMailStore {
  /** Marks this notice mailed (in the sending transaction); false when it already was (a retried job). */
  abstract claim(playerID: number, notice: SecurityNotice, at: Date): Promise<boolean>;
}
