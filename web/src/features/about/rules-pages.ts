/** The six rules pages, in reading order. Paths match the router (product §2.1). */
export const RULES_PAGES = [
  { slug: 'general', label: 'General', path: '/about/rules/general' },
  { slug: 'behavior', label: 'Behavior', path: '/about/rules/behavior' },
  { slug: 'gameplay', label: 'Gameplay', path: '/about/rules/gameplay' },
  { slug: 'quarterly', label: 'Quarterly', path: '/about/rules/quarterly' },
  { slug: 'national', label: 'National Championship', path: '/about/rules/national' },
  { slug: 'host', label: 'Hosts', path: '/about/rules/host' },
] as const;

export type RulesPageSlug = (typeof RULES_PAGES)[number]['slug'];

/** Other public pages the about pages point to. */
export const SITE_PATHS = {
  home: '/',
  vision: '/about/gpf',
  history: '/about/history',
  team: '/about/team',
  faq: '/about/faq',
  memorial: '/about/memorial',
  contact: '/about/contact',
  calendar: '/events/calendar',
  quarterlyPage: '/events/quarterly',
  playerLeaderboard: '/players/leaderboard',
  vegasInvites: '/players/invites',
  playerSearch: '/players/search',
  playerCard: '/players/card',
  playerCardRequest: '/players/card/request',
  login: '/users/login',
} as const;
