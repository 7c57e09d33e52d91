import { minutesOf } from '../../players/domain/players.errors.js';
import type { SecurityNotice } from './security-notice.event.js';

export interface SecurityNoticeMailFacts {
  notice: SecurityNotice;
  playerName: string;
  /** A lockout's length in seconds. */
  seconds: number | null;
  siteName: string;
  siteUrl: string;
  contactEmail: string;
}

/** What an account's address is told: never a code, a secret or where the tries came from (the owner's log has that). */
export function securityNoticeMailText(facts: SecurityNoticeMailFacts): { subject: string; text: string } {
  const body =
    facts.notice === 'second-step-locked'
      ? {
          subject: `${facts.siteName}: wrong sign-in codes on your account`,
          lines: [
            `Someone entered your password correctly and then several wrong codes from the authenticator app, so two-step sign-in to your ${facts.siteName} account is locked for ${minutesOf(facts.seconds ?? 60)}.`,
            'If this was not you, your password is known to someone else: please change it as soon as you can (use "Forgot password" on the log-in page).',
          ],
        }
      : {
          subject: `${facts.siteName}: two-step sign-in was turned on`,
          lines: [
            `Two-step sign-in was turned on for your ${facts.siteName} account: from now on, logging in asks for a code from an authenticator app.`,
            'If this was not you, someone else has your password and their app now holds your codes: please contact the league right away.',
          ],
        };
  return {
    subject: body.subject,
    text: [
      `Hello ${facts.playerName},`,
      '',
      ...body.lines,
      '',
      `Questions: ${facts.contactEmail}`,
      '',
      facts.siteUrl,
    ].join('\n'),
  };
}
