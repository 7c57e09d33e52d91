import { existsSync, readFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { pathToFileURL } from 'node:url';
import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Settings } from '../../../config/settings.js';
import { ConcurrencyLimit } from '../../application/concurrency-limit.js';
import { DEFAULT_READ_MAX_AGE_MS, ReadCache, type CachedAnswer } from '../../application/read-cache.js';
import { cacheKeyOf, copyFor, wireAnswer } from '../read-cache/cached-read.js';
import { requestAddressOf } from '../site-address.middleware.js';
import { RenderThreads } from './render-thread.js';
import type { SiteIndex } from './site-index.js';

/** What web/src/entry-server.tsx exports (built by `vite build --ssr` into web/dist-server). */
interface ServerRender {
  configure(settings: {
    siteName: string;
    contactEmail: string;
    leagueTimeZone: string;
    siteUrl: string;
  }): Promise<void>;
  render(request: {
    url: string;
    siteUrl: string;
    today: string | null;
    readApi: (path: string) => Promise<{ status: number; body: string }>;
  }): Promise<
    | {
        kind: 'page';
        status: 200 | 404;
        routeKey: string;
        html: string;
        head: string;
        state: string;
        dates?: string;
        complete: boolean;
        unknownPage: boolean;
        modules: readonly string[];
        /** The query parameters the screen asked for, or 'all' (web/src/lib/address-query-record.ts). */
        queryRead?: readonly string[] | 'all';
      }
    | { kind: 'redirect'; location: string }
    | { kind: 'shell'; reason: string }
  >;
  routeModuleOf(key: string): string | undefined;
  /** Parts every page draws for wide screens only (the top menu), and the media query they are for. */
  readonly wideScreenParts?: { readonly modules: readonly string[]; readonly media: string };
  /** The id of a page's h1: its first paint waits until the parser has reached it. */
  readonly firstPaintTarget?: string;
}

/** What a page was drawn from: the kept reads' tags and ages (a read not kept makes the page not keepable). */
interface PageReads {
  tags: Set<string>;
  expiresAt: number;
  keepable: boolean;
}

/** A page drawn once, for every visitor who asked for it meanwhile. */
interface DrawnPage {
  readonly status: 200 | 301 | 404;
  /** An old address's new one (status 301). */
  readonly location?: string;
  readonly complete: boolean;
  readonly body: Buffer;
  readonly reads: PageReads;
  /** The read cache's stamp before the first read: a write meanwhile keeps the page from being kept. */
  readonly stamp: ReturnType<ReadCache['stamp']>;
  /** Its plain and compressed copies with their headers, made when it is drawn. */
  answer: CachedAnswer | undefined;
}

/** Vite's build manifest: each source module's file, styles and static imports. */
type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

const ROOT_PLACEHOLDER = /<div id="root">[\s\S]*?<\/div>\s*<noscript>[\s\S]*?<\/noscript>/;

/**
 * The public pages, rendered on the server (issue 31;
 * docs/decisions/0138-server-rendered-public-pages.md): every site route answers index.html with
 * the page's HTML in #root, its own head, the styles and scripts of its screen, and the reads it
 * was drawn with. A page the renderer does not draw (a staff screen, an old address) or cannot (a
 * read failed) is the plain shell, drawn by the browser as before. A page drawn for a visitor is
 * kept by the read cache, under its URL, with the tags of every read it was drawn from, so the same
 * writes drop it.
 */
export class SitePages {
  private cache: ReadCache | undefined;
  private settings: Settings | undefined;
  private fastify: FastifyInstance | undefined;
  private readonly linksOf = new Map<string, string>();
  /** Renders under way, by page address: a visitor asking meanwhile waits for the same one. */
  private readonly drawing = new Map<string, Promise<DrawnPage | null>>();
  /** What each page, drawn without a query string, asked of one (decision 0176), by path: most recent last. */
  private readonly queryReads = new Map<string, readonly string[] | 'all'>();
  /** Renders at work at once: RENDERS_AT_ONCE for each render thread. */
  private readonly drawTurns: ConcurrencyLimit;
  /** How many more may wait their turn: RENDERS_WAITING for each render thread. */
  private readonly drawsWaiting: number;

  private constructor(
    private readonly index: SiteIndex,
    private readonly renderer: ServerRender | undefined,
    private readonly manifest: Manifest,
    /** The built site (web/dist): a screen's styles are read from it into its pages. */
    private readonly siteDir: string,
    /** Where pages are drawn: threads beside the event loop (the renderer above answers only what a page links). */
    private readonly thread?: RenderThreads,
  ) {
    const threads = thread?.size ?? 1;
    this.drawTurns = new ConcurrencyLimit(RENDERS_AT_ONCE * threads);
    this.drawsWaiting = RENDERS_WAITING * threads;
  }

  /** The shell alone when the server render is not built (web/dist-server). */
  static async load(index: SiteIndex, siteDir: string, settings: Settings): Promise<SitePages> {
    const entry = join(siteDir, '..', 'dist-server', 'entry-server.js');
    const manifestFile = join(siteDir, '.vite', 'manifest.json');
    if (!existsSync(entry) || !existsSync(manifestFile)) return new SitePages(index, undefined, {}, siteDir);
    const renderer = (await import(pathToFileURL(entry).href)) as ServerRender;
    const site = {
      siteName: settings.siteName,
      contactEmail: settings.contactEmail,
      leagueTimeZone: settings.leagueTimeZone,
      siteUrl: settings.siteUrl,
    };
    await renderer.configure(site);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    const threads = new RenderThreads(pathToFileURL(entry).href, site, settings.renderThreads);
    return new SitePages(index, renderer, manifest, siteDir, threads);
  }

  /**
   * The page an address names: its path alone when the page, drawn without a query string, asked
   * for none of the address's parameters (so every one it asked for is missing in both, and it
   * draws the same); else the address as it is. A page not drawn yet in this process keeps its query.
   */
  private pageAddressOf(address: string): string {
    const query = address.indexOf('?');
    if (query < 0) return address;
    const path = address.slice(0, query);
    const read = this.queryReads.get(path);
    if (read === undefined || read === 'all') return address;
    const names = [...new URLSearchParams(address.slice(query + 1)).keys()];
    return names.some((name) => read.includes(name)) ? address : path;
  }

  /**
   * Forgets what every page reads of a query string, so each address with one is drawn as its own
   * until its page is drawn again without one: how the bench (scripts/bench/site-pages.mjs) still
   * measures a first render at `?bench=N`.
   */
  forgetQueryReads(): void {
    this.queryReads.clear();
  }

  private noteQueryRead(path: string, read: readonly string[] | 'all'): void {
    this.queryReads.delete(path);
    this.queryReads.set(path, read);
    if (this.queryReads.size > QUERY_READS_KEPT) this.queryReads.delete(this.queryReads.keys().next().value!);
  }

  /** The app's read cache, settings and router, once the app exists; the render thread ends with the app. */
  use(app: INestApplication): void {
    this.cache = app.get(ReadCache);
    this.settings = app.get(Settings);
    this.fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
    const { thread } = this;
    if (thread) this.fastify.addHook('onClose', () => thread.close());
  }

  get renders(): boolean {
    return this.renderer !== undefined;
  }

  async send(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { renderer, cache, settings, fastify } = this;
    // The shell itself, as the app's worker keeps it for offline (issue 30): never a rendered page, and never a 404.
    if (!renderer || !cache || !settings || !fastify || isTheShell(request.url)) return this.index.send(reply);
    const today = settings.testClockEnabled ? todayOf(request) : null;
    const siteUrl = siteUrlOf(request, settings);
    // The page asked for: a shared link's click and campaign tags (?fbclid=…) name no other page,
    // nor does any query string its screen does not read (decision 0176).
    const address = today ? withoutTracking(request.url) : this.pageAddressOf(withoutTracking(request.url));
    // Kept for the next visitor: a page for anyone (no moved clock, no session). One at an address
    // with a query string its screen reads (a venue's leaderboard link, page 2) is kept aside.
    const keptAs =
      !today && !request.headers.authorization
        ? cacheKeyOf({ url: address, headers: request.headers, socket: request.raw.socket }, settings)
        : undefined;
    // A shared link's address misses the replay of kept pages (which goes by the address as asked), not the kept page.
    const kept = keptAs !== undefined && address !== request.url ? cache.lookup(keptAs) : undefined;
    if (kept) return sendCopy(request, reply, kept);
    // Visitors asking for the same page at once (a leaderboard just after a game ends dropped its
    // kept copy) share one render: the page does not depend on who asks (the public HTML).
    const key = `${siteUrl}\n${today ?? ''}\n${address}`;
    let drawing = this.drawing.get(key);
    // Pages are drawn RENDERS_AT_ONCE at a time (a render holds the event loop for its passes); past
    // RENDERS_WAITING more waiting, one more goes out as its stale copy, else as the shell (the browser
    // draws it, as before the server did): under a surge of pages nobody asked before, renders queued
    // behind each other held every other answer for seconds.
    if (!drawing && this.drawTurns.queued >= this.drawsWaiting) {
      const stale = keptAs === undefined ? undefined : cache.lookupStale(keptAs);
      return stale ? sendCopy(request, reply, staleCopyOf(stale)) : this.index.send(reply);
    }
    if (!drawing) {
      const headers = this.pageHeaders(reply);
      drawing = this.drawTurns.run(() =>
        this.drawAndKeep(request, { renderer, cache, settings, fastify }, { address, today, siteUrl, keptAs, headers }),
      );
      this.drawing.set(key, drawing);
      void drawing
        .finally(() => this.drawing.delete(key))
        .catch((error: unknown) =>
          request.log.error(
            { err: error, url: request.url },
            'The server render failed: the page went out as the shell',
          ),
        );
    }
    // A page a write (or its age) ended moments ago goes out at once, marked stale, while that one render draws its new copy.
    const stale = keptAs === undefined ? undefined : cache.lookupStale(keptAs);
    if (stale) return sendCopy(request, reply, staleCopyOf(stale));
    let page: DrawnPage | null;
    try {
      page = await drawing;
    } catch {
      return this.index.send(reply);
    }
    if (!page) return this.index.send(reply);
    // An old address: moved for good, as link checkers and search engines should learn.
    if (page.location)
      return void reply.header('Cache-Control', 'no-cache').redirect(withTrackingOf(request.url, page.location), 301);
    return sendCopy(request, reply, page.answer!);
  }

  /** What every rendered page goes out with: helmet's headers (on the reply already), its type, no-cache and the site's CSP. */
  private pageHeaders(reply: FastifyReply): Record<string, string | number | readonly string[] | undefined> {
    return {
      ...reply.getHeaders(),
      'cache-control': 'no-cache',
      'content-security-policy': this.index.contentSecurityPolicy,
      'content-type': 'text/html; charset=utf-8',
    };
  }

  /**
   * Draws the page once, with its plain and compressed copies (the fallback route's answers do
   * not pass through @fastify/compress), and keeps it for the next visitor when it may be: drawn
   * whole from kept reads, for anyone. Kept with a stale window: after a write drops it, it goes
   * out once more to whoever asks while this is drawing its successor.
   */
  private async drawAndKeep(
    request: FastifyRequest,
    parts: { renderer: ServerRender; cache: ReadCache; settings: Settings; fastify: FastifyInstance },
    {
      address,
      today,
      siteUrl,
      keptAs,
      headers,
    }: {
      address: string;
      today: string | null;
      siteUrl: string;
      keptAs: string | undefined;
      headers: Record<string, string | number | readonly string[] | undefined>;
    },
  ): Promise<DrawnPage | null> {
    const page = await this.draw(request, parts.renderer, parts.cache, parts.settings, parts.fastify, {
      address,
      today,
      siteUrl,
    });
    if (!page || page.location) return page;
    page.answer = wireAnswer(page.status, headers, page.body);
    const keepFor = Math.min(page.reads.expiresAt - Date.now(), DEFAULT_READ_MAX_AGE_MS);
    if (keptAs === undefined) return page;
    if (page.complete && page.reads.keepable && keepFor > 0)
      parts.cache.keep(keptAs, page.answer, {
        tags: [...page.reads.tags],
        stamp: page.stamp,
        maxAgeMs: keepFor,
        staleForMs: STALE_PAGE_MS,
        aside: address.includes('?'),
      });
    else parts.cache.forgetStale(keptAs);
    return page;
  }

  /** Renders the page once: null when it goes out as the shell (a staff screen, an old address, a read that failed). */
  private async draw(
    request: FastifyRequest,
    renderer: ServerRender,
    cache: ReadCache,
    settings: Settings,
    fastify: FastifyInstance,
    { address, today, siteUrl }: { address: string; today: string | null; siteUrl: string },
  ): Promise<DrawnPage | null> {
    const stamp = cache.stamp();
    const reads: PageReads = { tags: new Set(), expiresAt: Infinity, keepable: true };

    // The address its reads are kept under, taken now: a page drawn while a stale copy went out
    // outlives its request (whose socket may be closed by the time a read comes back).
    const asked = {
      headers: request.headers,
      socket: {
        remoteAddress: request.raw.socket?.remoteAddress,
        encrypted: (request.raw.socket as TLSSocket | undefined)?.encrypted,
      } as unknown as Socket,
    };
    // The answer's bytes: the render thread decodes them (render-thread.ts), not this event loop.
    const readBytes = async (path: string): Promise<{ status: number; body: Buffer }> => {
      const key = cacheKeyOf({ url: path, ...asked }, settings);
      const kept = today ? undefined : cache.lookupKept(key);
      if (kept) return this.noteRead(reads, kept, kept.answer.status, kept.answer.plain.body);
      const answer = await fastify.inject({
        method: 'GET',
        url: path,
        headers: {
          accept: 'application/json',
          host: request.headers.host ?? 'localhost',
          ...(today ? { 'x-test-today': today } : {}),
        },
      });
      const keptNow = today ? undefined : cache.lookupKept(key);
      if (keptNow) this.noteRead(reads, keptNow, answer.statusCode, answer.rawPayload);
      else reads.keepable = false;
      return { status: answer.statusCode, body: answer.rawPayload };
    };
    const readApi = async (path: string) => {
      const { status, body } = await readBytes(path);
      return { status, body: body.toString('utf8') };
    };

    const asking = { url: address, siteUrl, today, readApi };
    const result = this.thread
      ? await this.thread.render<Awaited<ReturnType<ServerRender['render']>>>({ ...asking, readApi: readBytes })
      : await renderer.render(asking);
    if (result.kind === 'shell') return null;
    // Learned from a whole page only: a part still to load may read the query too.
    if (result.kind === 'page' && result.complete && result.queryRead && !today && !address.includes('?'))
      this.noteQueryRead(address, result.queryRead);
    if (result.kind === 'redirect')
      return {
        status: 301,
        location: result.location,
        complete: true,
        body: Buffer.alloc(0),
        reads,
        stamp,
        answer: undefined,
      };
    return {
      status: result.status,
      complete: result.complete,
      body: Buffer.from(this.pageHtml(result)),
      reads,
      stamp,
      answer: undefined,
    };
  }

  private noteRead<Body>(
    reads: PageReads,
    kept: { tags: readonly string[]; expiresAt: number },
    status: number,
    body: Body,
  ) {
    for (const tag of kept.tags) reads.tags.add(tag);
    reads.expiresAt = Math.min(reads.expiresAt, kept.expiresAt);
    return { status, body };
  }

  /** The shell's HTML cut where a page goes in (shellCutOf), made at the first page. */
  private shell: ShellCut | undefined;

  private pageHtml(page: {
    routeKey: string;
    html: string;
    head: string;
    state: string;
    dates?: string;
    unknownPage: boolean;
    modules: readonly string[];
  }): string {
    const marker = page.unknownPage ? 'missing' : 'page';
    // The lazy parts it drew: the browser loads them before it hydrates (web/src/lib/drawn-modules.ts).
    const parts = page.modules.join(' ').replace(/[^\w./ -]/g, '');
    const root = `<div id="root" data-rendered="${marker}" data-parts="${parts}">${page.html}</div>`;
    // The first paint waits for the page's heading (a long header would otherwise be painted alone, the
    // heading a frame later): Chromium's render-blocking expect link; other browsers ignore it.
    const target = this.renderer?.firstPaintTarget;
    const expect =
      target && page.html.includes(` id="${target}"`) ? `<link rel="expect" href="#${target}" blocking="render">` : '';
    const head = `${page.head}${expect}${this.screenLinks(page.routeKey, page.modules)}`;
    const state =
      `<script type="application/json" id="league-page-data">${page.state}</script>` +
      (page.dates ? `<script type="application/json" id="league-page-dates">${page.dates}</script>` : '');
    this.shell ??= shellCutOf(this.index.html);
    return (
      (page.head ? this.shell.untitledHead : this.shell.head) +
      head +
      this.shell.beforeRoot +
      root +
      this.shell.afterRoot +
      state +
      this.shell.end
    );
  }

  /**
   * One of a screen's stylesheets, in the page itself: a page is styled at its first paint without
   * waiting for a request per stylesheet (the leaderboard's are seven, and a phone's HTTP/1.1 has six
   * connections). Its disabled link names it for Vite's preload helper, which then does not fetch it
   * when the screen's script is imported; a disabled link is not fetched. A stylesheet that could end
   * the element, or names an address relative to itself, is linked as before.
   */
  private screenStyle(file: string): string {
    const link = `<link rel="stylesheet" href="/${file}">`;
    const path = join(this.siteDir, file);
    if (!file.endsWith('.css') || !existsSync(path)) return link;
    const css = readFileSync(path, 'utf8');
    if (/<\/style/i.test(css) || /url\(\s*['"]?(?![a-z][\w+.-]*:|\/|#)/i.test(css)) return link;
    return `<link rel="stylesheet" href="/${file}" disabled><style>${css}</style>`;
  }

  /** The screen's styles, with those of the lazy parts it drew (so the page is styled at first paint), and scripts (fetched beside the shell's, not after). */
  private screenLinks(routeKey: string, drawn: readonly string[]): string {
    const key = `${routeKey} ${drawn.join(' ')}`;
    let links = this.linksOf.get(key);
    if (links !== undefined) return links;
    const css = new Set<string>();
    const scripts = new Set<string>();
    const seen = new Set<string>();
    const visit = (id: string, isScreen: boolean) => {
      if (seen.has(id)) return;
      seen.add(id);
      const chunk = this.manifest[id];
      if (!chunk) return;
      for (const file of chunk.css ?? []) css.add(file);
      if (isScreen && !chunk.isEntry) scripts.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported, isScreen);
    };
    // The shell's own styles (index.html links them already) and the screen's.
    const shell = Object.keys(this.manifest).find((id) => this.manifest[id]!.isEntry);
    if (shell) visit(shell, false);
    const shellCss = new Set(css);
    const module = this.renderer?.routeModuleOf(routeKey);
    if (module) visit(module, true);
    for (const part of drawn) visit(part, true);
    const screenCss = new Set(css);
    const screenScripts = new Set(scripts);
    // What only a wide screen shows (the top menu): preloaded for that width, so a phone fetches none of it.
    const wide = this.renderer?.wideScreenParts;
    for (const part of wide?.modules ?? []) visit(part, true);
    const media = wide ? ` media="${wide.media.replace(/[^\w ():.-]/g, '')}"` : '';
    const isLinked = (file: string) => this.index.html.includes(`/${file}"`);
    links = [
      ...[...screenCss].filter((file) => !shellCss.has(file)).map((file) => this.screenStyle(file)),
      // Preloaded, not linked: a browser downloads every stylesheet whatever its media, but skips a
      // preload whose media does not match. The menu is drawn after hydration, and the import that
      // loads it links these styles (Vite's preload helper, crossorigin as here) from the preloaded copies.
      ...[...css]
        .filter((file) => !screenCss.has(file))
        .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}"${media}>`),
      // The screen's scripts are for hydrating a page already on screen: fetched after its HTML and
      // styles, not before its first paint (on slow 4G they are most of its bytes).
      ...[...screenScripts]
        .filter((file) => !isLinked(file))
        .map((file) => `<link rel="modulepreload" fetchpriority="low" href="/${file}">`),
      ...[...scripts]
        .filter((file) => !screenScripts.has(file) && !isLinked(file))
        .map((file) => `<link rel="modulepreload" fetchpriority="low" href="/${file}"${media}>`),
    ].join('');
    this.linksOf.set(key, links);
    return links;
  }
}

/**
 * How long after a write dropped a kept page (or its age ended it) that copy may still go out
 * while its successor is drawn: the page says so (data-stale on #root) and the browser reads
 * its data again after hydrating (web/src/main.tsx), so a visitor sees the change a moment later.
 */
export const STALE_PAGE_MS = 60_000;

/**
 * Pages drawn at once for each render thread (renders of different addresses; visitors of one
 * address share its render), and how many more may wait their turn: one more than that goes out
 * as the shell (docs/decisions/0141-overload-is-shed-per-request.md). Two at once keep a thread
 * drawing while the other's reads come back.
 */
export const RENDERS_AT_ONCE = 2;
/** Paths whose query reads are remembered: the pages a league's visitors ask for in a night, and then some. */
const QUERY_READS_KEPT = 5_000;
export const RENDERS_WAITING = 16;

/** Sends one of a page's copies (plain, brotli or gzip, as the caller accepts), its headers as kept. */
async function sendCopy(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): Promise<void> {
  const copy = await copyFor(request.raw, answer);
  void reply.status(answer.status);
  for (let index = 0; index < copy.headers.length; index += 2)
    void reply.header(copy.headers[index]!, copy.headers[index + 1]!);
  return void reply.send(copy.body);
}

/** Headers a copy is made with again (wireAnswer sets its length, encoding and Vary itself). */
const REMADE = new Set(['content-length', 'content-encoding', 'vary']);
const staleCopies = new WeakMap<CachedAnswer, CachedAnswer>();

/** A kept page marked as drawn before the latest change (data-stale on #root), made once per kept page. */
function staleCopyOf(answer: CachedAnswer): CachedAnswer {
  let stale = staleCopies.get(answer);
  if (!stale) {
    const headers: Record<string, string> = {};
    const { plain } = answer;
    for (let index = 0; index < plain.headers.length; index += 2) {
      const name = plain.headers[index]!.toLowerCase();
      if (!REMADE.has(name)) headers[name] = plain.headers[index + 1]!;
    }
    stale = wireAnswer(answer.status, headers, markedStale(plain.body));
    staleCopies.set(answer, stale);
  }
  return stale;
}

const ROOT_OPENING = Buffer.from('<div id="root" data-rendered=');
const STALE_MARK = Buffer.from(' data-stale="true"');

/**
 * A page's bytes with data-stale on #root. Cut and joined as bytes: a calendar's page is megabytes,
 * and turning it into a string, replacing and encoding it again held the event loop for 150 ms (issue 35).
 */
export function markedStale(body: Buffer): Buffer {
  const at = body.indexOf(ROOT_OPENING);
  if (at < 0) return body;
  const after = at + '<div id="root"'.length;
  return Buffer.concat([body.subarray(0, after), STALE_MARK, body.subarray(after)]);
}

/** The shell's HTML (index.html) in the pieces a page is put between. */
export interface ShellCut {
  /** Up to `</head>`. */
  readonly head: string;
  /** The same without the shell's title and description, for a page that brings its own. */
  readonly untitledHead: string;
  /** From `</head>` to where #root was. */
  readonly beforeRoot: string;
  /** From after #root (and its noscript) to `</body>`. */
  readonly afterRoot: string;
  /** From `</body>` on. */
  readonly end: string;
}

/**
 * Cuts the shell once, so that each page is one join of its pieces: replacing in the joined page
 * scanned and copied a page of megabytes four times (issue 35's profile).
 */
export function shellCutOf(html: string): ShellCut {
  const headEnd = html.indexOf('</head>');
  const root = ROOT_PLACEHOLDER.exec(html);
  const bodyEnd = root ? html.indexOf('</body>', root.index + root[0].length) : -1;
  if (headEnd < 0 || !root || root.index < headEnd || bodyEnd < 0)
    throw new Error('index.html has no </head>, <div id="root"> with its <noscript>, or </body>');
  const head = html.slice(0, headEnd);
  return {
    head,
    untitledHead: head.replace(/<title>[^<]*<\/title>/, '').replace(/<meta name="description"[^>]*>/, ''),
    beforeRoot: html.slice(headEnd, root.index),
    afterRoot: html.slice(root.index + root[0].length, bodyEnd),
    end: html.slice(bodyEnd),
  };
}

/**
 * Query parameters that say only where a link was shared or clicked (a chat app's click id, a
 * campaign's tags): no page reads them, so a page asked with them is the page without them,
 * drawn and kept once (a link pasted into a group chat gets a new ?fbclid= on every click).
 */
const TRACKING_PARAMETER =
  /^(utm_\w+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|twclid|igshid|mc_cid|mc_eid|_hsenc|_hsmi)$/i;

/** An old address's new one, with the tracking parameters it was asked with (a campaign's tags survive the move). */
export function withTrackingOf(asked: string, location: string): string {
  const query = asked.indexOf('?');
  if (query < 0) return location;
  const tracking = [...new URLSearchParams(asked.slice(query + 1))].filter(([name]) => TRACKING_PARAMETER.test(name));
  if (!tracking.length) return location;
  const kept = new URLSearchParams(location.includes('?') ? location.slice(location.indexOf('?') + 1) : '');
  for (const [name, value] of tracking) if (!kept.has(name)) kept.append(name, value);
  return `${location.split('?')[0]}?${kept.toString()}`;
}

/** A page's address without its tracking parameters (the same string when it has none). */
export function withoutTracking(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const parameters = new URLSearchParams(url.slice(query + 1));
  const tracking = [...parameters.keys()].filter((name) => TRACKING_PARAMETER.test(name));
  if (!tracking.length) return url;
  for (const name of tracking) parameters.delete(name);
  const rest = parameters.toString();
  return rest ? `${url.slice(0, query)}?${rest}` : url.slice(0, query);
}

const isTheShell = (url: string): boolean => url === '/index.html' || url.startsWith('/index.html?');

/** SITE_URL, or without it the address the page was asked at (as the browser will name it; the page's key holds it). */
function siteUrlOf(request: FastifyRequest, settings: Settings): string {
  return settings.siteUrlSet
    ? settings.siteUrl
    : (requestAddressOf(request.raw, settings.trustProxy) ?? settings.siteUrl);
}

/** ?today= of a page's address (the test clock, where it is on). */
function todayOf(request: FastifyRequest): string | null {
  const query = request.url.indexOf('?');
  if (query < 0) return null;
  return new URLSearchParams(request.url.slice(query + 1)).get('today') || null;
}
