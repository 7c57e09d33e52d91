import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { PlayerEntity } from './player.entity.js';

/** One merge of a duplicate player into a survivor (docs/decisions/0077-merging-duplicate-players.md); the duplicate itself is gone. */
@Entity({ tableName: 'player_merges' })
export class PlayerMergeEntity {
  [OptionalProps]?: 'mergeID' | 'mergedAt' | 'mergedByID';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  mergeID!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  mergedAt: Date = new Date();

  /** Who merged (a manager and up); kept as null if that account is ever removed. */
  @ManyToOne(() => PlayerEntity, { mapToPk: true, nullable: true, deleteRule: 'set null', fieldName: 'merged_by_id' })
  mergedByID: number | null = null;

  @ManyToOne(() => PlayerEntity, { mapToPk: true, deleteRule: 'cascade', fieldName: 'survivor_id' })
  @Index()
  survivorID!: number;

  /** The removed player's id, number and name as they were. */
  @Property({ type: 'integer' })
  duplicateID!: number;

  @Property({ type: 'integer' })
  duplicateNumber!: number;

  @Property({ type: 'string', length: 64 })
  duplicateTitle!: string;

  /** Rows moved per kind: `{ points: 12, sessions: 1, ... }`. */
  @Property({ type: 'json' })
  moved!: Record<string, number>;
}
