import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';

/**
 * The ledger of read-model jobs asked for and not yet run (work-ledger.ts): one row per
 * queue and job key (the job's deduplication id), written before the job goes to Redis and
 * deleted when a run that began after the last ask completes. What Redis loses stays here,
 * and the worker's sweeper queues it again.
 */
@Entity({ tableName: 'queued_work' })
export class QueuedWorkEntity {
  [OptionalProps]?: 'version' | 'requestedAt';

  @PrimaryKey({ type: 'string', length: 64 })
  queue!: string;

  @PrimaryKey({ type: 'string', length: 191, fieldName: 'key' })
  key!: string;

  @Property({ type: 'string', length: 64 })
  name!: string;

  @Property({ type: 'json' })
  data!: Record<string, unknown>;

  @Property({ type: 'json' })
  opts!: Record<string, unknown>;

  /** Bumped by every ask: a run removes the row only when no ask came after it began. */
  @Property({ type: 'integer', default: 1 })
  version: number = 1;

  @Index({ name: 'queued_work_requested_at_index' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  requestedAt: Date = new Date();
}
