/**
 * The one base class for every rule the league refuses. The kind says which
 * sort of refusal it is, so the interface layer can pick an HTTP status
 * without the domain knowing about HTTP.
 */
export type DomainErrorKind =
  | 'invalid' // 400: bad input or a rule broken
  | 'unauthenticated' // 401: no or invalid credentials
  | 'forbidden' // 403: role too low or not the owner
  | 'not-found' // 404
  | 'conflict' // 409: duplicate or state clash
  | 'unprocessable' // 422: well-formed, but contradicts what the server already holds (an Idempotency-Key reused)
  | 'rate-limited' // 429: too many attempts
  | 'unavailable'; // 503: a service we depend on failed (mail, ...)

export abstract class DomainError extends Error {
  /** Stable, machine-readable code, e.g. NOT_ENOUGH_PLAYERS. */
  abstract readonly code: string;
  readonly kind: DomainErrorKind;
  /** The input at fault, when one is: a form shows the message under it. */
  readonly field?: string;
  /** A 429's wait: the seconds before a new try can succeed, answered as Retry-After. */
  readonly retryAfterSeconds?: number;

  protected constructor(message: string, kind: DomainErrorKind = 'invalid') {
    super(message);
    this.name = new.target.name;
    this.kind = kind;
  }
}
