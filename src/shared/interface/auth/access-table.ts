import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { USER_TYPE_NAMES, UserType } from '../../domain/user-type.js';
import { ACCESS_RULE, type AccessRule } from './access.decorator.js';

/**
 * Who may call each endpoint of the API, in one place (product §6). Each `/v1` endpoint
 * the server registers has one row, keyed as the OpenAPI document names it
 * (`POST /v1/venue`, `GET /v1/venue/id/{venueID}`).
 *
 * The guard still reads each route's `@Access`; this table is the list a person reads,
 * and the suites keep the two equal:
 * - src/access-table.spec.ts: every controller route has a row and the row says what its
 *   `@Access` says (and nothing else has a row);
 * - test/api/access-table.e2e-spec.ts: every operation of the OpenAPI document has a row,
 *   and calling it anonymously and as each role answers what the row says (401, 403, or
 *   through the guard);
 * - test/api/fuzz.e2e-spec.ts walks the same document with hostile input.
 * A new endpoint without a row fails them, naming the line to add here.
 */

/** No session needed: the route has no `@Access`. */
export const VISITOR = 'visitor';

export interface EndpointAccess {
  /** `visitor`: anyone; a user type: a session of at least that level (`UserType.None`: any session). */
  readonly level: typeof VISITOR | UserType;
  /** Also needs host mode (the host agreement; automatic from Admin up). */
  readonly hostMode: boolean;
  /** The handler limits callers below some level to their own records (the guard cannot know the record). */
  readonly ownOnly: boolean;
}

const visitor: EndpointAccess = { level: VISITOR, hostMode: false, ownOnly: false };

const atLeast = (level: UserType, options: { hostMode?: boolean; ownOnly?: boolean } = {}): EndpointAccess => ({
  level,
  hostMode: options.hostMode ?? false,
  ownOnly: options.ownOnly ?? false,
});

export const ACCESS_TABLE: Readonly<Record<string, EndpointAccess>> = {
  // Platform
  'GET /v1/health': visitor,
  'GET /v1/health/live': visitor,
  'GET /v1/health/ready': visitor,

  // Accounts (players module)
  'POST /v1/user/login': visitor,
  'POST /v1/user/logout': atLeast(UserType.None),
  'POST /v1/user/logout-all': atLeast(UserType.None),
  'GET /v1/user/me': atLeast(UserType.None),
  'POST /v1/user/agreement': atLeast(UserType.Host),
  'POST /v1/user/resetpw': visitor,
  'POST /v1/user/setpw': visitor,
  // Card requests (issue 11, player pages): a player for their own number, assistants and up for anyone's.
  'POST /v1/user/request': atLeast(UserType.Player, { ownOnly: true }),
  // Two-step sign-in (TOTP, issue 18): hosts and up enrol; anyone with it on may turn it off; the owner resets someone's.
  'POST /v1/user/login/totp': visitor,
  'GET /v1/user/totp': atLeast(UserType.Host),
  'POST /v1/user/totp/setup': atLeast(UserType.Host),
  'POST /v1/user/totp/confirm': atLeast(UserType.Host),
  'POST /v1/user/totp/disable': atLeast(UserType.None),
  'POST /v1/user/totp/reset': atLeast(UserType.Owner),
  'GET /v1/security/events/{page}': atLeast(UserType.Owner),
  'GET /v1/player/list/10': visitor,
  'GET /v1/player/list/{filter}/{text}': visitor,
  'GET /v1/player/unsubscribe/{token}': visitor,
  // Player records (issue 11): the handlers filter fields by level; a player saves only their own record.
  'GET /v1/player/id/{playerID}': visitor,
  'POST /v1/player': atLeast(UserType.Player, { ownOnly: true }),
  'DELETE /v1/player': atLeast(UserType.Assistant),
  // Profile images (players module, issue 11 uploads): a player their own, Assistant and up anyone's; the images are public.
  'POST /v1/player/image': atLeast(UserType.Player, { ownOnly: true }),
  'DELETE /v1/player/image': atLeast(UserType.Player, { ownOnly: true }),
  'GET /v1/player/image/{name}': visitor,

  // Venues and events (venues module)
  'GET /v1/venue/list/{playerID}': visitor,
  'GET /v1/venue/list/{playerID}/{start}': visitor,
  'GET /v1/venue/list/{playerID}/{start}/{stop}': visitor,
  'GET /v1/venue/id/{venueID}': visitor,
  'POST /v1/venue': atLeast(UserType.Manager),
  'DELETE /v1/venue': atLeast(UserType.Manager),
  'GET /v1/event/list/{venueID}': visitor,
  'GET /v1/event/list/{venueID}/{start}': visitor,
  'GET /v1/event/list/{venueID}/{start}/{stop}': visitor,
  'GET /v1/event/id/{eventID}': visitor,
  'POST /v1/event': atLeast(UserType.Manager),
  'DELETE /v1/event': atLeast(UserType.Manager),
  // Games: reads are public; unlisted games and staff earnings are left out below host mode / Host (the handlers decide what a caller sees).
  'GET /v1/game/list/{hostID}/{venueID}/{eventID}/{start}': visitor,
  'GET /v1/game/list/{hostID}/{venueID}/{eventID}/{start}/{stop}': visitor,
  'GET /v1/game/list/{hostID}/{venueID}/{eventID}/{start}/{stop}/{page}/{pageSize}': visitor,
  'GET /v1/game/list/{hostID}/{venueID}/{eventID}/{start}/{stop}/{page}/{pageSize}/{all}': visitor,
  'GET /v1/game/id/{gameID}': visitor,
  'GET /v1/game/points/{gameID}/{all}': visitor,
  // SPEC's body-shape forms (POST /v1/game, POST /v1/point) call their explicit routes, whose rows decide (issue 21): their own rows are the forms' common floor.
  'POST /v1/game': atLeast(UserType.Manager),
  'POST /v1/game/save': atLeast(UserType.Manager),
  'DELETE /v1/game': atLeast(UserType.Manager),
  // Audit trail of results (issue 18, games module): managers and up any game's; an Assistant or Host only the games they host or changed (the handler checks).
  'GET /v1/game/history/{gameID}': atLeast(UserType.Assistant, { ownOnly: true }),
  // Earnings report (issue 12, games module): the owner only.
  'GET /v1/game/earnings/{year}': atLeast(UserType.Owner),
  // Tournament clock (issue 23, games module): read as the game is; the controls are game night's (Host in host mode); the structure a manager's.
  'GET /v1/game/clock/{gameID}': visitor,
  'POST /v1/game/clock/{gameID}': atLeast(UserType.Host, { hostMode: true }),
  'PUT /v1/game/clock/{gameID}/structure': atLeast(UserType.Manager),
  'GET /v1/calendar/league.ics': visitor,
  'GET /v1/calendar/venue/{venueID}.ics': visitor,
  // Embeddable widgets (issue 23, embeds module): public HTML pages any site may frame (docs/api.md "Embeddable widgets").
  'GET /embed/standings': visitor,
  'GET /embed/player': visitor,
  'GET /embed/games': visitor,
  // For search engines (issue 31, sitemap module): the public pages, and what may be indexed.
  'GET /sitemap.xml': visitor,
  'GET /robots.txt': visitor,
  // Posts: future-dated posts are answered only to managers (the handlers decide).
  'GET /v1/post/list/{category}': visitor,
  'GET /v1/post/list/{category}/{page}/{pageSize}': visitor,
  'GET /v1/post/list/{category}/{page}/{pageSize}/all': visitor,
  'GET /v1/post/id/{postID}': visitor,
  'POST /v1/post': atLeast(UserType.Manager),
  'DELETE /v1/post': atLeast(UserType.Manager),
  // Game night (points module): the points screen's writes, Host in host mode; the stats it reads are public.
  'POST /v1/point': atLeast(UserType.Host, { hostMode: true }),
  'POST /v1/point/check-in': atLeast(UserType.Host, { hostMode: true }),
  'POST /v1/point/place': atLeast(UserType.Host, { hostMode: true }),
  'POST /v1/point/points': atLeast(UserType.Host, { hostMode: true }),
  'POST /v1/point/buys': atLeast(UserType.Host, { hostMode: true }),
  'DELETE /v1/point': atLeast(UserType.Host, { hostMode: true }),
  'GET /v1/point/stats/{venueID}/{eventID}/{playerID}/{start}/{stop}': visitor,
  'GET /v1/point/totals/{venueID}/{eventID}/{start}/{stop}/{page}/{pageSize}': visitor,
  'GET /v1/point/events/{venueID}/{eventID}/{playerID}/{flag}/{start}/{stop}': visitor,
  'GET /v1/player/stats/{venueID}/{eventID}/{start}/{stop}': visitor,
  'GET /v1/point/bonuses/{venueID}/{eventID}/{playerID}/{flag}/{start}/{stop}': visitor,
  'POST /v1/point/end': atLeast(UserType.Host, { hostMode: true }),
  // Standings lists (leaderboards module): public; unlisted (practice) games count for nobody (docs/decisions/0086-practice-games-count-toward-nothing-public.md).
  'GET /v1/point/games/{venueID}/{eventID}/{playerID}/{winnersOnly}': visitor,
  'GET /v1/point/games/{venueID}/{eventID}/{playerID}/{winnersOnly}/{start}/{stop}': visitor,
  'GET /v1/point/history/{venueID}/{eventID}/{playerID}/{start}/{stop}/{page}/{pageSize}': visitor,
  'GET /v1/venue/stats/{venueID}/{eventID}/{start}/{stop}': visitor,

  // Jobs dashboard and full standings rebuilds (issue 12; the dashboard's own paths: DASHBOARD_PREFIXES below)
  'POST /v1/admin/jobs/session': atLeast(UserType.Admin),
  'POST /v1/admin/standings/rebuild': atLeast(UserType.Admin),
  'GET /v1/admin/standings/rebuild': atLeast(UserType.Admin),
  // Deposits (deposits module, issue 12): hosts in host mode, their own deposits only; admins and up any host's (the handlers decide).
  'GET /v1/deposit/list/{hostID}': atLeast(UserType.Host, { hostMode: true, ownOnly: true }),
  'GET /v1/deposit/list/{hostID}/{start}/{stop}': atLeast(UserType.Host, { hostMode: true, ownOnly: true }),
  'GET /v1/deposit/id/{depositID}': atLeast(UserType.Host, { hostMode: true, ownOnly: true }),
  'POST /v1/deposit': atLeast(UserType.Host, { hostMode: true, ownOnly: true }),
  'DELETE /v1/deposit': atLeast(UserType.Host, { hostMode: true, ownOnly: true }),
  // Deposit application by game list (issue 21's explicit route of POST /v1/game's array form): admins and up.
  'POST /v1/deposit/apply': atLeast(UserType.Admin),
  'POST /v1/deposit/image': atLeast(UserType.Host, { hostMode: true, ownOnly: true }),
  'GET /v1/deposit/image/{name}': atLeast(UserType.Host, { hostMode: true, ownOnly: true }),
  'DELETE /v1/table/image': atLeast(UserType.Host, { hostMode: true, ownOnly: true }),
  // Merging duplicate players (players module, issue 11): managers merge (neither account above them); the log is for the staff who keep player records.
  'POST /v1/player/merge': atLeast(UserType.Manager),
  'GET /v1/player/merges/{playerID}': atLeast(UserType.Assistant),
};

/**
 * Paths served outside the API and its OpenAPI document, a whole prefix at once (the suites
 * above walk /docs/json only, so these are listed apart, each with its reason). Every path
 * under a prefix — page, static files, its JSON API, its actions, unknown paths — is checked
 * by the prefix's own Fastify onRequest hook before any handler runs, against this row;
 * test/api/jobs-dashboard.e2e-spec.ts walks every route the dashboard registers.
 */
export const PREFIX_ACCESS: Readonly<Record<string, EndpointAccess & { reason: string }>> = {
  '/admin/jobs': {
    ...atLeast(UserType.Admin),
    reason:
      'the jobs dashboard (bull-board, not in the OpenAPI document): Admin and up look and retry failed jobs, the Owner alone takes the other actions (jobs-dashboard-access.ts)',
  },
};

/**
 * Paths outside the API whose callers are not sessions: a setting's token decides, and a
 * session token opens nothing. Served by a plain Fastify route (no controller, no
 * `@Access`, not in the OpenAPI document); test/api/metrics.e2e-spec.ts and
 * test/api/access-table.e2e-spec.ts check them.
 */
export const TOKEN_ACCESS: Readonly<Record<string, { setting: string; reason: string }>> = {
  '/metrics': {
    setting: 'METRICS_TOKEN',
    reason:
      'Prometheus metrics (metrics-endpoint.ts): `Authorization: Bearer <METRICS_TOKEN>` when set; unset, open in test and demo mode and a 404 in production',
  },
};

/** What a route's `@Access` metadata (or its absence) means as a row. */
export function accessOfRule(rule: AccessRule | undefined): EndpointAccess {
  return rule ? atLeast(rule.level as UserType, rule) : visitor;
}

/** The source line of a row, as the suites ask for it when one is missing. */
export function accessRowSource(endpoint: string, access: EndpointAccess): string {
  if (access.level === VISITOR) return `'${endpoint}': visitor,`;
  const options = [access.hostMode && 'hostMode: true', access.ownOnly && 'ownOnly: true'].filter(Boolean);
  const level = `UserType.${USER_TYPE_NAMES[access.level]}`;
  return `'${endpoint}': atLeast(${options.length ? `${level}, { ${options.join(', ')} }` : level}),`;
}

/** `METHOD /path/{param}`: a route as the OpenAPI document (and this table) names it. */
export const endpointKey = (method: string, path: string): string => `${method.toUpperCase()} ${path}`;

/** Every route a controller class registers, with its access as a row: what the table must say. */
export function routesOf(controller: Type): { endpoint: string; access: EndpointAccess }[] {
  const classRule = Reflect.getMetadata(ACCESS_RULE, controller) as AccessRule | undefined;
  return handlersOf(controller).map(({ endpoint, handler }) => ({
    endpoint,
    access: accessOfRule((Reflect.getMetadata(ACCESS_RULE, handler) as AccessRule | undefined) ?? classRule),
  }));
}

/** Every route a controller class registers, with its method's name and function (the compatibility layers find explicit routes by endpoint). */
export function handlersOf(
  controller: Type,
): { endpoint: string; name: string; handler: (...args: unknown[]) => unknown }[] {
  const prefixes = pathsOf(Reflect.getMetadata(PATH_METADATA, controller));
  const prototype = controller.prototype as Record<string, unknown>;
  return Object.getOwnPropertyNames(prototype).flatMap((name) => {
    const handler = name === 'constructor' ? undefined : prototype[name];
    if (typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined) return [];
    const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
    return prefixes.flatMap((prefix) =>
      pathsOf(Reflect.getMetadata(PATH_METADATA, handler)).map((path) => ({
        endpoint: endpointKey(method, openApiPath(prefix, path)),
        name,
        handler: handler as (...args: unknown[]) => unknown,
      })),
    );
  });
}

const pathsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [String(value ?? '/')]);

/** `v1/venue` + `list/:playerID` -> `/v1/venue/list/{playerID}` */
function openApiPath(prefix: string, path: string): string {
  const joined = `/${[prefix, path]
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
  return joined.replace(/:(\w+)/g, '{$1}');
}
