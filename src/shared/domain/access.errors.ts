import { DomainError } from './domain-error.js';

export class NotLoggedInError extends DomainError {
  readonly code = 'NOT_LOGGED_IN';
  constructor() {
    super('Please log in first', 'unauthenticated');
  }
}

export class UnauthorizedError extends DomainError {
  readonly code = 'UNAUTHORIZED';
  constructor() {
    super('Unauthorized', 'forbidden');
  }
}

export class HostModeRequiredError extends DomainError {
  readonly code = 'HOST_MODE_REQUIRED';
  constructor() {
    super('Accept the host agreement first', 'forbidden');
  }
}

/** REQUIRE_TOTP_FOR names the caller's level and their two-step sign-in is not on yet. */
export class TwoStepSetupRequiredError extends DomainError {
  readonly code = 'TWO_STEP_SETUP_REQUIRED';
  constructor() {
    super('Turn on two-step sign-in on your profile page before using staff screens', 'forbidden');
  }
}
