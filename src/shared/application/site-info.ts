/** The settings use cases may mention to people (links, names, addresses). */
export abstract class SiteInfo {
  abstract readonly siteName: string;
  /** SITE_URL, the configured address: the only one for mail and anything else sent or kept for later. */
  abstract readonly siteUrl: string;
  /**
   * The address the current visitor is at, for links in the answer to that visitor only (the
   * calendar feed, the embeds): differs from siteUrl only in demo mode without SITE_URL.
   */
  abstract readonly visitedSiteUrl: string;
  abstract readonly contactEmail: string;
  abstract readonly leagueTimeZone: string;
}
