import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { PlayerEntity } from '../../players/infrastructure/player.entity.js';

/** A one-time, one-hour password reset link; only the token's hash is kept. */
@Entity({ tableName: 'password_resets' })
export class PasswordResetEntity {
  [OptionalProps]?: 'resetID' | 'usedAt' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  resetID!: number;

  @ManyToOne(() => PlayerEntity, { mapToPk: true, deleteRule: 'cascade', fieldName: 'player_id' })
  @Index()
  playerID!: number;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
