/**
 * The player search box (product §2 "Player search"): what it asks the server. A name is
 * sent as typed (`+` for spaces, the old client's form); a number, a pasted card link
 * (`{site}/p/{n}`, `{site}/p?n={n}`) or a scan (`;n`) is sent as its number, so the
 * address bar and the server's cache see one search per player whatever was pasted.
 */
import { parseScannedPlayerNumber } from '@league/modules/players/domain/scanned-input.js';

/** Fewer characters than this ask nothing (a number or a link always asks). */
export const SEARCH_MIN_CHARACTERS = 2;
/** How long typing must pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The path segment to search with, or null when there is nothing to ask yet. */
export function searchSegment(text: string): string | null {
  const number = parseScannedPlayerNumber(text);
  if (number !== null) return String(number);
  const words = text.trim().replace(/\s+/g, ' ');
  if (words.length < SEARCH_MIN_CHARACTERS) return null;
  return encodeURIComponent(words).replaceAll('%20', '+');
}
