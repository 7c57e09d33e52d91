import { describe, expect, it } from '@jest/globals';
import {
  dashboardNumberOf,
  dashboardPath,
  dashboardScopeOf,
  historyBrowsePath,
  initialsOf,
  placeText,
} from './dashboard-links';
import { inviteLinkOf, inviteMonthOf, inviteTotalsOf, invitesPath } from './invite-links';

describe('dashboard links', () => {
  it('takes only a whole positive number as the player number (SPEC §5)', () => {
    expect(dashboardNumberOf('1234')).toBe(1234);
    expect(dashboardNumberOf('abc')).toBeNull();
    expect(dashboardNumberOf('12a')).toBeNull();
    expect(dashboardNumberOf('0')).toBeNull();
    expect(dashboardNumberOf(undefined)).toBeNull();
  });

  it('keeps the period, venue, event and page in the query, left out at their defaults', () => {
    const kept = new URLSearchParams('today=2026-03-01&page=4');
    expect(
      dashboardPath(1234, { selection: { year: 2026, period: 'Q1' }, venueID: 3, eventID: 7, page: 2 }, kept),
    ).toBe('/players/dashboard/1234/2026?today=2026-03-01&period=Q1&venue=3&event=7&page=2');
    expect(dashboardPath(1234, { selection: { year: 0, period: 'All' }, venueID: 0, eventID: 7, page: 1 })).toBe(
      '/players/dashboard/1234/0',
    );
    expect(dashboardScopeOf(new URLSearchParams('event=7&page=x'))).toEqual({ venueID: 0, eventID: 0, page: 1 });
  });

  it('links a history row to its event in the game month, where it was played', () => {
    expect(
      historyBrowsePath({
        gameAt: '2026-04-01T02:00:00Z',
        venueTimeZone: 'America/Los_Angeles',
        venueID: 3,
        eventID: 7,
      }),
    ).toBe('/events/browse/0/0/3/7/2026/M3');
  });

  it('writes places and initials', () => {
    expect([0, 1, 2, 3, 4, 8, 9].map(placeText)).toEqual(['', '1st', '2nd', '3rd', '4th', '8th', '']);
    expect(initialsOf('jane', 'Smith')).toBe('JS');
    expect(initialsOf('', '')).toBe('#');
  });
});

describe('invite links', () => {
  it('reads the month as 1-12 or M1-M12, else the whole year', () => {
    expect(['3', 'M3', 'm12', '13', 'x', undefined].map(inviteMonthOf)).toEqual([3, 3, 12, 0, 0, 0]);
  });

  it('builds the address and the award links', () => {
    expect(invitesPath({ playerID: 0, year: 2026, month: 0 })).toBe('/players/invites/0/2026');
    expect(invitesPath({ playerID: 5, year: 2026, month: 3 }, new URLSearchParams('today=2026-03-01'))).toBe(
      '/players/invites/5/2026/3?today=2026-03-01',
    );
    expect(inviteLinkOf({ gameID: 9, venueID: 3, eventID: 7, eventAt: null })).toBe('/games/detail/9');
    expect(inviteLinkOf({ gameID: null, venueID: 3, eventID: null, eventAt: '2026-03-01T08:00:00Z' })).toBe(
      '/events/leaderboard/3/0/2026/M3',
    );
    expect(inviteLinkOf({ gameID: null, venueID: null, eventID: null, eventAt: '2026-03-01T08:00:00Z' })).toBeNull();
  });

  it('adds up the totals', () => {
    const row = { monthlyBonus: 1, quarterlyBonus: 3, annualBonus: 0, hostingBonus: 2, totalBonus: 6 };
    expect(inviteTotalsOf([row, row])).toEqual({
      monthlyBonus: 2,
      quarterlyBonus: 6,
      annualBonus: 0,
      hostingBonus: 4,
      totalBonus: 12,
    });
  });
});
