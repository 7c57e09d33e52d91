import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { Injectable, type NestMiddleware } from '@nestjs/common';
import { Settings, type TrustProxy } from '../../config/settings.js';
import { siteAddressOf } from '../domain/site-address.js';
import { RequestSiteInfo } from '../infrastructure/site/request-site-info.js';
import { isTrustedProxy } from './trusted-proxy.js';

/**
 * Demo mode without SITE_URL (Settings.siteUrlFromRequest, registered only then in AppModule):
 * the site's address for one request is the one it was made to, its Host header checked by
 * siteAddressOf (anything else leaves SITE_URL's default). Never in production or test mode.
 */
@Injectable()
export class SiteAddressMiddleware implements NestMiddleware {
  constructor(
    private readonly site: RequestSiteInfo,
    private readonly settings: Settings,
  ) {}

  use(request: IncomingMessage, _response: unknown, next: () => void): void {
    this.site.runWith(requestAddressOf(request, this.settings.trustProxy), next);
  }
}

/**
 * The address a request was made to: its Host header, and https when the socket is TLS or a
 * proxy TRUST_PROXY names says so in X-Forwarded-Proto (anyone else's header is ignored:
 * one request could otherwise flip the scheme of links). The read cache keys kept answers by it.
 */
export function requestAddressOf(
  request: Pick<IncomingMessage, 'headers' | 'socket'>,
  trustProxy: TrustProxy,
): string | null {
  const forwarded = isTrustedProxy(trustProxy, request.socket?.remoteAddress)
    ? request.headers['x-forwarded-proto']
    : undefined;
  const proto =
    (typeof forwarded === 'string' ? forwarded.split(',')[0]!.trim().toLowerCase() : '') ||
    ((request.socket as TLSSocket | undefined)?.encrypted ? 'https' : 'http');
  return siteAddressOf(proto, request.headers.host);
}
