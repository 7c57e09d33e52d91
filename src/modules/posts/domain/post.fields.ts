import { recordTable } from '../../../shared/domain/field-table.js';
import { PostCategory, POST_CATEGORY_NAMES } from './post-category.js';
import { InvalidPostCategoryError } from './posts.errors.js';

/** Post HTML limits: generous for rich text, well inside the 2 MB body limit. */
export const POST_SUMMARY_MAX_LENGTH = 10_000;
export const POST_STORY_MAX_LENGTH = 200_000;

/**
 * A post's fields, in form order (product §3.7). Saving a post is for managers and up.
 * Summary and story are HTML; the save sanitises them (post-html.ts). authorID is the
 * saving manager's, set by the server for new posts and kept on updates: the request
 * body never carries it (PostDto leaves it out). A blank publish date is "now".
 */
export const POST_FIELDS = recordTable({
  postID: {
    label: 'Post ID',
    type: 'integer',
    min: 0,
    default: 0,
    description: '0 (or absent) for a post not saved yet: saving creates it',
  },
  title: { label: 'Title', type: 'string', required: true, max: 64 },
  category: {
    label: 'Category',
    type: 'integer',
    oneOf: Object.values(PostCategory),
    default: PostCategory.None,
    errors: { invalid: () => new InvalidPostCategoryError() },
    description: Object.entries(POST_CATEGORY_NAMES)
      .map(([value, name]) => `${name} ${value}`)
      .join(', '),
  },
  publishDate: {
    label: 'Publish Date',
    type: 'datetime',
    description: 'An ISO 8601 instant; blank: now. Visitors see the post from then on',
    example: '2026-11-24T18:00:00.000Z',
  },
  summary: {
    label: 'Summary',
    type: 'string',
    max: POST_SUMMARY_MAX_LENGTH,
    multiline: true,
    description: 'HTML, shown on the home page; sanitised on save',
  },
  story: {
    label: 'Story',
    type: 'string',
    max: POST_STORY_MAX_LENGTH,
    multiline: true,
    description: 'HTML, the full post; sanitised on save',
  },
  authorID: {
    label: 'Author',
    type: 'integer',
    min: 0,
    description: 'The manager who added the post (set by the server)',
  },
});
