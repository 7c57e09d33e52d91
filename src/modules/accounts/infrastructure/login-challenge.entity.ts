import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { PlayerEntity } from '../../players/infrastructure/player.entity.js';

/** A log-in waiting for its second step (five minutes, five wrong codes); only the token's hash is kept. */
@Entity({ tableName: 'login_challenges' })
export class LoginChallengeEntity {
  [OptionalProps]?: 'challengeID' | 'failures' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  challengeID!: number;

  @ManyToOne(() => PlayerEntity, { mapToPk: true, deleteRule: 'cascade', fieldName: 'player_id' })
  @Index()
  playerID!: number;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'smallint', default: 0 })
  failures: number = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
