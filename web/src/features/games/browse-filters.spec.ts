import { describe, expect, it } from '@jest/globals';
import {
  BROWSE_PAGE_SIZE,
  browseFiltersOf,
  browseListPath,
  playerFilterOf,
  browsePath,
  browseWindow,
  changeFilters,
  initialPickerFilters,
  monthSegment,
  NO_FILTERS,
  pageOf,
  pageReport,
  parseMonth,
  pickerWindowPath,
  withGame,
  yearChoices,
} from './browse-filters';

describe('the month segment (kept as M plus the number)', () => {
  it.each([
    ['M3', 3],
    ['m12', 12],
    ['M1', 1],
    ['3', 3],
    ['03', 3],
    [' M7 ', 7],
  ])('reads %p as month %p', (text, month) => expect(parseMonth(text)).toBe(month));

  it.each(['All', 'all', '', 'M0', 'M13', '13', 'Q1', 'March', null, undefined])('reads %p as All (0)', (text) =>
    expect(parseMonth(text)).toBe(0),
  );

  it('writes M and the number, or All', () => {
    expect(monthSegment(3)).toBe('M3');
    expect(monthSegment(12)).toBe('M12');
    expect(monthSegment(0)).toBe('All');
  });
});

describe('filters from the address', () => {
  it('reads every segment', () => {
    expect(
      browseFiltersOf({ view: '2', hostID: '400010', venueID: '4', eventID: '9', year: '2025', month: 'M3' }),
    ).toEqual({
      view: 2,
      hostID: 400010,
      venueID: 4,
      eventID: 9,
      year: 2025,
      month: 3,
    });
  });

  it('reads missing and non-numeric segments as 0 (product §2.1)', () => {
    expect(browseFiltersOf({})).toEqual(NO_FILTERS);
    expect(browseFiltersOf({ view: 'earnings', hostID: 'x', venueID: '-3' })).toEqual(NO_FILTERS);
  });

  it('makes a year outside 2004-2099 All Years, which forces All months', () => {
    expect(browseFiltersOf({ year: '2003', month: 'M3' })).toMatchObject({ year: 0, month: 0 });
    expect(browseFiltersOf({ year: '2100', month: 'M3' })).toMatchObject({ year: 0, month: 0 });
    expect(browseFiltersOf({ year: '0', month: 'M3' })).toMatchObject({ year: 0, month: 0 });
    expect(browseFiltersOf({ year: '2004', month: 'M3' })).toMatchObject({ year: 2004, month: 3 });
  });

  it('drops an event without a venue (the event list follows the venue)', () => {
    expect(browseFiltersOf({ venueID: '0', eventID: '9' }).eventID).toBe(0);
  });
});

describe('changing a filter', () => {
  const filters = { view: 0, hostID: 0, venueID: 4, eventID: 9, year: 2025, month: 3 };

  it('clears the event when the venue changes, not otherwise', () => {
    expect(changeFilters(filters, { venueID: 5 })).toMatchObject({ venueID: 5, eventID: 0 });
    expect(changeFilters(filters, { venueID: 4 })).toMatchObject({ venueID: 4, eventID: 9 });
    expect(changeFilters(filters, { year: 2024 })).toMatchObject({ eventID: 9, year: 2024, month: 3 });
  });

  it('clears the month for All Years', () => {
    expect(changeFilters(filters, { year: 0 })).toMatchObject({ year: 0, month: 0 });
  });
});

describe('the address of the filters', () => {
  it('is bare with no filters', () => expect(browsePath(NO_FILTERS)).toBe('/events/browse'));

  it('writes skipped segments as 0 and the month as M plus the number', () => {
    expect(browsePath({ ...NO_FILTERS, venueID: 4, year: 2025, month: 3 })).toBe('/events/browse/0/0/4/0/2025/M3');
    expect(browsePath({ ...NO_FILTERS, hostID: 400010 })).toBe('/events/browse/0/400010');
  });

  it('leaves out a whole year’s month, and keeps the Satellites view first', () => {
    expect(browsePath({ ...NO_FILTERS, year: 2025 })).toBe('/events/browse/0/0/0/0/2025');
    expect(browsePath({ ...NO_FILTERS, view: 2 })).toBe('/events/browse/2');
  });

  it('round-trips through the address', () => {
    const filters = { view: 2, hostID: 400011, venueID: 3, eventID: 8, year: 2026, month: 11 };
    const segments = browsePath(filters).split('/').slice(3);
    const [view, hostID, venueID, eventID, year, month] = segments;
    expect(browseFiltersOf({ view, hostID, venueID, eventID, year, month })).toEqual(filters);
  });
});

describe('the dates asked for', () => {
  it('covers a month, with its last day included', () => {
    expect(browseWindow({ year: 2024, month: 2 })).toEqual({ start: '2024-02-01', stop: '2024-02-29' });
    expect(browseWindow({ year: 2025, month: 2 })).toEqual({ start: '2025-02-01', stop: '2025-02-28' });
    expect(browseWindow({ year: 2025, month: 12 })).toEqual({ start: '2025-12-01', stop: '2025-12-31' });
  });
  it('covers a year for All months, and every league year for All Years', () => {
    expect(browseWindow({ year: 2025, month: 0 })).toEqual({ start: '2025-01-01', stop: '2025-12-31' });
    expect(browseWindow({ year: 0, month: 0 })).toEqual({ start: '2004-01-01', stop: '2099-12-31' });
  });
});

describe('the API read of a page', () => {
  const filters = { view: 0, hostID: 400010, venueID: 4, eventID: 9, year: 2025, month: 3 };

  it('names host, venue, event, dates, the page and 30 a page', () => {
    expect(browseListPath(filters, 2, false, '2026-11-24')).toBe(
      `/v1/game/list/400010/4/9/2025-03-01/2025-03-31/2/${BROWSE_PAGE_SIZE}`,
    );
  });
  it('asks for unlisted games only in host mode', () => {
    expect(browseListPath(filters, 1, true, '2026-11-24')).toBe(
      '/v1/game/list/400010/4/9/2025-03-01/2025-03-31/1/30/all',
    );
  });
  it('asks for one event type when the view names one (Satellites)', () => {
    expect(browseListPath({ ...NO_FILTERS, view: 2 }, 1, false, '2026-11-24')).toBe(
      '/v1/game/list/0/0/0/2004-01-01/2026-11-24/1/30?eventType=2',
    );
  });
  it("issue 19 item 6: asks for one player's games with ?playerID= (with the view's type too)", () => {
    expect(browseListPath({ ...NO_FILTERS, view: 2 }, 1, true, '2026-11-24', 400123)).toBe(
      '/v1/game/list/0/0/0/2004-01-01/2026-11-24/1/30/all?eventType=2&playerID=400123',
    );
    expect(browseListPath(NO_FILTERS, 1, false, '2026-11-24', 0)).toBe(
      '/v1/game/list/0/0/0/2004-01-01/2026-11-24/1/30',
    );
    expect([playerFilterOf('400123'), playerFilterOf('x'), playerFilterOf(null)]).toEqual([400123, 0, 0]);
  });
  it('never asks for page 0', () => expect(browseListPath(NO_FILTERS, 0, false, '2026-11-24')).toContain('/1/30'));
});

describe('the paginator', () => {
  it.each([
    [1, 245, '1-30 of 245'],
    [2, 245, '31-60 of 245'],
    [9, 245, '241-245 of 245'],
    [1, 7, '1-7 of 7'],
    [1, 0, '0 of 0'],
  ])('reports page %p of %p games as %p', (page, total, report) => expect(pageReport(page, 30, total)).toBe(report));

  it.each([
    ['2', 2],
    ['1', 1],
    ['0', 1],
    ['-4', 1],
    ['x', 1],
    [null, 1],
  ])('reads ?page=%p as %p', (text, page) => expect(pageOf(text)).toBe(page));
});

describe('year choices', () => {
  it('run from next year down to 2004', () => {
    const years = yearChoices('2026-06-01');
    expect(years[0]).toBe(2027);
    expect(years.at(-1)).toBe(2004);
    expect(years).toHaveLength(2027 - 2004 + 1);
  });
});

describe('the Manage Games picker', () => {
  it('starts on this month, every venue', () =>
    expect(initialPickerFilters('2026-03-10')).toEqual({ venueID: 0, eventID: 0, year: 2026, month: 3 }));

  it('asks for the month’s games, oldest first, unlisted ones too', () =>
    expect(pickerWindowPath({ venueID: 4, eventID: 0, year: 2026, month: 3 })).toBe(
      '/v1/game/list/0/4/0/2026-03-01/2026-03-31/0/0/all',
    ));

  it('asks for the whole year for All months', () =>
    expect(pickerWindowPath({ venueID: 0, eventID: 0, year: 2026, month: 0 })).toBe(
      '/v1/game/list/0/0/0/2026-01-01/2026-12-31/0/0/all',
    ));
});

describe('the selected game in the picker', () => {
  const game = (gameID: number, gameAt: string) => ({ gameID, gameAt });
  const month = [game(1, '2026-03-02T03:00:00.000Z'), game(2, '2026-03-20T03:00:00.000Z')];

  it('is put in its place by time when the window left it out', () =>
    expect(withGame(month, game(9, '2026-03-10T03:00:00.000Z'))?.map((row) => row.gameID)).toEqual([1, 9, 2]));
  it('is not listed twice', () => expect(withGame(month, month[1])?.map((row) => row.gameID)).toEqual([1, 2]));
  it('waits for the window', () => expect(withGame(undefined, month[0])).toBeUndefined());
});
