import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/application/clock.js';
import { Outbox } from '../../../shared/application/outbox.js';
import { SecurityLog } from '../../../shared/application/security-log.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { SecondStepLockedError } from '../../players/domain/account-security.errors.js';
import { SecurityNoticeEvent } from '../domain/security-notice.event.js';
import { TWO_STEP_CHALLENGE_LIFETIME_MS, canUseTwoStep, recoveryCodeOf, totpCodeOf } from '../domain/two-step.js';
import { TotpCodeInvalidError, TotpCodeUsedError } from '../domain/two-step.errors.js';
import type { Account } from '../../players/application/ports/account.repository.js';
import { LoginChallengeStore, TwoStepStore } from './ports/two-step.store.js';
import { SecretCipher, TotpAlgorithm } from './ports/totp-algorithm.js';
import { SecondStepThrottle } from './ports/second-step-throttle.js';
import { hashToken, newToken } from './session-token.js';
import { TwoStepPolicy } from './two-step-policy.js';

/** What POST /v1/user/login answers instead of a session when the account has two-step sign-in on. */
export interface TwoStepChallenge {
  totpRequired: true;
  message: string;
  /** Send it back with the code to POST /v1/user/login/totp. */
  challenge: string;
  expiresAt: string;
}

/**
 * How recovery codes made before issue 32 were kept (unkeyed SHA-256); still accepted until the
 * codes are replaced, so nobody's printed codes stop working. New codes are `keptRecoveryCode`.
 */
const unkeyedRecoveryCodeHash = (code: string): string => createHash('sha256').update(`recovery:${code}`).digest('hex');

/**
 * The second factor's shared steps: the log-in's challenge, whether a session must still
 * turn it on (REQUIRE_TOTP_FOR), and checking a code or a recovery code once.
 */
@Injectable()
export class SecondFactor {
  constructor(
    private readonly store: TwoStepStore,
    private readonly challenges: LoginChallengeStore,
    private readonly algorithm: TotpAlgorithm,
    private readonly cipher: SecretCipher,
    private readonly policy: TwoStepPolicy,
    private readonly clock: Clock,
    private readonly throttle: SecondStepThrottle,
    private readonly securityLog: SecurityLog,
    private readonly outbox: Outbox,
  ) {}

  /**
   * `verify` for a code that proves who one is (the log-in's second step, turning it off with a
   * code), counted per account across challenges (issue 32): while the account's second step is
   * locked every code is refused, right or wrong; the wrong code that starts a lockout tells the
   * account's email (outbox, mailed once) and answers 429 SECOND_STEP_LOCKED. A right code
   * forgives the count; the right password never does.
   */
  async verifyLimited(
    playerID: number,
    input: string,
    caller: { actorID: number | null; address: string },
  ): Promise<'totp' | 'recovery'> {
    const event = {
      kind: 'second-step',
      actorID: caller.actorID,
      accountID: playerID,
      address: caller.address,
    } as const;
    const locked = await this.throttle.lockedFor(playerID);
    if (locked > 0) {
      await this.securityLog.record({ ...event, outcome: 'refused', detail: `locked ${locked} s` });
      throw new SecondStepLockedError(locked);
    }
    try {
      const used = await this.verify(playerID, input, { recovery: true });
      await this.throttle.clear(playerID);
      await this.securityLog.record({
        ...event,
        outcome: 'success',
        detail: used === 'recovery' ? 'recovery code' : 'app code',
      });
      return used;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const lockout = await this.throttle.recordFailure(playerID);
      await this.securityLog.record({ ...event, outcome: 'failure', detail: error.code });
      if (lockout === 0) throw error;
      const until = new Date(this.clock.now().getTime() + lockout * 1000);
      await this.outbox.add(
        SecurityNoticeEvent,
        new SecurityNoticeEvent(playerID, 'second-step-locked', until.toISOString(), lockout).toPayload(),
      );
      await this.securityLog.record({
        ...event,
        kind: 'second-step-lockout',
        outcome: 'locked',
        detail: `locked ${lockout} s`,
      });
      throw new SecondStepLockedError(lockout);
    }
  }

  /** After a right password: a challenge when two-step sign-in is on, else null (log in at once). */
  async challengeAfterPassword(account: Account): Promise<TwoStepChallenge | null> {
    if (!(await this.store.isOn(account.playerID))) return null;
    const now = this.clock.now();
    const token = newToken();
    const expiresAt = new Date(now.getTime() + TWO_STEP_CHALLENGE_LIFETIME_MS);
    // One open challenge per account: a new log-in ends the ones before it (and old ones are swept).
    await this.challenges.endAllOf(account.playerID, new Date(now.getTime() - 24 * 60 * 60 * 1000));
    await this.challenges.create({ playerID: account.playerID, tokenHash: hashToken(token), expiresAt, at: now });
    return {
      totpRequired: true,
      message: 'Enter the 6-digit code from your authenticator app, or a recovery code',
      challenge: token,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** Must this user still turn it on before using staff screens? */
  async setupRequired(account: { playerID: number; userType: number }): Promise<boolean> {
    return this.policy.requires(account.userType) && !(await this.store.isOn(account.playerID));
  }

  /**
   * Checks a code from the app (once per time step: a code already used, or older than
   * the last one used, is refused) or, when `recovery` allows, an unused recovery code
   * (used up by this call). Throws TotpCodeInvalidError / TotpCodeUsedError.
   */
  async verify(
    playerID: number,
    input: string,
    options: { recovery: boolean; pending?: boolean },
  ): Promise<'totp' | 'recovery'> {
    const stored = await this.store.find(playerID);
    if (!stored || (stored.confirmedAt === null) !== (options.pending ?? false)) throw new TotpCodeInvalidError();
    const code = totpCodeOf(input);
    if (code) {
      const secret = this.cipher.open(stored.sealedSecret);
      const step = secret ? this.algorithm.stepOf(secret, code, this.clock.now()) : null;
      if (step === null) throw new TotpCodeInvalidError();
      if (!(await this.store.claimStep(playerID, step))) throw new TotpCodeUsedError();
      return 'totp';
    }
    const recovery = options.recovery ? recoveryCodeOf(input) : null;
    const kept = recovery ? [this.keptRecoveryCode(recovery), unkeyedRecoveryCodeHash(recovery)] : [];
    if (recovery && (await this.store.useRecoveryCode(playerID, kept, this.clock.now()))) return 'recovery';
    throw new TotpCodeInvalidError();
  }

  /** What is stored for a recovery code: a keyed hash (TOTP_KEY), so the database alone allows no offline guessing. */
  keptRecoveryCode(code: string): string {
    return this.cipher.digest(`recovery:${code}`);
  }

  canUse(userType: number): boolean {
    return canUseTwoStep(userType);
  }
}
