import { UserType } from '../../../shared/domain/user-type.js';

/**
 * Two-step sign-in (TOTP, RFC 6238) for staff: the rules that need no library
 * (docs/decisions/0087-two-step-sign-in-totp.md).
 */

/** Hosts and up may turn it on. */
export const TWO_STEP_MIN_LEVEL = UserType.Host;

/** Any authenticator app's defaults: SHA-1, 6 digits, 30-second steps; a code of the step before or after is accepted too. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW = 1;
/** 160 bits, as RFC 4226 recommends. */
export const TOTP_SECRET_BYTES = 20;

/** The log-in's second step: five minutes and five wrong codes, then log in again. */
export const TWO_STEP_CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
export const TWO_STEP_CHALLENGE_MAX_FAILURES = 5;

/** Recovery codes: ten, shown once, each usable once; 16 base-32 characters (80 bits) in groups of four. */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_LENGTH = 16;
const RECOVERY_CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

export const canUseTwoStep = (userType: number): boolean => userType >= TWO_STEP_MIN_LEVEL;

/** Must this user turn two-step sign-in on before using staff screens (REQUIRE_TOTP_FOR)? */
export const twoStepRequired = (userType: number, requiredFrom: number | null): boolean =>
  requiredFrom !== null && userType >= requiredFrom && canUseTwoStep(userType);

/** A code typed from an authenticator app: six digits, spaces allowed ("123 456"). */
export function totpCodeOf(input: string): string | null {
  const code = input.replace(/\s+/g, '');
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code) ? code : null;
}

/** A recovery code as typed (any case, with or without dashes and spaces), or null when it cannot be one. */
export function recoveryCodeOf(input: string): string | null {
  const code = input.replace(/[\s-]+/g, '').toLowerCase();
  return code.length === RECOVERY_CODE_LENGTH && [...code].every((c) => RECOVERY_CODE_ALPHABET.includes(c))
    ? code
    : null;
}

/** A new recovery code from random bytes (one byte per character), shown as xxxx-xxxx-xxxx-xxxx. */
export function recoveryCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < RECOVERY_CODE_LENGTH)
    throw new Error(`a recovery code needs ${RECOVERY_CODE_LENGTH} random bytes`);
  const chars = [...bytes.subarray(0, RECOVERY_CODE_LENGTH)].map(
    (byte) => RECOVERY_CODE_ALPHABET[byte % RECOVERY_CODE_ALPHABET.length],
  );
  return chars.join('').match(/.{4}/g)!.join('-');
}
