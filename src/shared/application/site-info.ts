/** The settings use cases may mention to people (links, names, addresses). */
export abstract class SiteInfo {
  abstract readonly siteName: string;
  abstract readonly siteUrl: string;
  abstract readonly contactEmail: string;
  abstract readonly leagueTimeZone: string;
}
