/**
 * The id of a page's h1. A server-rendered page's first paint waits until the parser has reached it
 * (`<link rel="expect" blocking="render">`, site-pages.ts): a long head or header otherwise let a
 * phone paint the header alone, and the heading, the page's largest text, a frame later (issue 31).
 */
export const PAGE_TITLE_ID = 'page-title';

/**
 * Every page's own head (issue 31): title, description, canonical link, Open Graph and
 * Twitter card tags, and schema.org JSON-LD. One mechanism on both sides:
 * - the server gives each render a HeadCollector (HeadCollectorContext); usePageHead writes
 *   to it during render and the server puts headTags(collector.head) into <head>;
 * - the browser keeps the same tags up to date in an effect, so client-side navigation
 *   changes them. Every managed tag carries `data-page-head`, so the browser finds the
 *   server's tags after hydration and updates them in place rather than adding more.
 * The route's name is the default head (components/layouts/route-outlet.tsx); a screen's
 * own head refines it (a higher rank wins, on the server and in the browser alike). One
 * usePageHead per screen: a shared frame (AboutPage) takes the screen's head as a prop.
 */
import { createContext, useContext, useEffect } from 'react';
import { SITE_NAME, SITE_URL, pageTitle } from '../config/site';

export interface PageHead {
  /** The full <title>, e.g. "Friday Regular at The Lucky Otter, Dec 4 · Free Poker League". */
  readonly title: string;
  /** One or two sentences, plain text. */
  readonly description: string;
  /** Canonical path ("/games/detail/12"); default: the current location's pathname. */
  readonly path?: string;
  /** og:type (default website). */
  readonly type?: 'website' | 'article' | 'profile';
  /** Absolute or site path of a preview image (default: the league's icon). */
  readonly image?: string;
  /** schema.org objects; each gets "@context": "https://schema.org". */
  readonly jsonLd?: readonly object[];
  /** e.g. Unknown Page, Unauthorized: robots noindex and no canonical link. */
  readonly noindex?: boolean;
  /** The page is about a record nobody has (a player number no player holds): the server answers 404 (issue 31). */
  readonly missing?: boolean;
}

/** How much a head says: the route's default head, refined by the screen's own. */
const ROUTE_RANK = 0;
const SCREEN_RANK = 1;

/** Per render: the server gives each render its own collector. */
export class HeadCollector {
  head: PageHead | null = null;
  /** The rank of the head kept: a screen's head outranks its route's default, whatever the render order. */
  rank = -1;

  record(head: PageHead, rank: number = SCREEN_RANK): void {
    if (rank < this.rank) return;
    this.head = head;
    this.rank = rank;
  }
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** The index.html description, for pages that have nothing more to say. */
export const DEFAULT_DESCRIPTION =
  'A free amateur poker league: games, leaderboards, quarterly tournaments and Vegas Invites.';

/** The league's icon: link previews show it when a page has no picture of its own. */
export const DEFAULT_IMAGE = '/icons/app-512.png';

/** A generic head from a name: the route's, or a screen's while its data loads. */
export function namedHead(
  name: string,
  description: string = DEFAULT_DESCRIPTION,
  more: Partial<PageHead> = {},
): PageHead {
  return { title: pageTitle(name), description, ...more };
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Stored HTML (a post's summary) as plain words for a description, on the server too (no
 * DOMParser there). Only ever written escaped (headTags, or the DOM's setAttribute).
 */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** A description short enough for a link preview: cut at a word, with an ellipsis. */
export function shortText(text: string, max = 200): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

// ---------------------------------------------------------------------------
// The tags, as data: headTags serializes them, the browser applies them.

export interface HeadElement {
  readonly tag: 'title' | 'meta' | 'link' | 'script';
  readonly attributes: Readonly<Record<string, string>>;
  readonly text?: string;
}

export interface HeadOptions {
  /** The site's public address (SITE_URL), without a trailing slash. */
  readonly siteUrl: string;
  readonly siteName: string;
  /** The request's path, used when head.path is absent. */
  readonly path: string;
}

/** The path alone: canonical URLs carry no query (?today=) or fragment. */
const pathOnly = (path: string): string => {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare.startsWith('/') ? bare : `/${bare}`;
};

/** A site path made absolute; an absolute address is kept. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl.replace(/\/+$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/**
 * JSON that cannot end the <script> it sits in: `<`, `>` and `&` are written as \u escapes
 * (a player named `</script><script>` stays text), and so are U+2028/2029.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (key: 'name' | 'property', name: string, content: string): HeadElement => ({
  tag: 'meta',
  attributes: { [key]: name, content },
});

/** The managed tags of a head, in the order they are written. */
export function headElements(head: PageHead, options: HeadOptions): HeadElement[] {
  const url = absoluteUrl(options.siteUrl, pathOnly(head.path ?? options.path));
  const image = absoluteUrl(options.siteUrl, head.image ?? DEFAULT_IMAGE);
  const elements: HeadElement[] = [
    { tag: 'title', attributes: {}, text: head.title },
    meta('name', 'description', head.description),
  ];
  if (head.noindex) elements.push(meta('name', 'robots', 'noindex'));
  else elements.push({ tag: 'link', attributes: { rel: 'canonical', href: url } });
  elements.push(
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', options.siteName),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  for (const item of head.jsonLd ?? []) {
    elements.push({
      tag: 'script',
      attributes: { type: 'application/ld+json' },
      text: scriptSafeJson({ '@context': 'https://schema.org', ...item }),
    });
  }
  return elements;
}

const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

function elementHtml(element: HeadElement): string {
  const attributes = Object.entries(element.attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  const open = `<${element.tag} data-page-head${attributes}>`;
  if (element.tag === 'meta' || element.tag === 'link') return open;
  // A script's text is JSON already made safe for a <script>; a title's is escaped.
  const text = element.tag === 'script' ? (element.text ?? '') : escapeHtml(element.text ?? '');
  return `${open}${text}</${element.tag}>`;
}

/**
 * The head's HTML (title, meta description, canonical link, og:*, twitter:*, ld+json
 * scripts), every value escaped; `siteUrl` from the server's SITE_URL, `path` the request
 * path used when head.path is absent.
 */
export function headTags(head: PageHead, options: HeadOptions): string {
  return headElements(head, options).map(elementHtml).join('\n');
}

// ---------------------------------------------------------------------------
// The browser: the same tags, updated in place.

/** The small part of the DOM the browser side uses (a spec drives it with a fake). */
export interface HeadNode {
  readonly tagName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  hasAttribute(name: string): boolean;
  remove(): void;
}
export interface HeadParent {
  querySelectorAll(selector: string): ArrayLike<HeadNode>;
  appendChild(node: HeadNode): unknown;
}
export interface HeadDocument {
  readonly head: HeadParent;
  createElement(tag: string): HeadNode;
}

const MARK = 'data-page-head';
const CANDIDATES = 'title, meta[name], meta[property], link[rel="canonical"], script[type="application/ld+json"]';
const MANAGED_META = /^(description|robots|og:.+|twitter:.+)$/;

/** What one tag is about ("meta:og:title"); null for tags this module does not manage. */
function keyOf(tag: string, attribute: (name: string) => string | null): string | null {
  switch (tag.toLowerCase()) {
    case 'title':
      return 'title';
    case 'link':
      return attribute('rel') === 'canonical' ? 'link:canonical' : null;
    case 'meta': {
      const name = attribute('name') ?? attribute('property');
      return name && MANAGED_META.test(name) ? `meta:${name}` : null;
    }
    default:
      return null;
  }
}

/**
 * Makes the document's head say what `elements` say: each tag found by what it is about
 * (the server's, or index.html's own <title> and description) is updated, missing ones are
 * added, managed ones no longer wanted are removed; ld+json scripts are matched in order.
 */
export function applyHeadElements(doc: HeadDocument, elements: readonly HeadElement[]): void {
  const found = new Map<string, HeadNode>();
  const scripts: HeadNode[] = [];
  const spare: HeadNode[] = [];
  for (const node of Array.from(doc.head.querySelectorAll(CANDIDATES))) {
    if (node.tagName.toLowerCase() === 'script') {
      if (node.hasAttribute(MARK)) scripts.push(node);
      continue;
    }
    const key = keyOf(node.tagName, (name) => node.getAttribute(name));
    if (!key) continue;
    if (found.has(key)) spare.push(node);
    else found.set(key, node);
  }

  const kept = new Set<HeadNode>();
  let scriptIndex = 0;
  for (const element of elements) {
    const existing =
      element.tag === 'script'
        ? scripts[scriptIndex++]
        : found.get(keyOf(element.tag, (name) => element.attributes[name] ?? null) ?? '');
    const node = existing ?? doc.createElement(element.tag);
    for (const [name, value] of Object.entries(element.attributes)) {
      if (node.getAttribute(name) !== value) node.setAttribute(name, value);
    }
    if (!node.hasAttribute(MARK)) node.setAttribute(MARK, '');
    if (element.text !== undefined && node.textContent !== element.text) node.textContent = element.text;
    if (!existing) doc.head.appendChild(node);
    kept.add(node);
  }

  for (const node of [...found.values(), ...scripts, ...spare]) {
    if (!kept.has(node) && (node.hasAttribute(MARK) || spare.includes(node))) node.remove();
  }
}

interface Entry {
  readonly rank: number;
  readonly order: number;
  readonly head: PageHead;
}

/** The heads of the mounted screens: the highest rank wins, then the latest. */
const mounted = new Map<symbol, Entry>();
let mountOrder = 0;
let applyPending = false;

function currentHead(): PageHead | null {
  let best: Entry | null = null;
  for (const entry of mounted.values()) {
    if (!best || entry.rank > best.rank || (entry.rank === best.rank && entry.order > best.order)) best = entry;
  }
  return best?.head ?? null;
}

/** Once per commit: a screen's head leaving and the next one arriving write the DOM once. */
function scheduleApply(): void {
  if (applyPending) return;
  applyPending = true;
  queueMicrotask(() => {
    applyPending = false;
    const head = currentHead();
    if (!head || typeof document === 'undefined') return;
    // Read at call time: the settings come from index.html's meta tags (or configureSite).
    applyHeadElements(
      document as unknown as HeadDocument,
      headElements(head, { siteUrl: SITE_URL, siteName: SITE_NAME, path: window.location.pathname }),
    );
  });
}

/** A stable identity for the effect's dependencies (the head is often a new object each render). */
const headKey = (head: PageHead | null | undefined): string => (head ? JSON.stringify(head) : '');

function useRankedHead(head: PageHead | null | undefined, rank: number): void {
  const collector = useContext(HeadCollectorContext);
  // The server: written during render, so the head is there when renderToString returns.
  if (collector && head) collector.record(head, rank);
  const key = headKey(head);
  useEffect(() => {
    if (!key) return undefined;
    const id = Symbol('page head');
    mounted.set(id, { rank, order: ++mountOrder, head: JSON.parse(key) as PageHead });
    scheduleApply();
    return () => {
      mounted.delete(id);
      scheduleApply();
    };
  }, [key, rank]);
}

/**
 * A screen's head. On the server (a collector in context) it records the head during render;
 * in the browser it updates document.title and the managed meta/link/ld+json tags in an effect
 * (so navigation updates them). Renders nothing.
 */
export function usePageHead(head: PageHead | null | undefined): void {
  useRankedHead(head, SCREEN_RANK);
}

/** The route's default head (its name), which any screen's usePageHead refines. */
export function useRouteHead(head: PageHead | null | undefined): void {
  useRankedHead(head, ROUTE_RANK);
}

/** schema.org: the league itself (home's JSON-LD, and the organizer of its games). */
export function leagueOrganization(options: { siteUrl: string; siteName: string; contactEmail?: string }): object {
  return {
    '@type': 'Organization',
    name: options.siteName,
    url: `${options.siteUrl.replace(/\/+$/, '')}/`,
    logo: absoluteUrl(options.siteUrl, DEFAULT_IMAGE),
    ...(options.contactEmail ? { email: options.contactEmail } : {}),
  };
}
