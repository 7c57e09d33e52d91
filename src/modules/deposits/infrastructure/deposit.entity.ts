import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { PlayerEntity } from '../../players/infrastructure/player.entity.js';

/** Earnings a host collected and paid in; applied to the host's games oldest first. */
@Entity({ tableName: 'deposits' })
@Index({ properties: ['hostID', 'depositDate'] })
export class DepositEntity {
  [OptionalProps]?: 'depositID' | 'depositAmount' | 'period' | 'depositImage' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  depositID!: number;

  @ManyToOne(() => PlayerEntity, { mapToPk: true, deleteRule: 'restrict', fieldName: 'host_id' })
  hostID!: number;

  @Property({ type: 'string', length: 64 })
  title!: string;

  @Property({ type: 'decimal', precision: 10, scale: 2, default: 0, runtimeType: 'number' })
  depositAmount: number = 0;

  @Property({ type: 'string', length: 64, nullable: true })
  period: string | null = null;

  @Property({ type: 'date' })
  depositDate!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  depositImage: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
