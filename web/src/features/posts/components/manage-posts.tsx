import { Grid } from '@mantine/core';
import { usePostsMasterDetail } from '../hooks/use-manage-posts';
import { PostForm } from './post-form';
import { PostList } from './post-list';

/**
 * Manage Posts' body (product §2.26): the post picker ("New Post" first) beside the post
 * form; on a phone the picker sits above the form, and picking scrolls the form into view.
 */
export default function ManagePosts() {
  const posts = usePostsMasterDetail();
  return (
    <Grid gap="md" component="section" aria-label="Post">
      <Grid.Col span={{ base: 12, sm: 5, lg: 4 }}>
        <PostList {...posts.list} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7, lg: 8 }} id={posts.panelID} style={{ scrollMarginTop: 76 }}>
        <PostForm detail={posts.detail} />
      </Grid.Col>
    </Grid>
  );
}
