import { Stack } from '@mantine/core';
import { PageHeading } from '@/components/ui/page-heading';
import { ManagePosts } from '@/features/posts';

/** /update/posts/{postID?} (product §2.26), for managers and above (the route table guards it). */
export default function ManagePostsRoute() {
  return (
    <Stack gap="lg">
      <PageHeading mb={0} />
      <ManagePosts />
    </Stack>
  );
}
