import { assertFields, type InputOf, type RecordOf } from '../../../shared/domain/field-table.js';
import type { SanitizedHtml } from './post-html.js';
import { POST_FIELDS } from './post.fields.js';
import { PostHasScriptError } from './posts.errors.js';

/** A saved post as POST_FIELDS describes it, with its publish instant (ISO 8601) and its HTML ('' when none) always set. */
export type Post = Omit<RecordOf<typeof POST_FIELDS>, 'publishDate' | 'summary' | 'story'> & {
  publishDate: string;
  summary: string;
  story: string;
};

/** What a save takes: the body as PostDto checks it, without authorID (the server sets it). */
export type PostInput = Omit<InputOf<typeof POST_FIELDS>, 'authorID' | 'postID'> & { postID?: number | null };

/** One row of a post list: the summary for home and the news page, not the story. */
export type PostSummary = Omit<Post, 'story'>;

/** One row of the post index (`/all`): enough for a picker or a list of links. */
export type PostIndexEntry = Pick<Post, 'postID' | 'title' | 'publishDate' | 'category'>;

export interface PostContext {
  /** The post's author: the saving manager for a new post, the saved author on an update. */
  readonly authorID: number | null;
  /** "Now": the publish date of a post given none. */
  readonly now: Date;
  /** The HTML sanitiser (the application's HtmlSanitizer port). */
  readonly sanitize: (html: string) => SanitizedHtml;
}

/** The HTML fields, in form order. */
const HTML_FIELDS = ['summary', 'story'] as const;

/**
 * Product §3.7: the fields as POST_FIELDS rules them, then summary and story
 * sanitised. Markup that would run code is refused (PostHasScriptError, naming the
 * field); anything else outside the allow-list is dropped silently. A blank publish
 * date is now; blank HTML is saved as ''.
 */
export function preparePost(input: PostInput, { authorID, now, sanitize }: PostContext): Post {
  assertFields(POST_FIELDS, input);
  const html: Record<(typeof HTML_FIELDS)[number], string> = { summary: '', story: '' };
  for (const field of HTML_FIELDS) {
    const cleaned = sanitize(input[field]?.trim() ?? '');
    const [found] = cleaned.scripts;
    if (found) throw new PostHasScriptError(field, POST_FIELDS[field].label, found);
    html[field] = cleaned.html.trim();
  }
  return {
    postID: input.postID ?? 0,
    title: input.title.trim(),
    category: input.category ?? POST_FIELDS.category.default,
    publishDate: (input.publishDate ? new Date(input.publishDate) : now).toISOString(),
    ...html,
    authorID,
  };
}

/** Product §3.7 and api.md §9: a post dated later is hidden until then from everyone below Manager. */
export const isPublished = (post: Pick<Post, 'publishDate'>, now: Date): boolean =>
  Date.parse(post.publishDate) <= now.getTime();
