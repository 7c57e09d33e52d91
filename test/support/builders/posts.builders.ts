/** News posts, through the posts module's demo seeder (its bulk writer). */
import type { Post } from '../../../src/modules/posts/domain/post.js';
import { POST_FIELDS } from '../../../src/modules/posts/domain/post.fields.js';
import { defaultRecordOf } from '../../../src/shared/domain/field-table.js';
import { PostsDemoSeeder } from '../../../src/modules/posts/infrastructure/posts.demo-seeder.js';
import { inTransaction, nextNumber, type BuildTarget } from './build-target.js';

export type PostOptions = Partial<Omit<Post, 'postID' | 'publishDate'>> & { readonly publishDate?: Date | string };

/**
 * A post written as given: title "Test Post n", published a minute ago, category None,
 * unless told. The HTML is NOT sanitised (the demo seeder's path, not the save's): the
 * way to put hostile markup in front of the browser's own sanitiser. Posts a manager
 * saves go through POST /v1/post.
 */
export async function aPost(target: BuildTarget, options: PostOptions = {}): Promise<Post> {
  const n = nextNumber();
  const { publishDate = new Date(Date.now() - 60_000), ...rest } = options;
  const { postID: _new, publishDate: _now, ...defaults } = defaultRecordOf(POST_FIELDS);
  const post = {
    // Every field's default from POST_FIELDS (a new field needs no edit here), then a post's text.
    ...defaults,
    title: `Test Post ${n}`,
    summary: `<p>Summary of test post ${n}</p>`,
    story: `<p>Story of test post ${n}</p>`,
    ...rest,
    publishDate: new Date(publishDate),
  };
  const [postID] = await inTransaction(target, (em) => new PostsDemoSeeder(em).addPosts([post]));
  return { ...post, postID: postID!, publishDate: post.publishDate.toISOString() };
}
