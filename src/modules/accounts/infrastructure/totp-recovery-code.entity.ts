import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { PlayerEntity } from '../../players/infrastructure/player.entity.js';

/** A two-step sign-in recovery code: only its SHA-256 is kept; usable once. */
@Entity({ tableName: 'totp_recovery_codes' })
export class TotpRecoveryCodeEntity {
  [OptionalProps]?: 'codeID' | 'usedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  codeID!: number;

  @ManyToOne(() => PlayerEntity, { mapToPk: true, deleteRule: 'cascade', fieldName: 'player_id' })
  @Index()
  playerID!: number;

  @Property({ type: 'string', length: 64 })
  codeHash!: string;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;
}
