import { describe, expect, it } from '@jest/globals';
import {
  dashboardPeriod,
  inviteWindow,
  inviteYearChoices,
  inviteYearOfDate,
  periodWindow,
  seasonOf,
  standingsSeasonOf,
  yearChoices,
} from './stats-windows';

describe('player-stats date windows', () => {
  it('cuts periods to their first and last league days', () => {
    expect(periodWindow({ year: 2026, period: 'M2' })).toEqual({ start: '2026-02-01', stop: '2026-02-28' });
    expect(periodWindow({ year: 2026, period: 'Q1' })).toEqual({ start: '2025-08-01', stop: '2026-01-31' });
    expect(periodWindow({ year: 2026, period: 'All' })).toEqual({ start: '2026-01-01', stop: '2026-12-31' });
    expect(periodWindow({ year: 0, period: 'All' })).toEqual({ start: '2004-01-01', stop: '2099-12-31' });
  });

  it('reads the dashboard period: missing or out-of-range years are this year, 0 is All Years and forces All', () => {
    expect(dashboardPeriod(undefined, null, '2026-11-25')).toEqual({ year: 2026, period: 'All' });
    expect(dashboardPeriod('2025', 'q2', '2026-11-25')).toEqual({ year: 2025, period: 'Q2' });
    expect(dashboardPeriod('0', 'Q2', '2026-11-25')).toEqual({ year: 0, period: 'All' });
    expect(dashboardPeriod('1999', 'M3', '2026-11-25')).toEqual({ year: 2026, period: 'M3' });
    expect(dashboardPeriod('2026', 'X9', '2026-11-25')).toEqual({ year: 2026, period: 'All' });
  });

  it('offers this year back to 2004, and a season only for a quarter', () => {
    expect(yearChoices('2026-11-25').slice(0, 2)).toEqual([2026, 2025]);
    expect(yearChoices('2026-11-25').at(-1)).toBe(2004);
    expect(seasonOf({ year: 2026, period: 'Q3' })).toEqual({ year: 2026, period: 'Q3' });
    expect(seasonOf({ year: 2026, period: 'M3' })).toBeNull();
    expect(seasonOf({ year: 0, period: 'All' })).toBeNull();
  });

  it('cuts invite years from June 1 to May 31, and their months', () => {
    expect(inviteYearOfDate('2026-05-31')).toBe(2026);
    expect(inviteYearOfDate('2026-06-01')).toBe(2027);
    expect(inviteYearChoices('2026-11-25')[0]).toBe(2027);
    expect(inviteWindow(2026, 0)).toEqual({ start: '2025-06-01', stop: '2026-05-31' });
    expect(inviteWindow(2026, 7)).toEqual({ start: '2025-07-01', stop: '2025-07-31' });
    expect(inviteWindow(2026, 2)).toEqual({ start: '2026-02-01', stop: '2026-02-28' });
  });

  it('takes the standings season from the address, else the season the next quarterly plays', () => {
    expect(standingsSeasonOf('2025', 'q2', null, '2026-11-25')).toEqual({ year: 2025, period: 'Q2' });
    expect(standingsSeasonOf(undefined, undefined, null, '2026-11-25')).toEqual({ year: 2026, period: 'Q4' });
    expect(standingsSeasonOf('2026', 'M3', null, '2026-03-10')).toEqual({ year: 2026, period: 'Q1' });
    expect(standingsSeasonOf('3000', 'Q1', null, '2026-03-10')).toEqual({ year: 2026, period: 'Q1' });
  });

  it('issue 19 item 2: without a season in the address, shows the qualifying season of the final the page announces, not of today', () => {
    // In late November the Winter 2027 Season Final (Feb 13, 2027) is next: Aug 2026 - Jan 2027 qualifies, not Fall 2026.
    expect(standingsSeasonOf(undefined, undefined, { gameAt: '2027-02-13T17:00:00.000Z' }, '2026-11-26')).toEqual({
      year: 2027,
      period: 'Q1',
    });
    // The address still wins.
    expect(standingsSeasonOf('2026', 'Q4', { gameAt: '2027-02-13T17:00:00.000Z' }, '2026-11-26')).toEqual({
      year: 2026,
      period: 'Q4',
    });
  });
});
