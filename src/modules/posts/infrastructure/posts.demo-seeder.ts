import type { EntityManager } from '@mikro-orm/postgresql';
import { MikroOrmPostBulkWriter, type NewPost } from './mikro-orm-post.bulk-writer.js';

export type DemoPostInput = Omit<NewPost, 'createdAt' | 'updatedAt'>;

/**
 * The posts module's part of the demo league: news posts written through the
 * module's bulk writer, each created when it was published.
 */
export class PostsDemoSeeder {
  private readonly writer: MikroOrmPostBulkWriter;

  constructor(em: EntityManager) {
    this.writer = new MikroOrmPostBulkWriter(em);
  }

  /** Answers the new postIDs in the order given. */
  addPosts(posts: readonly DemoPostInput[]): Promise<number[]> {
    return this.writer.insert(posts.map((post) => ({ ...post, createdAt: post.publishDate, updatedAt: post.publishDate })));
  }
}
