/**
 * Text that reaches places where a line break or a control character means something:
 * a mail header, a mail line, a label, a link (docs/decisions.md "Security review:
 * output and transport").
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
export const hasControlCharacters = (text: string, multiline = false): boolean => (multiline ? CONTROL_BUT_LINES : CONTROL).test(text);

/** The text on one line: each run of line breaks and control characters becomes one space (for mail headers and mail lines). */
export const oneLine = (text: string): string => text.replace(CONTROL_RUNS, ' ');

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
export const webAddressOrNothing = (value: unknown): string | undefined => (isWebAddress(value) ? String(value).trim() : undefined);
