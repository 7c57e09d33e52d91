import { Anchor, Button, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { UserType } from '@league/shared/domain/user-type.js';
import { PageHeading } from '@/components/ui/page-heading';
import { href } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { namedHead, usePageHead } from '@/lib/page-head';
import { useLatestPosts, usePost } from '../api/posts';
import { newsHead, postHead } from '../post-head';
import { postDate } from './post-date';
import { PostHtml } from './post-html';

/** How many recent posts the news page links to beside the post. */
export const NEWS_LINKS_COUNT = 10;

/**
 * The News post screen (product §2.18): heading "Recent News", the post's title and
 * story (the latest post when none is named), the other recent posts as links, and for
 * managers "Manage Post". "Loading...", the server's message, "No News".
 */
export function NewsPost({ postID }: { readonly postID: number }) {
  const recent = useLatestPosts(NEWS_LINKS_COUNT);
  const shownID = postID || recent.data?.rows[0]?.postID || 0;
  const post = usePost(shownID);
  const { isAtLeast } = useAuth();
  // Issue 31: the post's own head from the same reads (the route's name while they load); a missing post is not for search engines.
  usePageHead(
    post.isError
      ? namedHead('Post not found', errorMessage(post.error), { noindex: true })
      : postID > 0
        ? post.data && postHead(post.data)
        : recent.data && newsHead(recent.data.rows),
  );

  let body;
  if (postID === 0 && recent.isPending) body = <Text role="status">Loading...</Text>;
  else if (postID === 0 && recent.isError)
    body = (
      <Text c="red.8" role="alert">
        {errorMessage(recent.error)}
      </Text>
    );
  else if (shownID === 0) body = <Text c="dimmed">No News</Text>;
  else if (post.isPending) body = <Text role="status">Loading...</Text>;
  else if (post.isError)
    body = (
      <Text c="red.8" role="alert">
        {errorMessage(post.error)}
      </Text>
    );
  else
    body = (
      <article data-testid="news-post">
        <Title order={2} size="h3">
          {post.data.title}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {postDate(post.data.publishDate)}
        </Text>
        <PostHtml html={post.data.story || post.data.summary} testID="news-story" />
      </article>
    );

  const others = (recent.data?.rows ?? []).filter((row) => row.postID !== shownID);
  return (
    <Stack gap="md">
      <PageHeading title="Recent News" mb={0}>
        {shownID > 0 && isAtLeast(UserType.Manager) && (
          <Button
            component={Link}
            to={href('managePosts', { postID: shownID })}
            leftSection={<IconEdit size={18} aria-hidden />}
            variant="light"
          >
            Manage Post
          </Button>
        )}
      </PageHeading>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
            {body}
          </Paper>
        </Grid.Col>
        {others.length > 0 && (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper component="nav" withBorder radius="md" p="md" aria-labelledby="news-more">
              <Title order={2} size="h4" id="news-more" mb="xs">
                More news
              </Title>
              <Stack gap="sm">
                {others.map((row) => (
                  <div key={row.postID}>
                    <Anchor component={Link} to={href('news', { postID: row.postID })} fw={600}>
                      {row.title}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {postDate(row.publishDate)}
                    </Text>
                  </div>
                ))}
              </Stack>
            </Paper>
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}
