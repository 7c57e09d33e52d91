import { describe, expect, it } from '@jest/globals';
import { periodDates, periodOfParams, periodYears } from '@/components/ui/period-filter';
import {
  changeFilters,
  eventLeaderboardFiltersOf,
  eventLeaderboardPath,
  playerLeaderboardPath,
  playerLeaderboardStateOf,
  standingsFilterOf,
} from './standings-filters';
import { championsPath, eventLeaderboardPath as eventReadPath, totalsPath } from './standings-paths';

const TODAY = '2026-11-24';

describe('period filter (product §4 "Period filters")', () => {
  it('reads year and period from the address, this year and All by default', () => {
    expect(periodOfParams(undefined, undefined, TODAY)).toEqual({ year: 2026, period: 'All' });
    expect(periodOfParams('2025', 'm3', TODAY)).toEqual({ year: 2025, period: 'M3' });
    expect(periodOfParams('2025', 'Q4', TODAY)).toEqual({ year: 2025, period: 'Q4' });
  });

  it('ignores years outside 2004..2099 and forces All with All Years', () => {
    expect(periodOfParams('2003', 'M3', TODAY)).toEqual({ year: 2026, period: 'M3' });
    expect(periodOfParams('2100', 'M3', TODAY)).toEqual({ year: 2026, period: 'M3' });
    expect(periodOfParams('0', 'M3', TODAY)).toEqual({ year: 0, period: 'All' });
    expect(periodOfParams('2025', 'M13', TODAY)).toEqual({ year: 2025, period: 'All' });
  });

  it('turns a selection into league dates, both included', () => {
    expect(periodDates({ year: 2025, period: 'M2' })).toEqual({ start: '2025-02-01', stop: '2025-02-28' });
    expect(periodDates({ year: 2025, period: 'All' })).toEqual({ start: '2025-01-01', stop: '2025-12-31' });
    // Winter counts August to January, ending in the named year.
    expect(periodDates({ year: 2025, period: 'Q1' })).toEqual({ start: '2024-08-01', stop: '2025-01-31' });
    expect(periodDates({ year: 0, period: 'All' })).toEqual({ start: '2004-01-01', stop: '2099-12-31' });
  });

  it('offers next year down to 2004', () => {
    const years = periodYears(TODAY);
    expect(years[0]).toBe(2027);
    expect(years.at(-1)).toBe(2004);
  });
});

describe('event leaderboard filters', () => {
  it('reads the path and writes it back', () => {
    const filters = eventLeaderboardFiltersOf({ venueID: '7', eventID: '3', year: '2025', month: 'Q2' }, TODAY);
    expect(filters).toEqual({ venueID: 7, eventID: 3, year: 2025, period: 'Q2' });
    expect(eventLeaderboardPath(filters)).toBe('/events/leaderboard/7/3/2025/Q2');
    expect(eventLeaderboardPath({ venueID: 0, eventID: 4, year: 0, period: 'All' })).toBe(
      '/events/leaderboard/0/4/0/All',
    );
  });

  it('reads junk ids as 0', () => {
    expect(eventLeaderboardFiltersOf({ venueID: 'x', eventID: '-2' }, TODAY)).toEqual({
      venueID: 0,
      eventID: 0,
      year: 2026,
      period: 'All',
    });
  });

  it('clears the event with another venue, unless told to keep it', () => {
    const filters = { venueID: 7, eventID: 12, year: 2025, period: 'All' as const };
    expect(changeFilters(filters, { venueID: 8 })).toEqual({ ...filters, venueID: 8, eventID: 0 });
    expect(changeFilters(filters, { venueID: 8 }, true)).toEqual({ ...filters, venueID: 8 });
    expect(changeFilters(filters, { year: 2024 })).toEqual({ ...filters, year: 2024 });
  });

  it('asks for each game winner with the champions tokens, else for the events totals', () => {
    const dates = standingsFilterOf({ venueID: 0, eventID: 3, year: 2025, period: 'M1' });
    expect(eventReadPath(dates)).toBe('/v1/point/games/0/3/0/1/2025-01-01/2025-01-31');
    expect(eventReadPath({ ...dates, eventID: 4 })).toBe('/v1/point/games/0/4/0/1/2025-01-01/2025-01-31');
    expect(eventReadPath({ ...dates, venueID: 5, eventID: 12 })).toBe(
      '/v1/point/events/5/12/0/0/2025-01-01/2025-01-31',
    );
    expect(eventReadPath({ ...dates, eventID: 0 })).toBe('/v1/point/events/0/0/0/0/2025-01-01/2025-01-31');
  });
});

describe('player leaderboard filters', () => {
  it('keeps year and period in the path, venue, event and page in the query', () => {
    const state = playerLeaderboardStateOf(
      { year: '2025', period: 'M10' },
      new URLSearchParams('venue=7&event=12&page=3'),
      TODAY,
    );
    expect(state).toEqual({ venueID: 7, eventID: 12, page: 3, year: 2025, period: 'M10' });
    expect(playerLeaderboardPath(state)).toBe('/players/leaderboard/2025/M10?venue=7&event=12&page=3');
    expect(playerLeaderboardPath({ ...state, venueID: 0, eventID: 0, page: 1 })).toBe('/players/leaderboard/2025/M10');
    expect(playerLeaderboardStateOf({}, new URLSearchParams('page=0'), TODAY).page).toBe(1);
  });

  it('asks for 20 players a page', () => {
    expect(totalsPath({ venueID: 0, eventID: 0, start: '2025-01-01', stop: '2025-12-31' }, 2)).toBe(
      '/v1/point/totals/0/0/2025-01-01/2025-12-31/2/20',
    );
  });

  it('asks home for every champion', () => {
    expect(championsPath(3)).toBe('/v1/point/games/0/3/0/1');
    expect(championsPath(4)).toBe('/v1/point/games/0/4/0/1');
  });
});
