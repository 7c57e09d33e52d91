/** RFC 6238 codes: the library behind them is an adapter (infrastructure/otpauth.totp-algorithm.ts). */
export abstract class TotpAlgorithm {
  /** A new random secret, base 32 (what the app's manual entry takes). */
  abstract newSecret(): string;
  /** The otpauth:// URI the QR code holds. */
  abstract uri(secret: string, account: string, issuer: string): string;
  /** The time step the code belongs to when it is right at `at` (within the window), else null. */
  abstract stepOf(secret: string, code: string, at: Date): number | null;
}

/**
 * Seals the stored secrets (authenticated encryption); open answers null when a secret cannot be
 * opened (another key). `digest` is a keyed hash under the same key (recovery codes are kept as
 * it), so a copy of the database alone allows no offline guessing.
 */
export abstract class SecretCipher {
  abstract seal(plain: string): string;
  abstract open(sealed: string): string | null;
  abstract digest(text: string): string;
}
