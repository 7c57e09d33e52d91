import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { SiteIndex } from './site-index.js';

/** Paths the site never owns: an unknown one there keeps the API's JSON 404. */
const SERVER_PATHS = /^\/(v1|docs|socket\.io|admin\/jobs|metrics)(\/|$)/;

/** An unknown GET outside the API is one of the site's client-side routes (/players/leaderboard/2025/Q1). */
export const isClientRoute = (method: string, url: string): boolean => method === 'GET' && !SERVER_PATHS.test(url);

/**
 * The not-found handler: client-side routes get the site's index.html, anything else
 * Nest's own handler (a NotFoundException, answered by the error filter as JSON).
 * Nest installs its handler through the adapter when the app starts; this puts the
 * site in front of it, so the error filter deals with failures only.
 */
export class SiteFallbackFastifyAdapter extends FastifyAdapter {
  constructor(
    private readonly siteIndex: SiteIndex | undefined,
    options?: FastifyServerOptions,
  ) {
    super(options);
  }

  override setNotFoundHandler(nestNotFound: (request: FastifyRequest, reply: FastifyReply) => unknown) {
    const siteIndex = this.siteIndex;
    if (!siteIndex) return super.setNotFoundHandler(nestNotFound);
    return super.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) =>
      isClientRoute(request.method, request.url) ? siteIndex.send(reply) : nestNotFound(request, reply),
    );
  }
}
