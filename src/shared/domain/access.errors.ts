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
