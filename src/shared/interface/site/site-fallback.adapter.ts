import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { SitePages } from './site-pages.js';

/** Paths the site never owns: an unknown one there keeps the API's JSON 404. */
const SERVER_PATHS = /^\/(v1|docs|socket\.io|admin\/jobs|metrics)(\/|$)/;

/** A built file's source map (/assets/index-abc.js.map); never a client route, so a refused or missing one is a 404. */
export const isSourceMap = (url: string): boolean => /\.map$/.test(url.split('?')[0]!);

/**
 * An unknown GET or HEAD outside the API asks for one of the site's pages (/players/leaderboard/2025/Q1).
 * HEAD is answered as GET is, without the body (Node sends none for a HEAD): link checkers and
 * uptime monitors ask HEAD, and a page that answers GET 200 must not answer HEAD 404.
 */
export const isSitePageRequest = (method: string, url: string): boolean =>
  (method === 'GET' || method === 'HEAD') && !SERVER_PATHS.test(url) && !isSourceMap(url);

/**
 * The not-found handler: the site's pages (GET or HEAD) get their page (SitePages: rendered, or index.html), anything else
 * Nest's own handler (a NotFoundException, answered by the error filter as JSON).
 * Nest installs its handler through the adapter when the app starts; this puts the
 * site in front of it, so the error filter deals with failures only.
 */
export class SiteFallbackFastifyAdapter extends FastifyAdapter {
  constructor(
    private readonly sitePages: SitePages | undefined,
    options?: FastifyServerOptions,
  ) {
    super(options);
  }

  override setNotFoundHandler(nestNotFound: (request: FastifyRequest, reply: FastifyReply) => unknown) {
    const sitePages = this.sitePages;
    if (!sitePages) return super.setNotFoundHandler(nestNotFound);
    return super.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) =>
      isSitePageRequest(request.method, request.url) ? sitePages.send(request, reply) : nestNotFound(request, reply),
    );
  }
}
