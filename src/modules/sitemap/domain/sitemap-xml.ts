/** One address in a sitemap: absolute, and when known the instant its page last changed. */
export interface SitemapEntry {
  readonly loc: string;
  readonly lastmod?: string;
}

/** The five characters XML text may not hold as they are. */
const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** A sitemap as sitemaps.org 0.9 has it: one `urlset`, a `url` per page with its `loc` and, where known, `lastmod` (W3C datetime). */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('')}</urlset>\n`;
}

/**
 * robots.txt: the public pages may be indexed; staff tools, the API and its documentation are
 * not for search engines. It names the sitemap by the site's address (SITE_URL), which is why
 * the server answers it rather than the built site's files.
 */
export function robotsTxt(siteUrl: string): string {
  return [
    '# The public pages may be indexed; staff tools, the API and its documentation are not for search engines.',
    'User-agent: *',
    'Disallow: /update/',
    'Disallow: /v1/',
    'Disallow: /docs',
    'Allow: /',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
