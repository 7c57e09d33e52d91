/**
 * The catalog's API paths (SPEC §7 "Reads"), and the one way the site writes a player
 * search into a path.
 */
import { parseScannedPlayerNumber } from '@league/modules/players/domain/scanned-input.js';
import { readPath } from '@/lib/api-reads';

/** GET /v1/venue/list/0[/{start}[/{stop}]]: every venue, or those active in the window. */
export const venueListPath = (window: { start: string; stop?: string | undefined } | null = null) =>
  !window
    ? readPath('/v1/venue/list/{playerID}', { playerID: 0 })
    : window.stop
      ? readPath('/v1/venue/list/{playerID}/{start}/{stop}', { playerID: 0, start: window.start, stop: window.stop })
      : readPath('/v1/venue/list/{playerID}/{start}', { playerID: 0, start: window.start });

/** GET /v1/event/list/{venueID}[/{since}]: a venue's events (0: every venue's). */
export const seriesListPath = (venueID: number, since: string | null = null) =>
  since
    ? readPath('/v1/event/list/{venueID}/{start}', { venueID, start: since })
    : readPath('/v1/event/list/{venueID}', { venueID });

/** GET /v1/player/list/10: the host choices (every player of host level and up). */
export const HOST_LIST_PATH = readPath('/v1/player/list/10');

/** GET /v1/player/list/0/{number}: the player with exactly that number (or an alternate one), one row or none. */
export const playerByNumberPath = (number: number) =>
  readPath('/v1/player/list/{filter}/{text}', { filter: 0, text: String(number) });

/** GET /v1/player/list/1/{segment}. */
export const playerSearchPath = (segment: string) =>
  readPath('/v1/player/list/{filter}/{text}', { filter: 1, text: segment });

/** Fewer characters than this ask nothing (one letter matches half the league); a number or a link always asks. */
export const SEARCH_MIN_CHARACTERS = 2;

/**
 * The path segment a search sends, or null when there is nothing to ask yet. A number,
 * a pasted card link (`{site}/p/{n}`, `{site}/p?n={n}`) or a scan (`;n`) is sent as its
 * number, so the server's cache and ours see one search per player whatever was pasted;
 * a name as typed, its runs of spaces as one `+` (the server reads `+` as a space, SPEC
 * §7 "text plus optional +"), everything else URL-encoded.
 */
export function playerSearchSegment(text: string): string | null {
  const number = parseScannedPlayerNumber(text);
  if (number !== null) return String(number);
  const words = text.trim().replace(/\s+/g, ' ');
  if (words.length < SEARCH_MIN_CHARACTERS) return null;
  return encodeURIComponent(words).replaceAll('%20', '+');
}
