import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  LoginChallengeStore,
  TwoStepStore,
  type StoredChallenge,
  type StoredTotp,
} from '../application/ports/two-step.store.js';
import { LoginChallengeEntity } from './login-challenge.entity.js';
import { TotpFactorEntity } from './totp-factor.entity.js';
import { TotpRecoveryCodeEntity } from './totp-recovery-code.entity.js';

@Injectable()
export class MikroOrmTwoStepStore extends TwoStepStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async find(playerID: number): Promise<StoredTotp | null> {
    const factor = await this.em.findOne(TotpFactorEntity, { playerID }, { disableIdentityMap: true });
    return factor
      ? { playerID: factor.playerID, sealedSecret: factor.sealedSecret, confirmedAt: factor.confirmedAt }
      : null;
  }

  async isOn(playerID: number): Promise<boolean> {
    return (await this.em.count(TotpFactorEntity, { playerID, confirmedAt: { $ne: null } })) > 0;
  }

  async savePending(playerID: number, sealedSecret: string, at: Date): Promise<void> {
    await this.em.upsert(TotpFactorEntity, {
      playerID,
      sealedSecret,
      confirmedAt: null,
      lastStep: null,
      createdAt: at,
    });
  }

  async confirm(playerID: number, at: Date, recoveryCodeHashes: readonly string[]): Promise<void> {
    await this.em.nativeUpdate(TotpFactorEntity, { playerID }, { confirmedAt: at });
    await this.em.nativeDelete(TotpRecoveryCodeEntity, { playerID });
    await this.em.insertMany(
      TotpRecoveryCodeEntity,
      recoveryCodeHashes.map((codeHash) => ({ playerID, codeHash })),
    );
  }

  async claimStep(playerID: number, step: number): Promise<boolean> {
    const updated = await this.em.nativeUpdate(
      TotpFactorEntity,
      { playerID, $or: [{ lastStep: null }, { lastStep: { $lt: String(step) } }] },
      { lastStep: String(step) },
    );
    return updated === 1;
  }

  async useRecoveryCode(playerID: number, codeHashes: readonly string[], at: Date): Promise<boolean> {
    // One code is one row: at most one of its hashes (keyed, or the older unkeyed one) is stored.
    return (
      (await this.em.nativeUpdate(
        TotpRecoveryCodeEntity,
        { playerID, codeHash: { $in: [...codeHashes] }, usedAt: null },
        { usedAt: at },
      )) === 1
    );
  }

  async recoveryCodesLeft(playerID: number): Promise<number> {
    return this.em.count(TotpRecoveryCodeEntity, { playerID, usedAt: null });
  }

  async remove(playerID: number): Promise<boolean> {
    await this.em.nativeDelete(TotpRecoveryCodeEntity, { playerID });
    return (await this.em.nativeDelete(TotpFactorEntity, { playerID })) > 0;
  }
}

@Injectable()
export class MikroOrmLoginChallengeStore extends LoginChallengeStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async create(challenge: { playerID: number; tokenHash: string; expiresAt: Date; at: Date }): Promise<void> {
    await this.em.insert(LoginChallengeEntity, {
      playerID: challenge.playerID,
      tokenHash: challenge.tokenHash,
      expiresAt: challenge.expiresAt,
      createdAt: challenge.at,
    });
  }

  async find(tokenHash: string): Promise<StoredChallenge | null> {
    const challenge = await this.em.findOne(LoginChallengeEntity, { tokenHash }, { disableIdentityMap: true });
    return challenge
      ? {
          challengeID: challenge.challengeID,
          playerID: challenge.playerID,
          expiresAt: challenge.expiresAt,
          failures: challenge.failures,
        }
      : null;
  }

  async recordFailure(challengeID: number): Promise<number> {
    const rows = await this.em.execute<{ failures: number }[]>(
      'update login_challenges set failures = failures + 1 where challenge_id = ? returning failures',
      [challengeID],
    );
    return rows[0]?.failures ?? Number.MAX_SAFE_INTEGER;
  }

  async end(challengeID: number): Promise<boolean> {
    return (await this.em.nativeDelete(LoginChallengeEntity, { challengeID })) === 1;
  }

  async endAllOf(playerID: number, expiredBefore: Date): Promise<void> {
    await this.em.nativeDelete(LoginChallengeEntity, { $or: [{ playerID }, { expiresAt: { $lt: expiredBefore } }] });
  }
}
