import { describe, expect, it } from '@jest/globals';
import { firstFailure, formValues } from '@/components/ui/field-form';
import { ApiError } from '../../lib/api-client';
import { failureMessage, userNameFromLink } from './messages';
import {
  LOGIN_FIELDS,
  RESET_PASSWORD_FIELDS,
  resetPasswordCheck,
  SET_PASSWORD_FIELDS,
  setPasswordCheck,
} from './user.fields';

describe('user area checks', () => {
  it('asks for an email address only when all three reset fields are empty', () => {
    const blank = formValues(RESET_PASSWORD_FIELDS);
    expect(resetPasswordCheck({ ...blank, firstName: ' ' })).toEqual({
      field: 'email',
      message: 'Please enter your email address',
    });
    expect(resetPasswordCheck({ ...blank, firstName: 'Pat' })).toBeNull();
    expect(firstFailure(RESET_PASSWORD_FIELDS, { ...blank, email: 'not-an-address' })?.message).toBe(
      'The "Email" field must contain a valid email address.',
    );
  });

  it('checks a new password', () => {
    const values = (userName: string, password: string, confirmPassword: string) => ({
      userName,
      password,
      confirmPassword,
    });
    const check = (userName: string, password: string, confirmPassword: string) =>
      (
        firstFailure(SET_PASSWORD_FIELDS, values(userName, password, confirmPassword)) ??
        setPasswordCheck(values(userName, password, confirmPassword))
      )?.message ?? null;
    expect(check('', 'a-secret', 'a-secret')).toBe('Username is not valid');
    expect(check('pat', 'a-secret', 'b-secret')).toBe('Passwords do not match');
    expect(check('pat', 'x'.repeat(129), 'x'.repeat(129))).toBe('The "Password" field must be no more than 128.');
    expect(check('pat', 'x'.repeat(64), 'x'.repeat(64))).toBeNull();
    expect(check('pat', 'short', 'short')).toBe('The "Password" field must be at least 8.');
    expect(check('pat', 'a-secret', 'a-secret')).toBeNull();
  });

  it('needs both log-in fields', () => {
    expect(firstFailure(LOGIN_FIELDS, { userName: '', password: 'x' })?.message).toBe(
      'The "User Name" field is required.',
    );
    expect(firstFailure(LOGIN_FIELDS, { userName: 'pat', password: '' })).toEqual({
      field: 'password',
      message: 'The "Password" field is required.',
    });
  });

  it("reads '@' as a blank user name", () => {
    expect(userNameFromLink('@')).toBe('');
    expect(userNameFromLink('pat')).toBe('pat');
  });

  it("shows the server's refusal as is, and wraps other failures", () => {
    expect(failureMessage('Unable to log-in', new ApiError('Invalid credentials', 401))).toBe('Invalid credentials');
    expect(failureMessage('Unable to log-in', new ApiError('Too many attempts', 429))).toBe(
      'Unable to log-in (Too many attempts)',
    );
  });
});
