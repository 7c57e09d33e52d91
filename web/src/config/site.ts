/**
 * Site-wide settings. The site name and contact address are server settings
 * (SITE_NAME, CONTACT_EMAIL): the server may rewrite the <meta> tags of index.html
 * when it serves the page; a build can also set VITE_SITE_NAME / VITE_CONTACT_EMAIL.
 */
const DEFAULT_SITE_NAME = 'Free Poker League';
const DEFAULT_CONTACT_EMAIL = 'info@freepokerleague.example';

function metaContent(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return content || undefined;
}

export const SITE_NAME: string =
  metaContent('league-site-name') ?? import.meta.env?.VITE_SITE_NAME ?? DEFAULT_SITE_NAME;

export const CONTACT_EMAIL: string =
  metaContent('league-contact-email') ?? import.meta.env?.VITE_CONTACT_EMAIL ?? DEFAULT_CONTACT_EMAIL;

/** Product §9.1: the mobile layout applies at 768 px or less. */
export const MOBILE_MAX_WIDTH_PX = 768;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

/** "Player Leaderboard | Free Poker League" */
export const pageTitle = (routeName: string): string =>
  routeName ? `${routeName} | ${SITE_NAME}` : SITE_NAME;
