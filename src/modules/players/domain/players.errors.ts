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

// Card requests (product §2 "Player card and card request", §5, §8).

export class MissingPlayerNumberError extends DomainError {
  readonly code = 'MISSING_PLAYER_NUMBER';
  override readonly field = 'playerNumber';
  constructor() {
    super('Missing player number');
  }
}

export class MissingDeliveryInstructionsError extends DomainError {
  readonly code = 'MISSING_DELIVERY_INSTRUCTIONS';
  override readonly field = 'instructions';
  constructor() {
    super('Missing delivery instructions');
  }
}

export class CardRequestTypeError extends DomainError {
  readonly code = 'CARD_REQUEST_TYPE_NOT_VALID';
  override readonly field = 'type';
  constructor() {
    super('The only request type is playerCard');
  }
}

export class CardRequestNotOwnError extends DomainError {
  readonly code = 'CARD_REQUEST_NOT_OWN';
  override readonly field = 'playerNumber';
  constructor() {
    super('You may request a card only for your own player number', 'forbidden');
  }
}

export class CardPlayerNotFoundError extends DomainError {
  readonly code = 'CARD_PLAYER_NOT_FOUND';
  override readonly field = 'playerNumber';
  constructor(playerNumber: number) {
    super(`No player has the number ${playerNumber}`, 'not-found');
  }
}

export class TooManyCardRequestsError extends DomainError {
  readonly code = 'TOO_MANY_CARD_REQUESTS';
  constructor(limit: number) {
    super(`At most ${limit} card requests a day; please try again tomorrow`, 'rate-limited');
  }
}
