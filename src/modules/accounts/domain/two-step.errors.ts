import { DomainError } from '../../../shared/domain/domain-error.js';

// Two-step sign-in (TOTP) for staff (docs/decisions/0087-two-step-sign-in-totp.md).

export class TwoStepLevelError extends DomainError {
  readonly code = 'TWO_STEP_HOSTS_ONLY';
  constructor() {
    super('Two-step sign-in is for hosts and up', 'forbidden');
  }
}

export class TwoStepAlreadyOnError extends DomainError {
  readonly code = 'TWO_STEP_ALREADY_ON';
  constructor() {
    super('Two-step sign-in is already on; turn it off first to use another device', 'conflict');
  }
}

export class TwoStepNotStartedError extends DomainError {
  readonly code = 'TWO_STEP_NOT_STARTED';
  constructor() {
    super('Start setting up two-step sign-in first', 'conflict');
  }
}

export class TwoStepNotOnError extends DomainError {
  readonly code = 'TWO_STEP_NOT_ON';
  constructor() {
    super('Two-step sign-in is not on for this account', 'conflict');
  }
}

export class TotpCodeInvalidError extends DomainError {
  readonly code = 'TOTP_CODE_INVALID';
  override readonly field = 'code';
  constructor() {
    super('That code is not right; check your authenticator app and try again');
  }
}

export class TotpCodeUsedError extends DomainError {
  readonly code = 'TOTP_CODE_USED';
  override readonly field = 'code';
  constructor() {
    super('That code has already been used; wait for the next one in your app');
  }
}

export class TwoStepChallengeInvalidError extends DomainError {
  readonly code = 'TWO_STEP_CHALLENGE_INVALID';
  constructor() {
    super('This log-in has expired or had too many wrong codes; please log in again', 'unauthenticated');
  }
}

export class TwoStepProofRequiredError extends DomainError {
  readonly code = 'TWO_STEP_PROOF_REQUIRED';
  override readonly field = 'password';
  constructor() {
    super('Enter your password or a code from your app to turn two-step sign-in off');
  }
}

export class TwoStepWrongPasswordError extends DomainError {
  readonly code = 'TWO_STEP_WRONG_PASSWORD';
  override readonly field = 'password';
  constructor() {
    super('That password is not right');
  }
}
