import { lazy, Suspense } from 'react';
import { Text } from '@mantine/core';

/**
 * Manage Posts' body, loaded when the screen opens. Home imports this feature for Recent
 * News, so nothing of the management screen (its rich-text editor, date picker and form
 * kit weigh more than the rest of the site) may be among the feature's static imports.
 */
const ManagePostsChunk = lazy(() => import('./manage-posts'));

export function ManagePosts() {
  return (
    <Suspense fallback={<Text role="status">Loading...</Text>}>
      <ManagePostsChunk />
    </Suspense>
  );
}
