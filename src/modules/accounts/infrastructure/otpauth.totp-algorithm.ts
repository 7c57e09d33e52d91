import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_SECRET_BYTES, TOTP_WINDOW } from '../domain/two-step.js';
import { TotpAlgorithm } from '../application/ports/totp-algorithm.js';

/** RFC 6238 through the otpauth library: SHA-1, 6 digits, 30-second steps, a step either side accepted. */
export class OtpauthTotpAlgorithm extends TotpAlgorithm {
  newSecret(): string {
    return new Secret({ size: TOTP_SECRET_BYTES }).base32;
  }

  uri(secret: string, account: string, issuer: string): string {
    return this.totp(secret, { account, issuer }).toString();
  }

  stepOf(secret: string, code: string, at: Date): number | null {
    const totp = this.totp(secret);
    const timestamp = at.getTime();
    const delta = totp.validate({ token: code, timestamp, window: TOTP_WINDOW });
    return delta === null ? null : totp.counter({ timestamp }) + delta;
  }

  private totp(secret: string, names: { account?: string; issuer?: string } = {}): TOTP {
    return new TOTP({
      secret: Secret.fromBase32(secret),
      algorithm: 'SHA1',
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_SECONDS,
      ...(names.issuer ? { issuer: names.issuer } : {}),
      ...(names.account ? { label: names.account } : {}),
    });
  }
}
