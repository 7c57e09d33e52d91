import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unsubscribe link's token: `{playerID}-{HMAC of the playerID}` with the
 * server's MAIL_LINK_SECRET, so a link works without a login and cannot be made for
 * another player.
 */
export class UnsubscribeTokens {
  constructor(private readonly secret: string) {}

  tokenFor(playerID: number): string {
    return `${playerID}-${this.signature(playerID)}`;
  }

  /** The player a token was made for, or null for anything else. */
  playerOf(token: string): number | null {
    const match = /^(\d{1,10})-([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const playerID = Number(match[1]);
    const expected = Buffer.from(this.signature(playerID));
    const given = Buffer.from(match[2]!);
    return expected.length === given.length && timingSafeEqual(expected, given) ? playerID : null;
  }

  private signature(playerID: number): string {
    return createHmac('sha256', this.secret).update(`unsubscribe:${playerID}`).digest('base64url');
  }
}
