import type { EntityManager } from '@mikro-orm/postgresql';
import { insertRows } from '../../../shared/infrastructure/database/bulk-insert.js';
import { PostEntity } from './post.entity.js';

/** The columns a new post needs; the rest keep their defaults. */
export type NewPost = Pick<PostEntity, 'title' | 'publishDate'> & Partial<Omit<PostEntity, 'postID'>>;

/**
 * Adds many posts in a few statements (demo data, test builders). The posts
 * module has no repository yet; when it gets one, its demo seeder and the
 * builders move onto it and this writer goes.
 */
export class MikroOrmPostBulkWriter {
  constructor(private readonly em: EntityManager) {}

  /** Answers the new postIDs in row order. */
  insert(posts: readonly NewPost[]): Promise<number[]> {
    return insertRows(this.em, PostEntity, posts);
  }
}
