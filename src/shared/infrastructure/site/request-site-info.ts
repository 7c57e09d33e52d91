import { AsyncLocalStorage } from 'node:async_hooks';
import { SiteInfo } from '../../application/site-info.js';

interface SiteSettings {
  readonly siteName: string;
  readonly siteUrl: string;
  readonly contactEmail: string;
  readonly leagueTimeZone: string;
}

/**
 * The settings' site facts, whose address a request may stand in for: in demo mode without
 * SITE_URL, SiteAddressMiddleware runs each request with the address it was made to, so
 * links in mail sent during it and in the calendar feed point where the visitor is. Anywhere
 * else (production, test mode, the worker, a request without a usable Host) it is SITE_URL.
 */
export class RequestSiteInfo extends SiteInfo {
  private readonly requested = new AsyncLocalStorage<string>();
  readonly siteName: string;
  readonly contactEmail: string;
  readonly leagueTimeZone: string;

  constructor(private readonly settings: SiteSettings) {
    super();
    this.siteName = settings.siteName;
    this.contactEmail = settings.contactEmail;
    this.leagueTimeZone = settings.leagueTimeZone;
  }

  get siteUrl(): string {
    return this.requested.getStore() ?? this.settings.siteUrl;
  }

  /** Runs fn with the site's address set to `address` (null: SITE_URL). */
  runWith<T>(address: string | null, fn: () => T): T {
    return address ? this.requested.run(address, fn) : fn();
  }
}
