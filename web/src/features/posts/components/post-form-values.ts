import dayjs from 'dayjs';
import { POST_FIELDS } from '@league/modules/posts/domain/post.fields.js';
import { formFields, formValues, sentValues, type FormValues } from '@/components/ui/field-form';
import type { Post, PostInput } from '../api/posts';

/** What the post form edits: the post's table but its id (the selection gives it) and author (the server sets it). */
export const POST_FORM_FIELDS = formFields(POST_FIELDS, 'postID', 'authorID');

export type PostFormValues = FormValues<typeof POST_FORM_FIELDS>;

/** The date-time picker's form of a value: local "YYYY-MM-DD HH:mm:ss". */
const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** An instant as the picker holds it. */
export const toPickerValue = (instant: string): string => dayjs(instant).format(PICKER_FORMAT);

/** A saved post's values (the publish date as the picker holds it), or a new post's: category None, publish date blank (now). */
export function postFormValues(post: Post | null): PostFormValues {
  const values = formValues(POST_FORM_FIELDS, post);
  return { ...values, publishDate: post ? toPickerValue(post.publishDate) : '' };
}

/** The rich-text editor's empty document: nothing to save. */
const isEmptyHtml = (html: string): boolean => html.replace(/<p>\s*<\/p>/g, '').trim() === '';

/** The body for POST /v1/post: the publish date as an ISO instant (blank: null, the server's now); postID 0 adds. */
export function postInput(postID: number, values: PostFormValues): PostInput {
  const sent = sentValues(POST_FORM_FIELDS, values);
  return {
    postID,
    ...sent,
    publishDate: sent.publishDate ? dayjs(sent.publishDate).toISOString() : null,
    summary: sent.summary && !isEmptyHtml(sent.summary) ? sent.summary : null,
    story: sent.story && !isEmptyHtml(sent.story) ? sent.story : null,
  };
}

/** The post form's words and the record's name (components/ui/use-master-detail). */
export const POST_FORM = {
  noun: 'post',
  headings: { update: 'Update the post below.', add: 'Add a post below.' },
  identify: (post: Post) => ({ id: post.postID, name: post.title }),
  savedRecord: (answer: { post: Post }) => answer.post,
};
