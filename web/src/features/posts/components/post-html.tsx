import { useMemo } from 'react';
import { Typography } from '@mantine/core';
import { purifyPostHtml } from './post-purifier';

/**
 * A post's summary or story. The server sanitised it when it was saved; it is
 * sanitised again here with DOMPurify, so markup that reached the database another way
 * (an old import, a hand-made fix) still cannot run in a visitor's browser.
 */
export function PostHtml({ html, testID }: { readonly html: string; readonly testID?: string }) {
  const clean = useMemo(() => purifyPostHtml(html), [html]);
  return (
    <Typography>
      {/* Sanitised by DOMPurify just above. */}
      <div data-testid={testID} dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
