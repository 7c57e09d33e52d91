import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../lib/api-client';
import { failureMessage, userNameFromLink, validateLogin, validateResetPassword, validateSetPassword } from './messages';

describe('user area checks', () => {
  it('asks for an email address only when all three reset fields are empty', () => {
    expect(validateResetPassword('', ' ', '')).toBe('Please enter your email address');
    expect(validateResetPassword('', 'Pat', '')).toBeNull();
  });

  it('checks a new password', () => {
    expect(validateSetPassword('', 'a', 'a')).toBe('Username is not valid');
    expect(validateSetPassword('pat', 'a', 'b')).toBe('Passwords do not match');
    expect(validateSetPassword('pat', 'x'.repeat(33), 'x'.repeat(33))).toBe('The "Password" field must be no more than 32.');
    expect(validateSetPassword('pat', 'secret', 'secret')).toBeNull();
  });

  it('needs both log-in fields', () => {
    expect(validateLogin('', 'x')).toBe('The "User Name" field is required.');
    expect(validateLogin('pat', '')).toBe('The "Password" field is required.');
  });

  it("reads '@' as a blank user name", () => {
    expect(userNameFromLink('@')).toBe('');
    expect(userNameFromLink('pat')).toBe('pat');
  });

  it("shows the server's refusal as is, and wraps other failures", () => {
    expect(failureMessage('Unable to log-in', new ApiError('Invalid credentials', 401))).toBe('Invalid credentials');
    expect(failureMessage('Unable to log-in', new ApiError('Too many attempts', 429))).toBe('Unable to log-in (Too many attempts)');
  });
});
