/**
 * What a scanner or the search box gives us (product §2.16, §5.6): a bare
 * number, a card link `{host}/p/{number}` or the older `{host}/p?n={number}`
 * (also N), possibly wrapped by a keyboard-wedge scanner in its ";" prefix and
 * carriage-return suffix. Any host is accepted: cards printed under an older
 * address still scan.
 */
const NUMBER = /^\d{1,9}$/;
const CARD_LINK =
  /^(?:[a-z][a-z0-9+.-]*:\/\/)?[^\s?#]*\/p(?:\/(\d{1,9})\/?|\/?\?(?:[^#]*&)?n=(\d{1,9})(?:&[^#]*)?)(?:#.*)?$/i;

/** The player number in a scan or pasted text, or null when it holds none (e.g. a name). */
export function parseScannedPlayerNumber(input: string): number | null {
  const text = input.trim().replace(/^;/, '').trim();
  const digits = NUMBER.test(text) ? text : (CARD_LINK.exec(text)?.slice(1).find(Boolean) ?? null);
  const playerNumber = digits === null ? 0 : Number(digits);
  return playerNumber > 0 ? playerNumber : null;
}
