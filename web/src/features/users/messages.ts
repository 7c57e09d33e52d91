/**
 * The user area's wording (product §5.5 and §8.2). The server is the authority on
 * every rule; the site checks the same things first (user.fields.ts) so a phone on
 * bad Wi-Fi gets an answer without a round trip.
 */
import { failureText } from '../../lib/api-client';

export const MESSAGES = {
  resetSent: 'Check your email for a password reset link.',
  passwordUpdated: 'Password updated',
} as const;

/** '@' in a set-password link stands for a blank user name. */
export const userNameFromLink = (segment: string | undefined): string => (!segment || segment === '@' ? '' : segment);

/**
 * The server's own words for a refused request (400/401: they are written for the
 * user), otherwise "<action> (<message>)" as product §8.2 puts it.
 */
export const failureMessage = (action: string, error: unknown): string => failureText(action, error, [400, 401]);
