import { DomainError } from '../../../shared/domain/domain-error.js';

export class DepositNotFoundError extends DomainError {
  readonly code = 'DEPOSIT_NOT_FOUND';
  constructor() {
    super('Deposit not found', 'not-found');
  }
}

/**
 * Product §8's "Error applying deposit ({message})": the admin game-list form of deposit
 * application (POST /v1/game with a list) broke the rule, with the reason in brackets.
 */
export class DepositApplicationError extends DomainError {
  readonly code = 'DEPOSIT_APPLICATION_FAILED';
  constructor(
    reason: string,
    override readonly field?: string,
  ) {
    super(`Error applying deposit (${reason})`);
  }
}

/** A deposit's host is a player of host level (the host picker's choices). */
export class DepositHostNotEligibleError extends DomainError {
  readonly code = 'DEPOSIT_HOST_NOT_ELIGIBLE';
  override readonly field = 'hostID';
  constructor() {
    super("The deposit's host must be a player of host level");
  }
}
