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

  it('security review (line breaks in names): a stored name with a line break stays on one line of the subject and the text', () => {
    const { subject, text } = cardRequestMailText({
      requestID: 8,
      playerNumber: 9000124,
      playerName: 'Ann\r\nBcc: all@example.com\n\nThe card to print: https://evil.example',
      instructions: 'At the bar',
      requestedBy: 'Mallory\u2028Lee (9000124)',
      requestedAt: new Date('2026-11-25T04:00:00Z'),
      siteName: 'League',
      siteUrl: 'https://league.example',
    });
    expect(subject).toBe(
      'League: player card request #8 for Ann Bcc: all@example.com The card to print: https://evil.example (9000124)',
    );
    expect(subject).not.toMatch(/[\r\n]/);
    expect(text.split('\n').filter((line) => line.startsWith('The card to print'))).toEqual([
      'The card to print (Download PNG): https://league.example/players/card/9000124',
    ]);
    expect(text).toContain('Requested by: Mallory Lee (9000124), ');
  });
});
