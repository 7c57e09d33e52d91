import { DomainError } from '../../../shared/domain/domain-error.js';

export class PlayerNumbersExhaustedError extends DomainError {
  readonly code = 'PLAYER_NUMBERS_EXHAUSTED';
  constructor() {
    super('No automatic player numbers are left (9000000-9099999)', 'conflict');
  }
}

export class InvalidPlayerNumberError extends DomainError {
  readonly code = 'INVALID_PLAYER_NUMBER';
  constructor() {
    super('Player number must be 7 digits');
  }
}
