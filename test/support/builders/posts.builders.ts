/** News posts, through the posts module's demo seeder: the save's own rules (preparePost) and its repository. */
import type { Post } from '../../../src/modules/posts/domain/post.js';
import { POST_FIELDS } from '../../../src/modules/posts/domain/post.fields.js';
import { defaultRecordOf } from '../../../src/shared/domain/field-table.js';
import { PostsDemoSeeder } from '../../../src/modules/posts/infrastructure/posts.demo-seeder.js';
import { inTransaction, nextNumber, type BuildTarget } from './build-target.js';

export type PostOptions = Partial<Omit<Post, 'postID' | 'publishDate'>> & { readonly publishDate?: Date | string };

const defaults = (options: PostOptions) => {
  const n = nextNumber();
  const { publishDate = new Date(Date.now() - 60_000), ...rest } = options;
  const { postID: _new, publishDate: _now, ...tableDefaults } = defaultRecordOf(POST_FIELDS);
  // Every field's default from POST_FIELDS (a new field needs no edit here), then a post's text.
  return {
    ...tableDefaults,
    title: `Test Post ${n}`,
    summary: `<p>Summary of test post ${n}</p>`,
    story: `<p>Story of test post ${n}</p>`,
    ...rest,
    publishDate: new Date(publishDate),
  };
};

/**
 * A post as a manager's save would leave it: title "Test Post n", published a minute ago,
 * category None, unless told; the HTML sanitised by the save's rules (script refused).
 */
export async function aPost(target: BuildTarget, options: PostOptions = {}): Promise<Post> {
  const post = defaults(options);
  const [saved] = await inTransaction(target, (em) => new PostsDemoSeeder(em).addPosts([post]));
  return saved!;
}

/**
 * A post stored with its HTML exactly as given, NOT through the save's rules: only for
 * checking the browser's own sanitising of markup that could not come from a save.
 */
export async function aPlantedPost(target: BuildTarget, options: PostOptions = {}): Promise<Post> {
  const { publishDate, ...post } = defaults(options);
  return inTransaction(target, (em) =>
    new PostsDemoSeeder(em).plantUnsanitisedPost({ ...post, publishDate: publishDate.toISOString() }),
  );
}
