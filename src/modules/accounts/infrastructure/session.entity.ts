import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { PlayerEntity } from '../../players/infrastructure/player.entity.js';

/** A logged-in device. Only the SHA-256 of the token is kept (docs/decisions/0050-the-founding-rulings-now-live-here-and-in-the-docs.md: tokens stored hashed). */
@Entity({ tableName: 'sessions' })
export class SessionEntity {
  [OptionalProps]?: 'sessionID' | 'hostMode' | 'createdAt' | 'lastSeenAt' | 'revokedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  sessionID!: number;

  @ManyToOne(() => PlayerEntity, { mapToPk: true, deleteRule: 'cascade', fieldName: 'player_id' })
  @Index()
  playerID!: number;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  /** Host agreement accepted on this session (product §4.3: host mode). */
  @Property({ type: 'boolean', default: false })
  hostMode: boolean = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  lastSeenAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;
}
