/**
 * Site name and contact address for the about pages.
 *
 * Both are server settings (product §9.7). The shell reads them in
 * `@/config/site` (from the page's <meta> tags, a build variable, or the defaults
 * "Free Poker League" / "info@freepokerleague.example"); this module only passes them
 * on, so the about pages follow whatever the shell does. Pages read them through
 * `useSiteInfo`, the single place to change if the settings ever arrive from a
 * runtime settings query instead.
 */
import { CONTACT_EMAIL, SITE_NAME } from '@/config/site';

export { CONTACT_EMAIL, SITE_NAME };

export interface SiteInfo {
  readonly siteName: string;
  readonly contactEmail: string;
}

export function useSiteInfo(): SiteInfo {
  return { siteName: SITE_NAME, contactEmail: CONTACT_EMAIL };
}
