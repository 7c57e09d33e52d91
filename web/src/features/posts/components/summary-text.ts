/** Where one block of a post ends: a space keeps its words apart once the markup is gone. */
const BLOCK_END = /<\/(?:p|li|h[1-6]|div|blockquote|ul|ol)>|<br\s*\/?>/gi;

/**
 * A post's summary as plain words, for home's Recent News teaser. The HTML is parsed in
 * an inert document (DOMParser: no script runs, no image loads) and only its text is
 * kept, which React then shows as text: nothing of the markup reaches the page. The
 * post's own page renders the full HTML through DOMPurify (post-html.tsx); home does not
 * load that sanitiser, which keeps the first page within its budget (docs/decisions/0060-posts.md).
 */
export function summaryText(html: string): string {
  const document = new DOMParser().parseFromString(html.replace(BLOCK_END, '$& '), 'text/html');
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
