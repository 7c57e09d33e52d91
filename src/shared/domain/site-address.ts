/**
 * The site's address taken from a request (demo mode without SITE_URL:
 * docs/decisions/0094-first-month-pages-and-links.md). Only a plain host name or IP address with an
 * optional port passes, so nothing a client sends beyond that (a path, `@`, quotes, spaces) ever
 * reaches a link in mail or the calendar feed.
 */
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const IPV6 = /^\[[0-9a-f:.]{2,45}\]$/i;
const PORT = /^\d{1,5}$/;

/** `http://league.local:3000` from a protocol and a Host header, or null when the host is not a plain name[:port]. */
export function siteAddressOf(protocol: string, host: string | undefined): string | null {
  if ((protocol !== 'http' && protocol !== 'https') || !host || host.length > 260) return null;
  const match = /^(\[[^\]]*\]|[^:]*)(?::([^:]*))?$/.exec(host);
  if (!match) return null;
  const [, name = '', port] = match;
  if (!(HOST_NAME.test(name) || IPV6.test(name))) return null;
  if (port !== undefined && (!PORT.test(port) || Number(port) < 1 || Number(port) > 65_535)) return null;
  return `${protocol}://${host.toLowerCase()}`;
}
