import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';

/**
 * A domain event written in the same transaction as the change it describes;
 * the relay moves it to BullMQ, so an outage of Redis delays work but loses none.
 */
@Entity({ tableName: 'outbox' })
@Index({
  name: 'outbox_unpublished_index',
  expression: 'create index "outbox_unpublished_index" on "outbox" ("id") where "published_at" is null',
})
@Index({
  name: 'outbox_uncompleted_index',
  expression:
    'create index "outbox_uncompleted_index" on "outbox" ("published_at") where "published_at" is not null and "completed_at" is null',
})
export class OutboxMessageEntity {
  [OptionalProps]?: 'id' | 'createdAt' | 'publishedAt' | 'attempts' | 'completedAt' | 'claimedUntil';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'string', length: 64 })
  type!: string;

  @Property({ type: 'json' })
  payload!: Record<string, unknown>;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  publishedAt: Date | null = null;

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  /** When the event's subscribers ran (its job completed); published but not completed after a while, the sweeper sends it again. */
  @Property({ type: 'datetime', nullable: true })
  completedAt: Date | null = null;

  /** A relay is adding this row to Redis until then (no transaction is held meanwhile); past it, any relay may take it. */
  @Property({ type: 'datetime', nullable: true })
  claimedUntil: Date | null = null;
}
