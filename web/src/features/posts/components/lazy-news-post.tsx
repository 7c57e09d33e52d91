import { lazy, Suspense } from 'react';
import { Text } from '@mantine/core';

/** The News post screen's body, in its own chunk: home imports this feature only for Recent News. */
const NewsPostChunk = lazy(() => import('./news-post').then((module) => ({ default: module.NewsPost })));

export function NewsPost({ postID }: { readonly postID: number }) {
  return (
    <Suspense fallback={<Text role="status">Loading...</Text>}>
      <NewsPostChunk postID={postID} />
    </Suspense>
  );
}
