import type { Rows } from './rows.js';

/**
 * What the security log records (issue 32; docs/security.md,
 * docs/decisions/0132-issue-32-the-security-log.md). Each kind is one thing a person or a guessing
 * run did to an account.
 */
export const SECURITY_EVENT_KINDS = [
  'login',
  'login-lockout',
  'second-step',
  'second-step-lockout',
  'current-password',
  'current-password-lockout',
  'two-step-enrolled',
  'two-step-removed',
  'password-changed',
  'email-changed',
  'user-name-changed',
  'role-changed',
  'ban',
  'merge',
  'owner-created',
  'staff-refusal',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** success: it happened; failure: a wrong password or code; refused: not even tried (a lockout, a level too low); locked: a lockout began. */
export const SECURITY_OUTCOMES = ['success', 'failure', 'refused', 'locked'] as const;
export type SecurityOutcome = (typeof SECURITY_OUTCOMES)[number];

/** One event. Never a password, token, code or secret: only who, which account, from where, and a short non-secret detail. */
export interface SecurityEvent {
  readonly kind: SecurityEventKind;
  readonly outcome: SecurityOutcome;
  /** The playerID acting (the session's), null for a visitor or the command line. */
  readonly actorID: number | null;
  /** The account it concerns, null when none is known (a user name that does not exist). */
  readonly accountID: number | null;
  /** The caller's address as the app resolves it (TRUST_PROXY); `cli` for the command line. */
  readonly address: string | null;
  /** E.g. `locked 900 s`, `userType 10 -> 20`, `POST /v1/player`: never a secret. */
  readonly detail?: string | null;
}

export interface RecordedSecurityEvent extends Required<SecurityEvent> {
  readonly eventID: number;
  readonly at: string;
}

/**
 * Writes each event as one structured log line, a count per kind and outcome, and a row the
 * owner reads (GET /v1/security/events). Recording never fails the caller's request, and the
 * row is written apart from the caller's transaction, so a refused change still leaves its trace.
 */
export abstract class SecurityLog {
  abstract record(event: SecurityEvent): Promise<void>;
}

/** The owner's read of the recent events, newest first. */
export abstract class SecurityEvents {
  abstract page(page: number, pageSize: number): Promise<Rows<RecordedSecurityEvent>>;
}
