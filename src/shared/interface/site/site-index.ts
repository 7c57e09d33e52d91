import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';

/**
 * The built site's index.html, answered for every client-side route. It carries the
 * site settings in its meta tags and a Content-Security-Policy that allows only the
 * site's own files and the inline scripts it was built with (by hash).
 */
export class SiteIndex {
  private constructor(
    readonly html: string,
    readonly contentSecurityPolicy: string,
  ) {}

  /** Undefined when the site is not built (API-only runs). */
  static load(siteDir: string, settings: SiteSettings): SiteIndex | undefined {
    const file = join(siteDir, 'index.html');
    if (!existsSync(file)) return undefined;
    const html = withSiteSettings(readFileSync(file, 'utf8'), settings);
    return new SiteIndex(html, contentSecurityPolicy(html));
  }

  send(reply: FastifyReply): void {
    void reply
      .status(200)
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', this.contentSecurityPolicy)
      .type('text/html; charset=utf-8')
      .send(this.html);
  }
}

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The settings the page carries to the site. */
type SiteSettings = {
  siteName: string;
  contactEmail: string;
  leagueTimeZone: string;
  siteUrl: string;
  siteUrlSet: boolean;
};

/**
 * The site reads its name, contact address, public address (SITE_URL) and the league's time zone (LEAGUE_TIME_ZONE:
 * the days and seasons its filters count) from these meta tags, so the settings reach the browser. Without
 * SITE_URL the address is left empty: the browser names the one it was opened at (a phone on the
 * demo's LAN address gets QR codes and feed links that work from it).
 */
function withSiteSettings(html: string, settings: SiteSettings): string {
  return html
    .replace(/(<meta name="league-time-zone" content=")[^"]*(")/, `$1${escapeAttribute(settings.leagueTimeZone)}$2`)
    .replace(/(<meta name="league-site-name" content=")[^"]*(")/, `$1${escapeAttribute(settings.siteName)}$2`)
    .replace(/(<meta name="league-contact-email" content=")[^"]*(")/, `$1${escapeAttribute(settings.contactEmail)}$2`)
    .replace(
      /(<meta name="league-site-url" content=")[^"]*(")/,
      `$1${escapeAttribute(settings.siteUrlSet ? settings.siteUrl : '')}$2`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(settings.siteName)}</title>`);
}

function contentSecurityPolicy(html: string): string {
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
  );
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScripts.join(' ')}`.trim(),
    // Mantine writes its theme variables into a style element and style attributes.
    "style-src 'self' 'unsafe-inline'",
    // QR codes and card downloads are data: and blob: images; the scanner's camera is a blob: stream.
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The installable app (issue 30): its service worker and manifest are the site's own files.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
