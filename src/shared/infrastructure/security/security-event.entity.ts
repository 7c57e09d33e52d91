import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';

/**
 * One security event (src/shared/application/security-log.ts): kept 90 days for the owner's
 * page, pruned hourly by the maintenance job (docs/decisions/0132-issue-32-the-security-log.md).
 * No foreign keys: the record outlives a deleted or merged player.
 */
@Entity({ tableName: 'security_events' })
@Index({ properties: ['at'] })
export class SecurityEventEntity {
  [OptionalProps]?: 'eventID' | 'at';

  @PrimaryKey({ type: 'bigint', autoincrement: true, fieldName: 'event_id' })
  eventID!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  at: Date = new Date();

  @Property({ type: 'string', length: 32 })
  kind!: string;

  @Property({ type: 'string', length: 16 })
  outcome!: string;

  @Property({ type: 'integer', nullable: true, fieldName: 'actor_id' })
  actorID: number | null = null;

  @Property({ type: 'integer', nullable: true, fieldName: 'account_id' })
  accountID: number | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  address: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  detail: string | null = null;
}
