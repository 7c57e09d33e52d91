/**
 * The user area's wording (SPEC sections 5 and 8). The server is the authority on
 * every rule; the site checks the same things first so a phone on bad Wi-Fi gets
 * an answer without a round trip.
 */
import type { FieldSpec } from '../../components/ui/form-fields';
import { failureText } from '../../lib/api-client';

export const PASSWORD_MAX_LENGTH = 32;
export const USER_NAME_MAX_LENGTH = 32;

export const MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  enterEmail: 'Please enter your email address',
  resetSent: 'Check your email for a password reset link.',
  userNameNotValid: 'Username is not valid',
  passwordsDiffer: 'Passwords do not match',
  passwordUpdated: 'Password updated',
} as const;

export const requiredMessage = (label: string): string => `The "${label}" field is required.`;
export const tooLongMessage = (label: string, max: number): string => `The "${label}" field must be no more than ${max}.`;

export function validateLogin(userName: string, password: string): string | null {
  if (!userName.trim()) return requiredMessage('User Name');
  if (userName.length > USER_NAME_MAX_LENGTH) return tooLongMessage('User Name', USER_NAME_MAX_LENGTH);
  if (!password) return requiredMessage('Password');
  if (password.length > PASSWORD_MAX_LENGTH) return tooLongMessage('Password', PASSWORD_MAX_LENGTH);
  return null;
}

/** Each field is optional, but not all three at once. */
export function validateResetPassword(email: string, firstName: string, lastName: string): string | null {
  return !email.trim() && !firstName.trim() && !lastName.trim() ? MESSAGES.enterEmail : null;
}

export function validateSetPassword(userName: string, password: string, confirmPassword: string): string | null {
  if (!userName.trim()) return MESSAGES.userNameNotValid;
  if (!password) return requiredMessage('Password');
  if (password.length > PASSWORD_MAX_LENGTH) return tooLongMessage('Password', PASSWORD_MAX_LENGTH);
  if (password !== confirmPassword) return MESSAGES.passwordsDiffer;
  return null;
}

/** '@' in a set-password link stands for a blank user name. */
export const userNameFromLink = (segment: string | undefined): string => (!segment || segment === '@' ? '' : segment);

/**
 * The server's own words for a refused request (400/401: they are written for the
 * user), otherwise "<action> (<message>)" as SPEC section 8 puts it.
 */
export const failureMessage = (action: string, error: unknown): string => failureText(action, error, [400, 401]);

/** The user-area forms' fields: labels and the server's maximum lengths. */
export const USER_FIELDS = {
  labels: {
    userName: 'User Name',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    email: 'Email',
    firstName: 'First Name',
    lastName: 'Last Name',
  },
  maxLengths: {
    userName: USER_NAME_MAX_LENGTH,
    password: PASSWORD_MAX_LENGTH,
    confirmPassword: PASSWORD_MAX_LENGTH,
    email: 64,
    firstName: 32,
    lastName: 32,
  },
} satisfies FieldSpec<Record<'userName' | 'password' | 'confirmPassword' | 'email' | 'firstName' | 'lastName', string>>;
