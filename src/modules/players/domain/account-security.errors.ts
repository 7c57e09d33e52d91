import { DomainError } from '../../../shared/domain/domain-error.js';
import { minutesOf } from './players.errors.js';

/** Account and session refusals of the security review (issue 18; docs/decisions/0088-security-review-accounts-and-sessions.md). */

export class CommonPasswordError extends DomainError {
  readonly code = 'PASSWORD_TOO_COMMON';
  override readonly field = 'password';
  constructor() {
    super('This password is one of the most common passwords; please choose another');
  }
}

export class AccountBannedError extends DomainError {
  readonly code = 'ACCOUNT_BANNED';
  constructor() {
    super('This account has been banned; please contact the league', 'forbidden');
  }
}

export class CurrentPasswordRequiredError extends DomainError {
  readonly code = 'CURRENT_PASSWORD_REQUIRED';
  override readonly field = 'currentPassword';
  constructor() {
    super('Please enter your current password to change your email or user name');
  }
}

export class CurrentPasswordWrongError extends DomainError {
  readonly code = 'CURRENT_PASSWORD_WRONG';
  override readonly field = 'currentPassword';
  constructor() {
    super('Your current password is not correct');
  }
}

// Issue 32: the second step and the current password cannot be guessed without limit.

export class SecondStepLockedError extends DomainError {
  readonly code = 'SECOND_STEP_LOCKED';
  override readonly retryAfterSeconds: number;
  constructor(seconds: number) {
    super(
      `Too many wrong codes for this account: two-step sign-in is locked for ${minutesOf(seconds)}. The account's email has been told; if these were not your tries, change your password`,
      'rate-limited',
    );
    this.retryAfterSeconds = seconds;
  }
}

export class TooManyPasswordAttemptsError extends DomainError {
  readonly code = 'TOO_MANY_PASSWORD_ATTEMPTS';
  override readonly field = 'currentPassword';
  override readonly retryAfterSeconds: number;
  constructor(seconds: number, loggedOut = false) {
    super(
      loggedOut
        ? `Too many wrong passwords: you have been logged out to keep your account safe; please wait ${minutesOf(seconds)} and log in again`
        : `Too many wrong passwords; please wait ${minutesOf(seconds)} and try again`,
      'rate-limited',
    );
    this.retryAfterSeconds = seconds;
  }
}
