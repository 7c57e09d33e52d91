import { DomainError } from '../../../shared/domain/domain-error.js';

/** Account and session refusals of the security review (issue 18; docs/decisions.md "Security review: accounts and sessions"). */

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
