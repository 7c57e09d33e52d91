/**
 * The site's public pages as the sitemap lists them (issue 31). The site's route table
 * (web/src/config/paths.ts) is the source: the server cannot import it (it is the site's
 * code, with its icons), so its public pages are named here by their route key and path,
 * and site-pages.spec.ts holds this list to the table: every route without `access` is
 * either listed here or left out below for a stated reason, each path is the table's own
 * (`href(key)`), and so are the game, post and venue page paths.
 */

/** The public pages with no record in their address, by their route key in paths.ts. */
export const STATIC_SITE_PAGES = {
  home: '/',
  aboutVision: '/about/gpf',
  aboutHistory: '/about/history',
  aboutTeam: '/about/team',
  aboutFaq: '/about/faq',
  aboutMemorial: '/about/memorial',
  aboutContact: '/about/contact',
  rulesGeneral: '/about/rules/general',
  rulesBehavior: '/about/rules/behavior',
  rulesGameplay: '/about/rules/gameplay',
  rulesQuarterly: '/about/rules/quarterly',
  rulesNational: '/about/rules/national',
  rulesHost: '/about/rules/host',
  eventsCalendar: '/events/calendar',
  eventLeaderboard: '/events/leaderboard',
  eventsBrowse: '/events/browse',
  eventsQuarterly: '/events/quarterly',
  playerLeaderboard: '/players/leaderboard',
  vegasInvites: '/players/invites',
  playerSearch: '/players/search',
  news: '/posts/browse',
} as const satisfies Record<string, string>;

/**
 * Public routes the sitemap leaves out, and why: nothing for a search result to show, or a
 * page that is a record's (listed per record below, or not at all).
 */
export const PUBLIC_ROUTES_NOT_LISTED = {
  gameDetail: 'one per game: the games of the coming weeks are listed by gamePagePath',
  gameMonitor: "a game's full-screen TV display",
  gameClock: "a game's phone clock, linked from the TV",
  playerDashboard: "a player's page: the sitemap lists games, posts and venues (issue 31), not players",
  playerCard: "a player's card: not listed, as the dashboard",
  shop: 'says only "Coming Soon" (product §2.19)',
  login: 'a form',
  resetPassword: 'a form',
  setPassword: "a form reached from a mail's link",
  unauthorized: 'an answer to a refused page',
  notFound: 'the Unknown Page',
} as const satisfies Record<string, string>;

/** A game's page (route gameDetail). */
export const gamePagePath = (gameID: number): string => `/games/detail/${gameID}`;

/** A post's page (route news, with the post). */
export const postPagePath = (postID: number): string => `/posts/browse/${postID}`;

/** A venue's page: its games in the calendar (route eventsCalendar, year and month 0: this month), as the venue's calendar feed links it. */
export const venuePagePath = (venueID: number): string => `/events/calendar/0/0/${venueID}`;
