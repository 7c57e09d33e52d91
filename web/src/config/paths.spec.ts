import { describe, expect, it } from '@jest/globals';
import { matchPath } from 'react-router-dom';
import {
  buildPath,
  href,
  mainMenu,
  isMenuGroup,
  redirects,
  redirectTarget,
  routes,
  SATELLITES_PATH,
  type RedirectDef,
} from './paths';

const redirectFor = (from: string): RedirectDef => {
  const found = redirects.find((redirect) => redirect.from === from);
  if (!found) throw new Error(`no redirect from ${from}`);
  return found;
};

const follow = (from: string, params: Record<string, string> = {}, query = ''): string =>
  redirectTarget(redirectFor(from), { params, search: new URLSearchParams(query) });

describe('buildPath', () => {
  it('leaves out trailing optional segments that were not given', () => {
    expect(buildPath('/players/dashboard/:playerNumber?/:year?')).toBe('/players/dashboard');
    expect(buildPath('/players/dashboard/:playerNumber?/:year?', { playerNumber: 9000006 })).toBe(
      '/players/dashboard/9000006',
    );
  });

  it('writes a missing optional segment before a given one as 0', () => {
    expect(buildPath('/events/leaderboard/:venueID?/:eventID?/:year?/:month?', { eventID: 3 })).toBe(
      '/events/leaderboard/0/3',
    );
    expect(buildPath('/events/browse/:view?/:hostID?/:venueID?', { venueID: 7 })).toBe('/events/browse/0/0/7');
  });

  it('refuses a missing required segment and encodes values', () => {
    expect(() => buildPath('/games/detail/:gameID/:all?')).toThrow('gameID');
    expect(buildPath('/users/setpw/:playerID/:userName/:token', { playerID: 1, userName: 'a b', token: 'x/y' })).toBe(
      '/users/setpw/1/a%20b/x%2Fy',
    );
  });
});

describe('route table', () => {
  it('names every route and gives each a distinct path', () => {
    const paths = Object.values(routes).map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of Object.values(routes)) expect(route.name.length).toBeGreaterThan(0);
  });

  it('guards the management screens and leaves the public ones open', () => {
    expect(routes.manageGames.access).toEqual({ level: 30 });
    expect(routes.managePoints.access).toEqual({ level: 20, hostMode: true });
    expect(routes.manageDeposits.access).toEqual({ level: 20, hostMode: true });
    expect(routes.activityDashboard.access).toEqual({ level: 40 });
    expect('access' in routes.playerLeaderboard).toBe(false);
  });

  it('builds links from the table', () => {
    expect(href('gameDetail', { gameID: 12 })).toBe('/games/detail/12');
    expect(href('eventsEarnings')).toBe('/events/browse/earnings');
    expect(SATELLITES_PATH).toBe('/events/browse/2');
  });

  it('lists only public routes in the top menu', () => {
    const links = mainMenu.flatMap((entry) =>
      isMenuGroup(entry) ? entry.sections.flatMap((section) => section.links) : [entry],
    );
    for (const link of links) {
      const route = Object.values(routes).find(
        (candidate) => candidate.path !== '*' && matchPath(candidate.path, link.to),
      );
      expect([link.to, route?.name, route && 'access' in route]).toEqual([link.to, expect.any(String), false]);
    }
  });
});

describe('redirects', () => {
  it.each([
    ['/leaderboards', '/players/leaderboard'],
    ['/playerfinder', '/players/search'],
    ['/vegas-invites', '/players/invites'],
    ['/event-calendar', '/events/calendar'],
    ['/upcoming-quarterly', '/events/quarterly'],
    ['/list-events', '/events/browse'],
    ['/rules', '/about/rules/general'],
    ['/general-rules', '/about/rules/general'],
    ['/behavior-rules', '/about/rules/behavior'],
    ['/gameplay-rules', '/about/rules/gameplay'],
    ['/quarterly-rules', '/about/rules/quarterly'],
    ['/national-rules', '/about/rules/national'],
    ['/host-rules', '/about/rules/host'],
    ['/history', '/about/history'],
    ['/our-history', '/about/history'],
    ['/leadership', '/about/team'],
    ['/faq', '/about/faq'],
    ['/memorial', '/about/memorial'],
    ['/contact-us', '/about/contact'],
  ])('%s -> %s', (from, to) => {
    expect(follow(from)).toBe(to);
  });

  it('passes an old link number on', () => {
    expect(follow('/player-card/*', { '*': '9000006' })).toBe('/players/card/9000006');
    expect(follow('/player-dashboards/*', { '*': '' })).toBe('/players/dashboard');
  });

  it('sends player short links to the dashboard and keeps other query parameters', () => {
    expect(follow('/p', {}, 'N=9000006')).toBe('/players/dashboard/9000006');
    expect(follow('/p', {}, 'n=9000005&today=2024-03-15')).toBe('/players/dashboard/9000005?today=2024-03-15');
    expect(follow('/p', {}, '')).toBe('/players/dashboard');
    expect(follow('/p/:playerNumber', { playerNumber: '9000006' })).toBe('/players/dashboard/9000006');
    expect(follow('/leaderboards', {}, 'today=2024-03-15')).toBe('/players/leaderboard?today=2024-03-15');
  });
});
