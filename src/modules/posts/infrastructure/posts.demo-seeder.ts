import type { EntityManager } from '@mikro-orm/postgresql';
import { preparePost, type Post, type PostInput } from '../domain/post.js';
import { MikroOrmPostRepository } from './mikro-orm-post.repository.js';
import { PostEntity } from './post.entity.js';
import { SanitizeHtmlSanitizer } from './sanitize-html.sanitizer.js';

/** A post as the demo (or a test) writes it: the save's fields, its author, and when it is published. */
export type DemoPostInput = Omit<PostInput, 'publishDate' | 'postID'> & {
  readonly authorID: number | null;
  readonly publishDate: Date;
};

/**
 * The posts module's part of the demo league, also used by the test builders: each post
 * made by the save's own rules (preparePost: the fields, the HTML sanitised, script refused)
 * and saved by the module's repository, then dated when it was published (history a save
 * would stamp with "now"). A few dozen posts: one save each is quick enough.
 */
export class PostsDemoSeeder {
  private readonly posts: MikroOrmPostRepository;
  private readonly sanitizer = new SanitizeHtmlSanitizer();

  constructor(private readonly em: EntityManager) {
    this.posts = new MikroOrmPostRepository(em);
  }

  /** Answers the saved posts in the order given. */
  async addPosts(inputs: readonly DemoPostInput[]): Promise<Post[]> {
    const saved: Post[] = [];
    for (const { authorID, publishDate, ...input } of inputs) {
      const post = preparePost(
        { ...input, publishDate: publishDate.toISOString() },
        { authorID, now: publishDate, sanitize: (html) => this.sanitizer.sanitize(html) },
      );
      saved.push(await this.posts.save(post));
    }
    await this.datePublished(saved);
    return saved;
  }

  /**
   * A post stored as given, past the save's rules: for the one test that checks the
   * browser's own sanitising (markup that could only be there from before the save
   * sanitised, or from a hand edit of the database). Nothing else writes posts this way.
   */
  async plantUnsanitisedPost(post: Omit<Post, 'postID'>): Promise<Post> {
    const saved = await this.posts.save({ ...post, postID: 0 });
    await this.datePublished([saved]);
    return saved;
  }

  private async datePublished(posts: readonly Post[]): Promise<void> {
    for (const post of posts) {
      const publishDate = new Date(post.publishDate);
      await this.em.nativeUpdate(
        PostEntity,
        { postID: post.postID },
        { createdAt: publishDate, updatedAt: publishDate },
      );
    }
  }
}
