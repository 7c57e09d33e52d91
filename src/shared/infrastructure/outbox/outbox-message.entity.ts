import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';

/**
 * A domain event written in the same transaction as the change it describes;
 * the relay moves it to BullMQ, so an outage of Redis delays work but loses none.
 */
@Entity({ tableName: 'outbox' })
@Index({ name: 'outbox_unpublished_index', expression: 'create index "outbox_unpublished_index" on "outbox" ("id") where "published_at" is null' })
export class OutboxMessageEntity {
  [OptionalProps]?: 'id' | 'createdAt' | 'publishedAt' | 'attempts';

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
}
