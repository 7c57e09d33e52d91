import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { PlayerEntity } from '../../players/infrastructure/player.entity.js';

/** A news post; summary and story are staff-written HTML, sanitised on save and render. */
@Entity({ tableName: 'posts' })
@Index({ properties: ['category', 'publishDate'] })
export class PostEntity {
  [OptionalProps]?: 'postID' | 'summary' | 'story' | 'category' | 'authorID' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  postID!: number;

  @Property({ type: 'string', length: 64 })
  title!: string;

  @Property({ type: 'text', default: '' })
  summary: string = '';

  @Property({ type: 'text', default: '' })
  story: string = '';

  /** 0 None, 1 Games, 2 Winners, 3 Stats, 4 Articles */
  @Property({ type: 'smallint', default: 0 })
  category: number = 0;

  @ManyToOne(() => PlayerEntity, { mapToPk: true, nullable: true, deleteRule: 'set null', fieldName: 'author_id' })
  authorID: number | null = null;

  @Property({ type: 'datetime', index: true })
  publishDate!: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
