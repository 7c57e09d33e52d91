/**
 * Site-wide settings. The site name, contact address and the league's time zone are
 * server settings (SITE_NAME, CONTACT_EMAIL, LEAGUE_TIME_ZONE): the server writes them
 * into the <meta> tags of index.html when it serves the page; a build can also set
 * VITE_SITE_NAME / VITE_CONTACT_EMAIL.
 */
import { LEAGUE_TIME_ZONE as DEFAULT_LEAGUE_TIME_ZONE } from '@league/shared/domain/period.js';

const DEFAULT_SITE_NAME = 'Free Poker League';
const DEFAULT_CONTACT_EMAIL = 'info@freepokerleague.example';

function metaContent(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return content || undefined;
}

// `let`: the server render (web/src/entry-server.tsx) has no document and sets them from its settings.
export let SITE_NAME: string = metaContent('league-site-name') ?? import.meta.env?.VITE_SITE_NAME ?? DEFAULT_SITE_NAME;

export let CONTACT_EMAIL: string =
  metaContent('league-contact-email') ?? import.meta.env?.VITE_CONTACT_EMAIL ?? DEFAULT_CONTACT_EMAIL;

/**
 * The site's public address (the server's SITE_URL, without a trailing slash): canonical URLs
 * and link previews name it. A page served without the server (Vite) uses its own origin.
 */
export let SITE_URL: string = (
  metaContent('league-site-url') ?? (typeof window !== 'undefined' ? window.location.origin : 'http://localhost:3000')
).replace(/\/+$/, '');

/**
 * A zone the browser knows (a page served without the server, e.g. by Vite, has none: the setting's default).
 * Looked up in the browser's list first: the first date formatter a page makes costs about 80 ms of a
 * slow phone's CPU (its locale's patterns), and a page that shows no date need not pay it (issue 31).
 * The list names each zone once, so an alias (US/Central) is checked by making a formatter.
 */
function knownZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  if (Intl.supportedValuesOf?.('timeZone').includes(zone)) return zone;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/**
 * The league's time zone (the server's LEAGUE_TIME_ZONE): the zone its days, months,
 * seasons and invite years are counted in, and a game's zone when its venue names none.
 */
export let LEAGUE_TIME_ZONE: string = knownZone(metaContent('league-time-zone')) ?? DEFAULT_LEAGUE_TIME_ZONE;

export interface SiteSettings {
  readonly siteName: string;
  readonly contactEmail: string;
  readonly leagueTimeZone: string;
  readonly siteUrl: string;
}

/** The server render's settings (the browser reads the same ones from index.html's meta tags). */
export function configureSite(settings: SiteSettings): void {
  SITE_NAME = settings.siteName;
  CONTACT_EMAIL = settings.contactEmail;
  LEAGUE_TIME_ZONE = knownZone(settings.leagueTimeZone) ?? DEFAULT_LEAGUE_TIME_ZONE;
  SITE_URL = settings.siteUrl.replace(/\/+$/, '');
}

/** The server render's address for one page: SITE_URL, or where it is not set the address the page was asked at. */
export function setSiteUrl(siteUrl: string): void {
  SITE_URL = siteUrl.replace(/\/+$/, '');
}

/** Product §9.1: the mobile layout applies at 768 px or less. */
export const MOBILE_MAX_WIDTH_PX = 768;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

/** "Player Leaderboard · Free Poker League" (issue 31's form); the site name is read at call time. */
export const pageTitle = (routeName: string): string => (routeName ? `${routeName} · ${SITE_NAME}` : SITE_NAME);
