import { createContext } from 'react';

/**
 * The header's markup as the server drew it for an earlier page that lights the same menu link
 * (entry-server.tsx). The server's render puts it in as it is instead of drawing the header again:
 * the header was two thirds of a page without data, and a part of every page's (issue 31). The
 * browser has none, draws the header, and hydrates the same markup.
 */
export const DrawnHeaderContext = createContext<string | null>(null);

/** React escapes `>` in attribute values: the first one closes the start tag. */
const HEADER_START = /<header\b[^>]*>/;

/** What is inside a drawn page's first header element; null where it has none or it holds another header. */
export function headerMarkupOf(html: string): string | null {
  const start = HEADER_START.exec(html);
  if (!start) return null;
  const from = start.index + start[0].length;
  const end = html.indexOf('</header>', from);
  if (end < 0) return null;
  const inside = html.slice(from, end);
  return inside.includes('<header') ? null : inside;
}
