/**
 * What post HTML may hold (product §3.7: staff-written, cleaned of scripts, event
 * handlers and unsafe links on save and on display). Plain data and plain functions:
 * the server's sanitiser adapter (sanitize-html) and the site's (DOMPurify) apply the
 * same allow-list, and the save refuses markup that would run code (findScripts).
 */

/** The rich-text editor's marks and blocks (tiptap StarterKit + Link) and a little more for pasted text. */
export const POST_HTML_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'sub',
  'sup',
  'mark',
  'span',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** Attributes kept, per tag; every other attribute (style and class included) is dropped. */
export const POST_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** Schemes allowed in links; relative links (no scheme) are allowed too. */
export const POST_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
/** Schemes allowed for images; relative sources are allowed too. */
export const POST_IMAGE_SCHEMES = ['http', 'https'] as const;

/** A link opening a new tab cannot reach back to the post (reverse tabnabbing). */
export const NEW_TAB_REL = 'noopener noreferrer';

/** Tags whose only purpose is to run or embed active content. */
const ACTIVE_TAGS = new Set(['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal']);

/** Attributes holding a URL a browser may follow or load. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'poster',
  'background',
  'lowsrc',
  'dynsrc',
  'srcset',
]);

/** Images pasted inline are harmless (and dropped, as images are http(s) only); any other data: URL may carry a page. */
const HARMLESS_DATA_URL = /^data:image\/(png|gif|jpe?g|webp|avif|bmp);/;

/** What a browser makes of a URL: control characters and whitespace inside a scheme are ignored, case too. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what a disguised scheme hides behind
const normalisedURL = (value: string): string => value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();

/** A URL that runs code when followed or loaded. */
export function isScriptURL(value: string): boolean {
  const url = normalisedURL(value);
  return (
    url.startsWith('javascript:') ||
    url.startsWith('vbscript:') ||
    url.startsWith('livescript:') ||
    (url.startsWith('data:') && !HARMLESS_DATA_URL.test(url))
  );
}

/** CSS that runs code (old IE expressions, script URLs, Mozilla bindings). */
export function isScriptStyle(value: string): boolean {
  const css = normalisedURL(value.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\\/g, ''));
  return (
    css.includes('javascript:') ||
    css.includes('vbscript:') ||
    css.includes('expression(') ||
    css.includes('-moz-binding') ||
    css.includes('behavior:')
  );
}

/**
 * The markup in one opening tag that would run code, described for the refusal
 * ("<script>", "onerror on <img>", "a javascript: link on <a>"); empty when there is none.
 * Entities in attribute values are already decoded by the parser that calls this.
 */
export function findScripts(tag: string, attributes: Readonly<Record<string, string>>): string[] {
  const name = tag.toLowerCase();
  const found: string[] = [];
  if (ACTIVE_TAGS.has(name)) found.push(`<${name}>`);
  for (const [attribute, value] of Object.entries(attributes)) {
    const key = attribute.toLowerCase();
    if (key.startsWith('on')) found.push(`${key} on <${name}>`);
    else if (URL_ATTRIBUTES.has(key) && isScriptURL(value))
      found.push(`a ${normalisedURL(value).split(':')[0]}: link on <${name}>`);
    else if (key === 'style' && isScriptStyle(value)) found.push(`a script in the style of <${name}>`);
    else if (
      name === 'meta' &&
      key === 'content' &&
      /url\s*=/i.test(value) &&
      isScriptURL(value.replace(/^[\s\S]*?url\s*=\s*['"]?/i, ''))
    )
      found.push('a script refresh on <meta>');
  }
  return found;
}

/** HTML after sanitising, and the code-running markup it held (removed). */
export interface SanitizedHtml {
  readonly html: string;
  /** findScripts' descriptions, in document order; empty for harmless HTML. */
  readonly scripts: readonly string[];
}
