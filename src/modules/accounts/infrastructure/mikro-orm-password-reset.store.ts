import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PasswordResetStore } from '../application/ports/password-reset.store.js';
import { PasswordResetEntity } from './password-reset.entity.js';

@Injectable()
export class MikroOrmPasswordResetStore extends PasswordResetStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async create(reset: { playerID: number; tokenHash: string; expiresAt: Date }): Promise<void> {
    this.em.create(PasswordResetEntity, reset);
    await this.em.flush();
  }

  async isUsable(playerID: number, tokenHash: string, at: Date): Promise<boolean> {
    return (
      (await this.em.count(PasswordResetEntity, { playerID, tokenHash, usedAt: null, expiresAt: { $gt: at } })) === 1
    );
  }

  async voidAllOf(playerID: number, at: Date): Promise<void> {
    await this.em.nativeUpdate(PasswordResetEntity, { playerID, usedAt: null }, { usedAt: at });
  }

  async consume(playerID: number, tokenHash: string, at: Date): Promise<boolean> {
    // One conditional update: two tabs using the same link cannot both win.
    const updated = await this.em.nativeUpdate(
      PasswordResetEntity,
      { playerID, tokenHash, usedAt: null, expiresAt: { $gt: at } },
      { usedAt: at },
    );
    return updated === 1;
  }
}
