/**
 * Every route of the site (product §2.1) and every redirect, in one table.
 *
 * - `path` is a React Router pattern; `:name?` is an optional segment.
 *   Screens read missing numeric segments as 0 (see lib/route-params.ts).
 * - `name` is the page title ("<name> | <site name>") and the screen's heading.
 * - `access` guards the route: app/router.tsx applies it, once, to every route that has
 *   one (lib/auth.tsx RequireRole); no access = public. Screens never guard themselves.
 * - `icon` marks routes that appear in a menu.
 * - `bare` routes render without the site chrome (full-screen TV displays).
 *
 * Build links with `href('playerDashboard', { playerNumber: 1234 })` rather than by hand.
 */
import type { Icon } from '@tabler/icons-react';
import {
  IconBook,
  IconCalendarEvent,
  IconCrown,
  IconHome,
  IconInfoCircle,
  IconNews,
  IconPlane,
  IconTicket,
  IconTrophy,
  IconUsers,
} from '@tabler/icons-react';
import { UserType } from '@league/shared/domain/user-type.js';
import { EventType } from '@league/shared/domain/event-type.js';

export interface RouteAccess {
  /** Lowest UserType allowed; UserType.None means "any logged-in user". */
  readonly level: number;
  /** Also requires host mode (automatic for admins, otherwise after the host agreement). */
  readonly hostMode?: boolean;
}

export interface RouteDef {
  readonly path: string;
  readonly name: string;
  readonly access?: RouteAccess;
  readonly icon?: Icon;
  readonly bare?: boolean;
}

const loggedIn: RouteAccess = { level: UserType.None };
const player: RouteAccess = { level: UserType.Player };
const assistant: RouteAccess = { level: UserType.Assistant };
const host: RouteAccess = { level: UserType.Host };
const hostInHostMode: RouteAccess = { level: UserType.Host, hostMode: true };
const manager: RouteAccess = { level: UserType.Manager };
const admin: RouteAccess = { level: UserType.Admin };
const owner: RouteAccess = { level: UserType.Owner };

export const routes = {
  home: { path: '/', name: 'Home', icon: IconHome },

  // Static pages.
  aboutVision: { path: '/about/gpf', name: 'League Vision', icon: IconInfoCircle },
  aboutHistory: { path: '/about/history', name: 'History' },
  aboutTeam: { path: '/about/team', name: 'Our Team' },
  aboutFaq: { path: '/about/faq', name: 'FAQ' },
  aboutMemorial: { path: '/about/memorial', name: 'Memorial' },
  aboutContact: { path: '/about/contact', name: 'Contact Us' },
  rulesGeneral: { path: '/about/rules/general', name: 'General Rules', icon: IconBook },
  rulesBehavior: { path: '/about/rules/behavior', name: 'Behavior Rules' },
  rulesGameplay: { path: '/about/rules/gameplay', name: 'Gameplay Rules' },
  rulesQuarterly: { path: '/about/rules/quarterly', name: 'Quarterly Rules' },
  rulesNational: { path: '/about/rules/national', name: 'National Rules' },
  rulesHost: { path: '/about/rules/host', name: 'Host Rules' },

  // Events and games.
  eventsCalendar: { path: '/events/calendar/:year?/:month?/:venueID?', name: 'Calendar', icon: IconCalendarEvent },
  eventLeaderboard: {
    path: '/events/leaderboard/:venueID?/:eventID?/:year?/:month?',
    name: 'Event Leaderboard',
    icon: IconTrophy,
  },
  // The static "earnings" segment outranks ":view?", so earnings mode gets its own title and guard.
  eventsEarnings: {
    path: '/events/browse/earnings/:hostID?/:venueID?/:eventID?/:year?/:month?',
    name: 'Earnings',
    access: admin,
  },
  eventsBrowse: { path: '/events/browse/:view?/:hostID?/:venueID?/:eventID?/:year?/:month?', name: 'Events' },
  eventsQuarterly: { path: '/events/quarterly/:year?/:period?', name: 'Quarterly Tournament', icon: IconCrown },
  gameDetail: { path: '/games/detail/:gameID/:all?', name: 'Game Detail' },
  gameMonitor: { path: '/games/monitor/:gameID', name: 'Game Monitor', bare: true },
  // The tournament clock for phones (issue 23): public, read-only, linked by the QR code on the TV.
  gameClock: { path: '/games/clock/:gameID', name: 'Game Clock', bare: true },

  // Players.
  playerDashboard: { path: '/players/dashboard/:playerNumber?/:year?', name: 'Player Dashboard' },
  playerLeaderboard: { path: '/players/leaderboard/:year?/:period?', name: 'Player Leaderboard', icon: IconTrophy },
  vegasInvites: { path: '/players/invites/:playerID?/:year?/:month?', name: 'Vegas Invites', icon: IconPlane },
  playerSearch: { path: '/players/search', name: 'Player Search', icon: IconUsers },
  playerCard: { path: '/players/card/:number?', name: 'Player Card' },
  cardRequest: { path: '/players/card/request/:number?', name: 'Card Request', access: player },

  // News and activities.
  news: { path: '/posts/browse/:postID?', name: 'News', icon: IconNews },
  shop: { path: '/activities/shop', name: 'Shop' },
  activityDashboard: { path: '/activities/dashboard/:view?', name: 'Activity Dashboard', access: admin },
  // Issue 12 (beyond product §2): the owner's earnings report, one league year.
  earningsReport: { path: '/activities/earnings/:year?', name: 'Earnings Report', access: owner },

  // User area.
  login: { path: '/users/login', name: 'User Log-In' },
  userDashboard: { path: '/users/dashboard', name: 'User Dashboard', access: loggedIn },
  resetPassword: { path: '/users/resetpw', name: 'Reset Password' },
  setPassword: { path: '/users/setpw/:playerID/:userName/:token', name: 'Set Password' },
  profile: { path: '/users/profile', name: 'Edit Profile', access: player },

  // Management screens.
  manageDeposits: { path: '/update/deposits', name: 'Manage Deposits', access: hostInHostMode },
  hostAgreement: { path: '/update/agreement/:gameID?', name: 'Host Agreement', access: host },
  manageGames: { path: '/update/games/:gameID?', name: 'Manage Games', access: manager },
  managePlayers: { path: '/update/players', name: 'Manage Players', access: assistant },
  managePoints: { path: '/update/points/:gameID', name: 'Manage Points', access: hostInHostMode },
  managePosts: { path: '/update/posts/:postID?', name: 'Manage Posts', access: manager },
  manageVenues: { path: '/update/venues', name: 'Manage Venues', access: manager },
  // Issue 23 (beyond product §2): a venue's embeddable widget snippet, reached from Manage Venues.
  venueEmbed: { path: '/update/venues/:venueID/embed', name: 'Embed on Your Site', access: manager },
  scannerSetup: { path: '/update/scanner', name: 'Scanner Setup', access: assistant },
  // Jobs (issue 12, beyond SPEC): the door to the jobs dashboard (/admin/jobs) and the standings rebuild.
  manageJobs: { path: '/update/jobs', name: 'Jobs', access: admin },
  // Security log (issue 32, beyond SPEC): the owner reads the recent security events.
  securityLog: { path: '/update/security', name: 'Security Log', access: owner },

  unauthorized: { path: '/unauthorized', name: 'Unauthorized' },
  notFound: { path: '*', name: 'Unknown Page' },
} as const satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof routes;

// ---------------------------------------------------------------------------
// Building links

type OptionalName<S extends string> = S extends `${infer Name}?` ? Name : S;
/** The parameter names of a pattern: '/a/:b/:c?' -> 'b' | 'c'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? OptionalName<Name> | PathParamNames<`/${Tail}`>
    : OptionalName<Rest>
  : never;

export type PathParamValue = string | number | null | undefined;
export type PathParams<K extends RouteKey> = Partial<
  Record<PathParamNames<(typeof routes)[K]['path']>, PathParamValue>
>;

const isGiven = (value: PathParamValue): value is string | number =>
  value !== undefined && value !== null && String(value) !== '';

/**
 * Fills a pattern. Trailing optional segments that were not given are left out;
 * a missing optional segment before a given one is written as 0 (product §2.1: missing
 * numeric route parameters default to 0). A missing required one throws.
 */
export function buildPath(pattern: string, params: Readonly<Record<string, PathParamValue>> = {}): string {
  const parts = pattern.split('/').filter(Boolean);
  const filled: (string | undefined)[] = parts.map((part) => {
    if (!part.startsWith(':')) return part;
    const optional = part.endsWith('?');
    const name = part.slice(1, optional ? -1 : undefined);
    const value = params[name];
    if (isGiven(value)) return encodeURIComponent(String(value));
    if (!optional) throw new Error(`Missing path parameter "${name}" for ${pattern}`);
    return undefined;
  });
  let last = filled.length - 1;
  while (last >= 0 && filled[last] === undefined) last -= 1;
  const segments = filled.slice(0, last + 1).map((segment) => segment ?? '0');
  return `/${segments.join('/')}`;
}

/** A link to a route of the table: href('gameDetail', { gameID: 12 }) -> '/games/detail/12'. */
export function href<K extends RouteKey>(key: K, params: PathParams<K> = {} as PathParams<K>): string {
  return buildPath(routes[key].path, params as Record<string, PathParamValue>);
}

// ---------------------------------------------------------------------------
// Menus

export interface MenuLink {
  readonly label: string;
  readonly to: string;
  readonly icon?: Icon;
}

export interface MenuGroup {
  readonly label: string;
  readonly icon: Icon;
  readonly sections: readonly { readonly title?: string; readonly links: readonly MenuLink[] }[];
}

export type MenuEntry = (MenuLink & { readonly icon: Icon }) | MenuGroup;

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'sections' in entry;

const link = (key: RouteKey, label: string = routes[key].name): MenuLink => ({ label, to: href(key) });

/**
 * Satellites (product §2.2): "browse with view 2 in the last slot". The browse view slot
 * holds the event type to list (0 all, 2 Satellite) or "earnings"; the link gives
 * the view as its last (and only) slot: /events/browse/2.
 */
export const SATELLITES_PATH = href('eventsBrowse', { view: EventType.Satellite });

/** The top menu: public items only, each with an icon. */
export const mainMenu: readonly MenuEntry[] = [
  { label: 'Home', to: href('home'), icon: IconHome },
  { label: 'Calendar', to: href('eventsCalendar'), icon: IconCalendarEvent },
  {
    label: 'Leaderboards',
    icon: IconTrophy,
    sections: [
      {
        links: [
          link('playerLeaderboard'),
          link('eventLeaderboard'),
          { label: 'Quarterly Champions', to: href('eventLeaderboard', { eventID: EventType.Quarterly }) },
          { label: 'National Champions', to: href('eventLeaderboard', { eventID: EventType.Tournament }) },
        ],
      },
    ],
  },
  { label: 'Satellites', to: SATELLITES_PATH, icon: IconTicket },
  { label: 'Quarterly', to: href('eventsQuarterly'), icon: IconCrown },
  { label: 'Vegas Invites', to: href('vegasInvites'), icon: IconPlane },
  { label: 'Players', to: href('playerSearch'), icon: IconUsers },
  { label: 'News', to: href('news'), icon: IconNews },
  {
    label: 'About',
    icon: IconInfoCircle,
    sections: [
      {
        links: [
          link('aboutVision'),
          link('aboutHistory'),
          link('aboutTeam'),
          link('aboutFaq'),
          link('aboutMemorial'),
          link('aboutContact'),
          link('shop'),
        ],
      },
      {
        title: 'Rules',
        links: [
          link('rulesGeneral', 'General'),
          link('rulesBehavior', 'Behavior'),
          link('rulesGameplay', 'Gameplay'),
          link('rulesQuarterly', 'Quarterly'),
          link('rulesNational', 'National'),
          link('rulesHost', 'Host'),
        ],
      },
    ],
  },
];

// ---------------------------------------------------------------------------
// Redirects: old addresses of the league's earlier site, and player short links

export interface RedirectMatch {
  /** Parameters of `from`, including '*' for the rest of the path. */
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly search: URLSearchParams;
}

export interface RedirectDef {
  readonly from: string;
  /** A fixed target, or one computed from the match. The query string is kept. */
  readonly to: string | ((match: RedirectMatch) => string);
}

/** '/player-card/*' -> '/players/card/<rest>' (old links that carried a number). */
const withRest =
  (base: string) =>
  (match: RedirectMatch): string => {
    const rest = match.params['*']?.replace(/^\/+|\/+$/g, '');
    return rest ? `${base}/${rest}` : base;
  };

const playerShortLink = (number: string | null | undefined): string =>
  href('playerDashboard', { playerNumber: number?.trim() || undefined });

export const redirects: readonly RedirectDef[] = [
  { from: '/leaderboards', to: href('playerLeaderboard') },
  { from: '/leaderboard', to: href('playerLeaderboard') },
  { from: '/player-card/*', to: withRest(href('playerCard')) },
  { from: '/player-dashboards/*', to: withRest(href('playerDashboard')) },
  { from: '/player-dashboard/*', to: withRest(href('playerDashboard')) },
  { from: '/playerfinder', to: href('playerSearch') },
  { from: '/vegas-invites', to: href('vegasInvites') },
  { from: '/event-calendar', to: href('eventsCalendar') },
  { from: '/calendar', to: href('eventsCalendar') },
  { from: '/upcoming-quarterly', to: href('eventsQuarterly') },
  { from: '/list-events', to: href('eventsBrowse') },
  { from: '/satellites', to: SATELLITES_PATH },
  { from: '/news', to: href('news') },
  { from: '/shop', to: href('shop') },
  // Old rule pages.
  { from: '/rules', to: href('rulesGeneral') },
  { from: '/general-rules', to: href('rulesGeneral') },
  { from: '/behavior-rules', to: href('rulesBehavior') },
  { from: '/gameplay-rules', to: href('rulesGameplay') },
  { from: '/quarterly-rules', to: href('rulesQuarterly') },
  { from: '/national-rules', to: href('rulesNational') },
  { from: '/host-rules', to: href('rulesHost') },
  // Old history and about pages.
  { from: '/about', to: href('aboutVision') },
  { from: '/about-us', to: href('aboutVision') },
  { from: '/vision', to: href('aboutVision') },
  { from: '/history', to: href('aboutHistory') },
  { from: '/our-history', to: href('aboutHistory') },
  { from: '/leadership', to: href('aboutTeam') },
  { from: '/team', to: href('aboutTeam') },
  { from: '/faq', to: href('aboutFaq') },
  { from: '/memorial', to: href('aboutMemorial') },
  { from: '/contact-us', to: href('aboutContact') },
  { from: '/contact', to: href('aboutContact') },
  // Player short links, as printed on player cards: /p?N=1234, /p?n=1234, /p/1234.
  { from: '/p', to: ({ search }) => playerShortLink(search.get('N') ?? search.get('n')) },
  { from: '/p/:playerNumber', to: ({ params }) => playerShortLink(params['playerNumber']) },
];

/** Query parameters a redirect consumes instead of passing them on. */
const CONSUMED_QUERY: Readonly<Record<string, readonly string[]>> = { '/p': ['N', 'n'] };

/** The address a redirect sends to, with the rest of the query string kept (e.g. ?today=). */
export function redirectTarget(redirect: RedirectDef, match: RedirectMatch): string {
  const target = typeof redirect.to === 'string' ? redirect.to : redirect.to(match);
  const kept = new URLSearchParams(match.search);
  for (const name of CONSUMED_QUERY[redirect.from] ?? []) kept.delete(name);
  const query = kept.toString();
  return query ? `${target}?${query}` : target;
}
