import { emailChangedMailText, maskedEmail } from './email-changed-mail.js';

describe('the mail to the old address after an email change', () => {
  const facts = {
    playerName: 'Pat Player',
    changedByStaff: false,
    siteName: 'Free Poker League',
    siteUrl: 'https://league.example',
    contactEmail: 'info@league.example',
  };

  it('masks the new address', () => {
    expect(maskedEmail('pat.new@example.com')).toBe('p***@example.com');
    expect(maskedEmail('not-an-address')).toBe('***');
  });

  it('says what changed and whom to tell when it was not them', () => {
    const { subject, text } = emailChangedMailText({ ...facts, newEmail: 'pat.new@example.com' });
    expect(subject).toBe('Free Poker League: your email address was changed');
    expect(text).toContain('was changed to p***@example.com.');
    expect(text).toContain('please contact the league at info@league.example');
    expect(emailChangedMailText({ ...facts, newEmail: null, changedByStaff: true }).text).toContain(
      'was removed by the league staff.',
    );
  });
});
