import { Grid, NativeSelect, Paper, Stack, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { POST_CATEGORY_NAMES } from '@league/modules/posts/domain/post-category.js';
import { FormStatus } from '@/components/ui/form-status';
import { RecordFormActions } from '@/components/ui/record-form';
import { useFieldForm } from '@/components/ui/use-field-form';
import type { RecordDetail } from '@/components/ui/use-master-detail';
import { failureText } from '@/lib/api-client';
import { usePost, type Post, type PostInput } from '../api/posts';
import { POST_FORM_FIELDS, postFormValues, postInput } from './post-form-values';
import { RichTextInput } from './rich-text-input';

const CATEGORY_OPTIONS = Object.entries(POST_CATEGORY_NAMES).map(([value, label]) => ({ value, label }));

export type PostDetail = RecordDetail<Post, PostInput>;

/** The post form: loads the selected post, then edits it (or a new one). */
export function PostForm({ detail }: { readonly detail: PostDetail }) {
  const post = usePost(detail.id);
  let body;
  if (detail.id > 0 && !post.data) {
    body = post.isError ? (
      <FormStatus kind="error">{failureText('Error getting post', post.error)}</FormStatus>
    ) : (
      <FormStatus kind="status">Loading...</FormStatus>
    );
  } else {
    body = <PostFields key={detail.formKey} post={detail.id > 0 ? (post.data ?? null) : null} detail={detail} />;
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      {body}
    </Paper>
  );
}

function PostFields({ post, detail }: { readonly post: Post | null; readonly detail: PostDetail }) {
  const form = useFieldForm(POST_FORM_FIELDS, postFormValues(post));
  const field = form.getInputProps;
  const values = form.getValues();
  const submit = form.onSubmit((sent) => detail.save(postInput(post?.postID ?? 0, sent), form), detail.refuse);
  const { value: _value, onChange: _onChange, ...publishProps } = field('publishDate');

  return (
    <form onSubmit={submit} noValidate aria-label="Post">
      <Stack gap="md">
        {detail.heading(post)}
        <Grid gap="sm">
          <Grid.Col span={12}>
            <TextInput {...field('title')} autoComplete="off" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <NativeSelect size="md" {...field('category')} data={CATEGORY_OPTIONS} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <DateTimePicker
              {...publishProps}
              value={values.publishDate || null}
              onChange={(value) => form.setFieldValue('publishDate', value ?? '')}
              valueFormat="MMM D, YYYY h:mm A"
              placeholder="Now (visitors see the post from then on)"
              clearable
              size="md"
              timePickerProps={{ format: '12h' }}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <RichTextInput
              name="summary"
              label={POST_FORM_FIELDS.summary.label}
              description="Shown on the home page"
              value={values.summary}
              onChange={(html) => form.setFieldValue('summary', html)}
              error={form.errors.summary}
              minHeight={80}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <RichTextInput
              name="story"
              label={POST_FORM_FIELDS.story.label}
              value={values.story}
              onChange={(html) => form.setFieldValue('story', html)}
              error={form.errors.story}
              minHeight={200}
            />
          </Grid.Col>
        </Grid>
        <RecordFormActions {...detail.actions(post)} />
      </Stack>
    </form>
  );
}
