import { DomainError } from './domain-error.js';

/** Idempotency-Key refusals (docs/architecture.md "Idempotent writes"). */

/** Not 1 to 128 visible ASCII characters. */
export class IdempotencyKeyInvalidError extends DomainError {
  readonly code = 'IDEMPOTENCY_KEY_INVALID';
  constructor() {
    super('The Idempotency-Key header must be 1 to 128 visible characters');
  }
}

/** The caller's key was first sent with another method, path or body: replaying that answer here would be a lie. */
export class IdempotencyKeyReusedError extends DomainError {
  readonly code = 'IDEMPOTENCY_KEY_REUSED';
  constructor() {
    super('This Idempotency-Key was used for another request', 'unprocessable');
  }
}
