/**
 * A player card was requested. Written to the outbox with the request, so the worker mails
 * the league's staff after commit, with retries, even when Redis or the mail server was away.
 */
export class CardRequestedEvent {
  static readonly type = 'CardRequested';

  // The mail's card link is SITE_URL's, never the address of the request (issue 32, low 6):
  // an older row's `siteUrl` is ignored.
  constructor(readonly requestID: number) {}

  toPayload(): Record<string, unknown> {
    return { requestID: this.requestID };
  }

  static fromPayload(payload: Record<string, unknown>): CardRequestedEvent | null {
    const { requestID } = payload;
    if (!(typeof requestID === 'number' && Number.isInteger(requestID) && requestID > 0)) return null;
    return new CardRequestedEvent(requestID);
  }
}
