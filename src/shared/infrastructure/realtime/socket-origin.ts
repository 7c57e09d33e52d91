import type { IncomingHttpHeaders } from 'node:http';

/**
 * Which pages may open the site's socket
 * (docs/decisions/0091-security-review-output-and-transport.md): the site's own origin (SITE_URL);
 * in test and demo mode also a page served by the very host the socket connects to (a demo reached
 * by its IP, a test server on a random port). A connection without an Origin header is no browser
 * page (a script or an app, which could write any Origin anyway) and is let through: it still hears
 * unlisted games only with a host-mode session.
 */
export function socketOriginAllowed(
  headers: Pick<IncomingHttpHeaders, 'origin' | 'host'>,
  siteOrigin: string,
  sameHostToo: boolean,
): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  if (origin === siteOrigin) return true;
  if (!sameHostToo || !headers.host) return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === headers.host.toLowerCase();
  } catch {
    return false;
  }
}

/** The origin part of SITE_URL (scheme, host and port), as a browser sends it. */
export const originOf = (siteUrl: string): string => new URL(siteUrl).origin;
