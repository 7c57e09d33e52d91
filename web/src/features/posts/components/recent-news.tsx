import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { href } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useLatestPosts } from '../api/posts';
import { postDate } from './post-date';
import { summaryText } from './summary-text';

/** Home shows the three latest posts (product §2.2). */
export const RECENT_NEWS_COUNT = 3;

/**
 * Home's "Recent News": the three latest published posts with their date and summary
 * (as plain text: summary-text.ts), each title linking to the post. "Loading..." first, the server's message on a
 * failure, "No News" when there are none (product §8.3).
 */
export function RecentNews() {
  const posts = useLatestPosts(RECENT_NEWS_COUNT);
  let body;
  if (posts.isPending)
    body = (
      <Text c="dimmed" role="status">
        Loading...
      </Text>
    );
  else if (posts.isError)
    body = (
      <Text c="red.8" role="alert">
        {errorMessage(posts.error)}
      </Text>
    );
  else if (posts.data.rows.length === 0) body = <Text c="dimmed">No News</Text>;
  else
    body = (
      <Stack gap="md">
        {posts.data.rows.map((post) => (
          <article key={post.postID} data-testid="recent-news-post">
            <Anchor component={Link} to={href('news', { postID: post.postID })} fw={600} size="lg">
              {post.title}
            </Anchor>
            <Text size="sm" c="dimmed" mb={4}>
              {postDate(post.publishDate)}
            </Text>
            {post.summary && <Text>{summaryText(post.summary)}</Text>}
          </article>
        ))}
      </Stack>
    );
  return (
    <Paper
      component="section"
      withBorder
      p="md"
      radius="md"
      aria-labelledby="home-recent-news"
      data-testid="recent-news"
    >
      <Title order={2} size="h3" id="home-recent-news" mb="sm">
        Recent News
      </Title>
      {body}
    </Paper>
  );
}
