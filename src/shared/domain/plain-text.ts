/**
 * Text that reaches places where a line break or a control character means something:
 * a mail header, a mail line, a label, a link (docs/decisions/0091-security-review-output-and-transport.md).
 */

/**
 * Every C0 control character, DEL, the C1 range (NEL among them) and the Unicode line
 * and paragraph separators: nothing a name or a title is made of.
 */
/* eslint-disable no-control-regex -- finding control characters is the point */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;
/** The same, but tab, line feed and carriage return are text (notes, instructions). */
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/u;
const CONTROL_RUNS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/gu;
/* eslint-enable no-control-regex */

/** True when a single-line text holds a line break or a control character (multiline: tab, CR and LF are allowed). */
export const hasControlCharacters = (text: string, multiline = false): boolean =>
  (multiline ? CONTROL_BUT_LINES : CONTROL).test(text);

/** The text on one line: each run of line breaks and control characters becomes one space (for mail headers and mail lines). */
export const oneLine = (text: string): string => text.replace(CONTROL_RUNS, ' ');

/* eslint-disable no-control-regex -- finding control characters is the point */
/** Control characters, and the bidirectional overrides and isolates that reorder what a terminal shows. */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;
/* eslint-enable no-control-regex */

/**
 * Someone else's text made safe for a terminal (the old site's error text in the import
 * command): each control character is shown as its `\u001b` escape, so an escape sequence
 * can neither clear nor fake the operator's screen, and the text stays on one line.
 */
export const terminalSafe = (text: string): string =>
  text.replace(UNPRINTABLE, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * A web address a page may link to: http or https with a host, nothing else
 * (no javascript:, data:, vbscript:, file: or relative address). Blank is "no address".
 */
export function isWebAddress(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (!/^https?:\/\//i.test(text) || hasControlCharacters(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The address itself when it is a web address (see isWebAddress), else undefined: what a link's href may be. */
export const webAddressOrNothing = (value: unknown): string | undefined =>
  isWebAddress(value) ? String(value).trim() : undefined;
