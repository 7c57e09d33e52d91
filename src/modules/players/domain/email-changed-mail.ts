/** What the old address is told when a player's email changes. */
export interface EmailChangedMailFacts {
  playerName: string;
  /** The new address, or null when the email was cleared. */
  newEmail: string | null;
  changedByStaff: boolean;
  siteName: string;
  siteUrl: string;
  contactEmail: string;
}

/** "p***@example.com": enough for the owner to recognise, not a gift to whoever reads the old mailbox. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

export function emailChangedMailText(facts: EmailChangedMailFacts): { subject: string; text: string } {
  return {
    subject: `${facts.siteName}: your email address was changed`,
    text: [
      `Hello ${facts.playerName},`,
      '',
      facts.newEmail
        ? `The email address of your ${facts.siteName} account was changed to ${maskedEmail(facts.newEmail)}${facts.changedByStaff ? ' by the league staff' : ''}.`
        : `The email address of your ${facts.siteName} account was removed${facts.changedByStaff ? ' by the league staff' : ''}.`,
      "This address will no longer receive the league's mail or password reset links.",
      '',
      `If you did not make this change, please contact the league at ${facts.contactEmail} right away.`,
      '',
      facts.siteUrl,
    ].join('\n'),
  };
}
