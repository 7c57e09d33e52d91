/**
 * A player card was requested. Written to the outbox with the request, so the worker mails
 * the league's staff after commit, with retries, even when Redis or the mail server was away.
 */
export class CardRequestedEvent {
  static readonly type = 'CardRequested';

  constructor(
    readonly requestID: number,
    /** The site's address the request was made to (the mail's card link); absent: SITE_URL. */
    readonly siteUrl?: string,
  ) {}

  toPayload(): Record<string, unknown> {
    return this.siteUrl ? { requestID: this.requestID, siteUrl: this.siteUrl } : { requestID: this.requestID };
  }

  static fromPayload(payload: Record<string, unknown>): CardRequestedEvent | null {
    const { requestID, siteUrl } = payload;
    if (!(typeof requestID === 'number' && Number.isInteger(requestID) && requestID > 0)) return null;
    return new CardRequestedEvent(requestID, typeof siteUrl === 'string' && /^https?:\/\/[^\s/@"<>]+$/.test(siteUrl) ? siteUrl : undefined);
  }
}
