import { DomainError } from '../../../shared/domain/domain-error.js';

export class PlayerNumbersExhaustedError extends DomainError {
  readonly code = 'PLAYER_NUMBERS_EXHAUSTED';
  constructor() {
    super('No automatic player numbers are left (9000000-9099999)', 'conflict');
  }
}

export class InvalidPlayerNumberError extends DomainError {
  readonly code = 'INVALID_PLAYER_NUMBER';
  override readonly field = 'playerNumber';
  constructor() {
    super('Player number must be 7 digits');
  }
}

export class InvalidCredentialsError extends DomainError {
  readonly code = 'INVALID_CREDENTIALS';
  constructor() {
    super('Invalid credentials', 'unauthenticated');
  }
}

export class TooManyLoginAttemptsError extends DomainError {
  readonly code = 'TOO_MANY_LOGIN_ATTEMPTS';
  constructor(minutes: number) {
    super(`Too many log-in attempts; please wait ${minutes} minutes and try again`, 'rate-limited');
  }
}

export class PleaseEnterEmailError extends DomainError {
  readonly code = 'PLEASE_ENTER_EMAIL';
  override readonly field = 'email';
  constructor() {
    super('Please enter your email address');
  }
}

export class UsernameNotValidError extends DomainError {
  readonly code = 'USERNAME_NOT_VALID';
  override readonly field = 'userName';
  constructor() {
    super('Username is not valid');
  }
}

export class UserNameTakenError extends DomainError {
  readonly code = 'USERNAME_TAKEN';
  override readonly field = 'userName';
  constructor() {
    super('This username is already taken', 'conflict');
  }
}

export class PasswordsDoNotMatchError extends DomainError {
  readonly code = 'PASSWORDS_DO_NOT_MATCH';
  override readonly field = 'confirmPassword';
  constructor() {
    super('Passwords do not match');
  }
}

export class ResetLinkInvalidError extends DomainError {
  readonly code = 'RESET_LINK_INVALID';
  constructor() {
    super('This password reset link is invalid or has expired');
  }
}

export class UnableToSendEmailError extends DomainError {
  readonly code = 'UNABLE_TO_SEND_EMAIL';
  constructor(reason: string) {
    super(`Unable to send email (${reason})`, 'unavailable');
  }
}

export class HostLevelRequiredError extends DomainError {
  readonly code = 'HOST_LEVEL_REQUIRED';
  constructor() {
    super('Only hosts can accept the host agreement', 'forbidden');
  }
}

export class AccountNotFoundError extends DomainError {
  readonly code = 'ACCOUNT_NOT_FOUND';
  constructor() {
    super('Player Not Found', 'not-found');
  }
}

export class InvalidUnsubscribeLinkError extends DomainError {
  readonly code = 'UNSUBSCRIBE_LINK_INVALID';
  constructor() {
    super('This unsubscribe link is not valid', 'not-found');
  }
}
