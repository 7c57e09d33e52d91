import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unsubscribe link's token: `{playerID}-{HMAC of the playerID}` with the
 * server's MAIL_LINK_SECRET, so a link works without a login and cannot be made for
 * another player. While MAIL_LINK_SECRET is being rotated, a token signed with its previous
 * value (MAIL_LINK_SECRET_PREVIOUS) is still taken: the links in mail already sent keep working.
 */
export class UnsubscribeTokens {
  constructor(
    private readonly secret: string,
    private readonly previousSecret?: string,
  ) {}

  tokenFor(playerID: number): string {
    return `${playerID}-${this.signature(playerID)}`;
  }

  /** The player a token was made for, or null for anything else. */
  playerOf(token: string): number | null {
    const match = /^(\d{1,10})-([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const playerID = Number(match[1]);
    const given = Buffer.from(match[2]!);
    const signedWith = (secret: string) => {
      const expected = Buffer.from(this.signature(playerID, secret));
      return expected.length === given.length && timingSafeEqual(expected, given);
    };
    return signedWith(this.secret) || (this.previousSecret !== undefined && signedWith(this.previousSecret))
      ? playerID
      : null;
  }

  private signature(playerID: number, secret: string = this.secret): string {
    return createHmac('sha256', secret).update(`unsubscribe:${playerID}`).digest('base64url');
  }
}
