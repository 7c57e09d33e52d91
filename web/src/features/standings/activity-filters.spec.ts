import { describe, expect, it } from '@jest/globals';
import { activityDashboardPath, activityFiltersOf, playerGamesPath, venueGamesPath } from './activity-filters';

const TODAY = '2026-11-24';

describe('the activity dashboard filters', () => {
  it('reads venue, event, year and period from the query string, this year and All by default', () => {
    expect(activityFiltersOf(new URLSearchParams(''), TODAY)).toEqual({
      venueID: 0,
      eventID: 0,
      year: 2026,
      period: 'All',
    });
    expect(activityFiltersOf(new URLSearchParams('venue=12&event=3&year=2025&period=Q1'), TODAY)).toEqual({
      venueID: 12,
      eventID: 3,
      year: 2025,
      period: 'Q1',
    });
    // Nonsense falls back; All Years forces All.
    expect(activityFiltersOf(new URLSearchParams('venue=x&year=1999&period=Z9'), TODAY)).toEqual({
      venueID: 0,
      eventID: 0,
      year: 2026,
      period: 'All',
    });
    expect(activityFiltersOf(new URLSearchParams('year=0&period=M3'), TODAY)).toEqual({
      venueID: 0,
      eventID: 0,
      year: 0,
      period: 'All',
    });
  });

  it('writes them back into the address and the two stats reads', () => {
    const filters = { venueID: 12, eventID: 0, year: 2025, period: 'M3' } as const;
    expect(activityDashboardPath(filters)).toBe('/activities/dashboard?venue=12&year=2025&period=M3');
    expect(playerGamesPath(filters)).toBe('/v1/player/stats/12/0/2025-03-01/2025-03-31');
    expect(venueGamesPath({ ...filters, period: 'All' })).toBe('/v1/venue/stats/12/0/2025-01-01/2025-12-31');
  });
});
