import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import {
  TableColumns,
  type ColumnsOf,
  type OptionalColumnsOf,
} from '../../../shared/infrastructure/database/table-columns.js';
import { PlayerEntity } from '../../players/infrastructure/player.entity.js';
import { POST_FIELDS } from '../domain/post.fields.js';

/** The post's columns, typed as POST_FIELDS has them (the decorator below maps them); summary and story are never null. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export interface PostEntity extends ColumnsOf<
  typeof POST_FIELDS,
  'postID' | 'authorID' | 'publishDate' | 'summary' | 'story'
> {
  summary: string;
  story: string;
}

/** A news post; summary and story are staff-written HTML, sanitised on save and render. Its columns are POST_FIELDS'; the keys and the publish instant are mapped here. */
@Entity({ tableName: 'posts' })
@Index({ properties: ['category', 'publishDate'] })
@TableColumns(POST_FIELDS, {
  except: ['postID', 'authorID', 'publishDate'],
  // Blank HTML is saved as ''.
  columns: { summary: { nullable: false, default: '' }, story: { nullable: false, default: '' } },
})
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class PostEntity {
  [OptionalProps]?: OptionalColumnsOf<typeof POST_FIELDS> | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  postID!: number;

  @ManyToOne(() => PlayerEntity, { mapToPk: true, nullable: true, deleteRule: 'set null', fieldName: 'author_id' })
  authorID: number | null = null;

  /** Visitors see the post from then on (a blank one is "now" at the save). */
  @Property({ type: 'datetime', index: true })
  publishDate!: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
