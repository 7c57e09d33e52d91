import { describe, expect, it } from '@jest/globals';
import { cardRequestMailText } from './card-request-mail.js';

describe('the card request mail', () => {
  it('names the player, the number, the instructions, who asked and the card to print', () => {
    const { subject, text } = cardRequestMailText({
      requestID: 7,
      playerNumber: 9000123,
      playerName: 'Ann Lee',
      instructions: 'Tuesday game, Rusty Anchor',
      requestedBy: 'Ann Lee (9000123)',
      requestedAt: new Date('2026-11-25T04:00:00Z'),
      siteName: 'League',
      siteUrl: 'https://league.example',
    });
    expect(subject).toBe('League: player card request #7 for Ann Lee (9000123)');
    expect(text).toContain('Delivery Instructions: Tuesday game, Rusty Anchor');
    expect(text).toContain('Requested by: Ann Lee (9000123), 2026-11-25T04:00:00.000Z');
    expect(text).toContain('https://league.example/players/card/9000123');
  });
});
