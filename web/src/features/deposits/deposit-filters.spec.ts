import { describe, expect, it } from '@jest/globals';
import { changeFilters, depositListPath, depositWindow, dollars, initialDepositFilters } from './deposit-filters';

describe('Manage Deposits filters', () => {
  const start = initialDepositFilters('2025-03-14');

  it('start on this year, every venue and month', () => {
    expect(start).toEqual({ hostID: 0, venueID: 0, eventID: 0, year: 2025, month: 0 });
    expect(depositListPath(start)).toBe('/v1/deposit/list/0/2025-01-01/2025-12-31');
  });

  it('cut a month to its own days, February of a leap year included', () => {
    expect(depositWindow({ year: 2024, month: 2 })).toEqual({ start: '2024-02-01', stop: '2024-02-29' });
    expect(depositWindow({ year: 2025, month: 12 })).toEqual({ start: '2025-12-01', stop: '2025-12-31' });
    expect(depositWindow({ year: 0, month: 0 })).toBeNull();
  });

  it('ask for a venue and event in the query, and a host in the path', () => {
    expect(depositListPath({ hostID: 7, venueID: 3, eventID: 9, year: 0, month: 0 })).toBe(
      '/v1/deposit/list/7?venueID=3&eventID=9',
    );
    expect(depositListPath({ hostID: 0, venueID: 0, eventID: 9, year: 2025, month: 4 })).toBe(
      '/v1/deposit/list/0/2025-04-01/2025-04-30',
    );
  });

  it('start the events over with a new venue, and All Years forces every month', () => {
    expect(changeFilters({ ...start, venueID: 3, eventID: 9 }, { venueID: 4 })).toMatchObject({
      venueID: 4,
      eventID: 0,
    });
    expect(changeFilters({ ...start, month: 5 }, { year: 0 })).toMatchObject({ year: 0, month: 0 });
  });

  it('show dollars to the cent', () => {
    expect(dollars(1234.5)).toBe('$1,234.50');
    expect(dollars(0.1 + 0.2)).toBe('$0.30');
  });
});
