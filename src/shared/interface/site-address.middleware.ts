import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { Injectable, type NestMiddleware } from '@nestjs/common';
import { siteAddressOf } from '../domain/site-address.js';
import { RequestSiteInfo } from '../infrastructure/site/request-site-info.js';

/**
 * Demo mode without SITE_URL (Settings.siteUrlFromRequest, registered only then in AppModule):
 * the site's address for one request is the one it was made to, its Host header checked by
 * siteAddressOf (anything else leaves SITE_URL's default). Never in production or test mode.
 */
@Injectable()
export class SiteAddressMiddleware implements NestMiddleware {
  constructor(private readonly site: RequestSiteInfo) {}

  use(request: IncomingMessage, _response: unknown, next: () => void): void {
    this.site.runWith(requestAddressOf(request), next);
  }
}

/** The address a request was made to: its Host header, https behind a proxy saying so (the app trusts its proxy). */
export function requestAddressOf(request: Pick<IncomingMessage, 'headers' | 'socket'>): string | null {
  const forwarded = request.headers['x-forwarded-proto'];
  const proto = (typeof forwarded === 'string' ? forwarded.split(',')[0]!.trim().toLowerCase() : '') || ((request.socket as TLSSocket | undefined)?.encrypted ? 'https' : 'http');
  return siteAddressOf(proto, request.headers.host);
}
