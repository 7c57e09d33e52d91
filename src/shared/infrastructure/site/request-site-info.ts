import { AsyncLocalStorage } from 'node:async_hooks';
import { SiteInfo } from '../../application/site-info.js';

interface SiteSettings {
  readonly siteName: string;
  readonly siteUrl: string;
  readonly contactEmail: string;
  readonly leagueTimeZone: string;
}

/**
 * The settings' site facts, whose address a request may stand in for in the answer to that
 * request only: in demo mode without SITE_URL, SiteAddressMiddleware runs each request with
 * the address it was made to, so the calendar feed's and the embeds' links point where the
 * visitor is. Never in mail (a forged Host would put its own address in someone's reset
 * link: issue 32, low 6). Anywhere else (production, test mode, the worker, a request without
 * a usable Host) both are SITE_URL.
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
    return this.settings.siteUrl;
  }

  get visitedSiteUrl(): string {
    return this.requested.getStore() ?? this.settings.siteUrl;
  }

  /** Runs fn with the site's address set to `address` (null: SITE_URL). */
  runWith<T>(address: string | null, fn: () => T): T {
    return address ? this.requested.run(address, fn) : fn();
  }
}
