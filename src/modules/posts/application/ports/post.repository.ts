import type { Post } from '../../domain/post.js';

export abstract class PostRepository {
  abstract findByID(postID: number): Promise<Post | null>;
  /** Inserts when postID is 0; answers the saved post. */
  abstract save(post: Post): Promise<Post>;
  abstract delete(postID: number): Promise<void>;
}
