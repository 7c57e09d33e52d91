import { lazy, Suspense } from 'react';

/**
 * Post HTML for home's Recent News: the sanitiser (DOMPurify) comes in its own chunk
 * after the first paint; titles and dates show at once, summaries a moment later.
 */
const PostHtmlChunk = lazy(() => import('./post-html').then((module) => ({ default: module.PostHtml })));

export function LazyPostHtml({ html }: { readonly html: string }) {
  return (
    <Suspense fallback={null}>
      <PostHtmlChunk html={html} />
    </Suspense>
  );
}
