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

/** "1 minute", "15 minutes": a wait in seconds, rounded up to whole minutes. */
export const minutesOf = (seconds: number): string => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

export class TooManyLoginAttemptsError extends DomainError {
  readonly code = 'TOO_MANY_LOGIN_ATTEMPTS';
  override readonly retryAfterSeconds: number;
  constructor(seconds: number) {
    super(`Too many log-in attempts; please wait ${minutesOf(seconds)} and try again`, 'rate-limited');
    this.retryAfterSeconds = seconds;
  }
}

export class TooManyPasswordResetsError extends DomainError {
  readonly code = 'TOO_MANY_PASSWORD_RESETS';
  override readonly retryAfterSeconds: number;
  constructor(seconds: number) {
    super(`Too many password reset attempts; please wait ${minutesOf(seconds)} and try again`, 'rate-limited');
    this.retryAfterSeconds = seconds;
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

// ---- Player records (issue 11): saving, reading and deleting players ----

export class InvalidPlayerStateError extends DomainError {
  readonly code = 'INVALID_PLAYER_STATE';
  override readonly field = 'state';
  constructor() {
    super('The "State" field must be a US state, DC, territory or military code.');
  }
}

export class InvalidUserTypeError extends DomainError {
  readonly code = 'INVALID_USER_TYPE';
  override readonly field = 'userType';
  constructor() {
    super('The "User Type" field must be None, Player, Assistant, Host, Manager, Admin or Owner.');
  }
}

export class InvalidAlternateNumbersError extends DomainError {
  readonly code = 'INVALID_ALTERNATE_NUMBERS';
  override readonly field = 'alternatePlayerNumbers';
  constructor() {
    super('Alternate player numbers must be 7-digit numbers separated by commas');
  }
}

export class InvalidAlternateEmailsError extends DomainError {
  readonly code = 'INVALID_ALTERNATE_EMAILS';
  override readonly field = 'alternateEmails';
  constructor() {
    super('Alternate emails must be email addresses separated by commas');
  }
}

export class PlayerNotFoundError extends DomainError {
  readonly code = 'PLAYER_NOT_FOUND';
  override readonly field = 'playerID';
  constructor() {
    super('Player Not Found', 'not-found');
  }
}

/** Issue 19 item 11: adding a player whose first name, last name and email an existing player has, without confirming. */
export class PossibleDuplicatePlayerError extends DomainError {
  readonly code = 'PLAYER_POSSIBLE_DUPLICATE';
  constructor(playerNumber: number) {
    super(`A player with this name and email exists (#${playerNumber})`, 'conflict');
  }
}

export class PlayerNumberTakenError extends DomainError {
  readonly code = 'PLAYER_NUMBER_TAKEN';
  override readonly field = 'playerNumber';
  constructor() {
    super('This player number is already taken', 'conflict');
  }
}

export class PlayerHasHistoryError extends DomainError {
  readonly code = 'PLAYER_HAS_HISTORY';
  override readonly field = 'playerID';
  constructor(what: string) {
    super(`This player has ${what} and cannot be deleted; merge them into another player instead`, 'conflict');
  }
}

export class UserTypeAboveOwnError extends DomainError {
  readonly code = 'USER_TYPE_ABOVE_OWN';
  override readonly field = 'userType';
  constructor() {
    super('You may only give a user type below your own', 'forbidden');
  }
}

export class PlayerAboveOwnLevelError extends DomainError {
  readonly code = 'PLAYER_ABOVE_OWN_LEVEL';
  override readonly field = 'playerID';
  constructor() {
    super('You may only manage players below your own level', 'forbidden');
  }
}

export class OwnProfileOnlyError extends DomainError {
  readonly code = 'OWN_PROFILE_ONLY';
  override readonly field = 'playerID';
  constructor() {
    super('You may only edit your own profile', 'forbidden');
  }
}

export class CannotDeleteSelfError extends DomainError {
  readonly code = 'CANNOT_DELETE_SELF';
  override readonly field = 'playerID';
  constructor() {
    super('You cannot delete your own player record', 'conflict');
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
