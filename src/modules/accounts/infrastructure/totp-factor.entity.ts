import { Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { PlayerEntity } from '../../players/infrastructure/player.entity.js';

/** A player's authenticator for two-step sign-in: one per player, the secret sealed (AES-256-GCM, TOTP_KEY). */
@Entity({ tableName: 'totp_factors' })
export class TotpFactorEntity {
  [OptionalProps]?: 'confirmedAt' | 'lastStep' | 'createdAt';

  @OneToOne(() => PlayerEntity, {
    primary: true,
    mapToPk: true,
    deleteRule: 'cascade',
    fieldName: 'player_id',
    owner: true,
  })
  playerID!: number;

  @Property({ type: 'string', length: 255 })
  sealedSecret!: string;

  /** null while the setup waits for the first code. */
  @Property({ type: 'datetime', nullable: true })
  confirmedAt: Date | null = null;

  /** The last time step a code was accepted for: a code of it or before is refused (replay). */
  @Property({ type: 'bigint', nullable: true })
  lastStep: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
