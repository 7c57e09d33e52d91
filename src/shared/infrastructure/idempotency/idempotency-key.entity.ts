import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';

/**
 * One `Idempotency-Key` a caller sent with a write, and the answer that write gave
 * (docs/decisions/0068-game-night-ending-and-idempotent-writes.md). Inserted first in the
 * write's own transaction, so a duplicate sent at the same time waits on the primary key
 * and then replays the answer; a failed write rolls its key back with everything else.
 */
@Entity({ tableName: 'idempotency_keys' })
@Index({ properties: ['createdAt'] })
export class IdempotencyKeyEntity {
  [OptionalProps]?: 'status' | 'body' | 'createdAt';

  /** The caller's playerID (0 for a caller without a session): keys are per caller. */
  @PrimaryKey({ type: 'integer' })
  playerID!: number;

  @PrimaryKey({ type: 'string', length: 128, fieldName: 'key' })
  key!: string;

  /** sha256 of method, path and body: the same key on another request is refused. */
  @Property({ type: 'string', length: 64 })
  fingerprint!: string;

  /** The first answer's status and exact bytes (null only inside the first write's transaction). */
  @Property({ type: 'smallint', nullable: true })
  status: number | null = null;

  @Property({ type: 'text', nullable: true })
  body: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
