import type { EntityManager } from '@mikro-orm/postgresql';
import { insertRows } from '../../../shared/infrastructure/database/bulk-insert.js';
import { PostEntity } from './post.entity.js';

/** The columns a new post needs; the rest keep their defaults. */
export type NewPost = Pick<PostEntity, 'title' | 'publishDate'> & Partial<Omit<PostEntity, 'postID'>>;

/**
 * Adds many posts in a few statements, as given (demo data, test builders). It does
 * not sanitise: the demo's posts are written by us, and a test may need HTML the save
 * refuses to check the browser's own sanitising. Managers' posts go through
 * SavePostCommand and the PostRepository.
 */
export class MikroOrmPostBulkWriter {
  constructor(private readonly em: EntityManager) {}

  /** Answers the new postIDs in row order. */
  insert(posts: readonly NewPost[]): Promise<number[]> {
    return insertRows(this.em, PostEntity, posts);
  }
}
