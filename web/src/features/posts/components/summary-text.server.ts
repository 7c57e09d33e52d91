/**
 * summaryText in the server's render (web/vite.config.ts puts it in place of summary-text.ts):
 * no DOMParser there, so sanitize-html keeps only the text, and the few characters it writes as
 * entities are put back (React shows the result as text, never as markup).
 */
import sanitizeHtml from 'sanitize-html';

const BLOCK_END = /<\/(?:p|li|h[1-6]|div|blockquote|ul|ol)>|<br\s*\/?>/gi;
const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

export function summaryText(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_END, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'noscript', 'title'],
  });
  return text
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!)
    .replace(/\s+/g, ' ')
    .trim();
}
