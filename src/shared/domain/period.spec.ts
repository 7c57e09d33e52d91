import fc from 'fast-check';
import {
  ALL_YEARS,
  isLeagueYear,
  isWithin,
  normalisePeriodSelection,
  parsePeriod,
  periodDates,
  periodLabel,
  periodOptionLabel,
  seasonLabel,
  shiftPeriod,
  type PeriodSelection,
} from './period.js';
import { leagueDateOf, leagueDateRange, monthOf, periodRange, qualifyingSeasonFor } from './zoned-period.js';

const iso = (selection: PeriodSelection, zone?: string) => {
  const { start, stop } = periodRange(selection, zone);
  return [start.toISOString(), stop.toISOString()];
};
const HOUR = 3_600_000;

describe('parsePeriod', () => {
  it.each([
    ['M1', 'M1'],
    ['m12', 'M12'],
    ['Q3', 'Q3'],
    ['q1', 'Q1'],
    ['All', 'All'],
    ['all', 'All'],
    [' M4 ', 'M4'],
  ])('reads %p as %p', (text, period) => expect(parsePeriod(text)).toBe(period));
  it.each(['M0', 'M13', 'Q0', 'Q5', '', 'Winter', '3', null, undefined])('refuses %p', (text) =>
    expect(parsePeriod(text)).toBeNull(),
  );
});

describe('league years', () => {
  it('accepts 2004 up to 2099 only', () => {
    expect(isLeagueYear(2003)).toBe(false);
    expect(isLeagueYear(2004)).toBe(true);
    expect(isLeagueYear(2099)).toBe(true);
    expect(isLeagueYear(2100)).toBe(false);
  });
});

describe('normalisePeriodSelection', () => {
  const fallback: PeriodSelection = { year: 2025, period: 'M6' };
  it('keeps a valid year and period', () =>
    expect(normalisePeriodSelection({ year: '2024', period: 'q2' }, fallback)).toEqual({ year: 2024, period: 'Q2' }));
  it.each([2003, 1999, 2100, 2500, Number.NaN, 2024.5])('ignores year %p', (year) =>
    expect(normalisePeriodSelection({ year, period: 'M3' }, fallback)).toEqual({ year: 2025, period: 'M3' }),
  );
  it('falls back when the year is missing', () => {
    expect(normalisePeriodSelection({ period: 'M3' }, fallback)).toEqual({ year: 2025, period: 'M3' });
    expect(normalisePeriodSelection({ year: null, period: null }, fallback)).toEqual(fallback);
    expect(normalisePeriodSelection({ year: '', period: 'All' }, fallback)).toEqual({ year: 2025, period: 'All' });
  });
  it('keeps the edge years 2004 and 2099', () => {
    expect(normalisePeriodSelection({ year: 2004, period: 'All' }, fallback).year).toBe(2004);
    expect(normalisePeriodSelection({ year: 2099, period: 'All' }, fallback).year).toBe(2099);
  });
  it('forces period All for All Years', () => {
    expect(normalisePeriodSelection({ year: ALL_YEARS, period: 'M3' }, fallback)).toEqual({ year: 0, period: 'All' });
    expect(normalisePeriodSelection({ year: '0', period: 'Q1' }, fallback)).toEqual({ year: 0, period: 'All' });
  });
  it('ignores an unknown period', () =>
    expect(normalisePeriodSelection({ year: 2024, period: 'M13' }, fallback)).toEqual({ year: 2024, period: 'M6' }));
});

describe('periodRange in the league zone (America/Los_Angeles)', () => {
  it('cuts months at local midnight, across the spring-forward change (10 Mar 2024)', () =>
    expect(iso({ year: 2024, period: 'M3' })).toEqual(['2024-03-01T08:00:00.000Z', '2024-04-01T07:00:00.000Z']));
  it('cuts months at local midnight, across the fall-back change (3 Nov 2024)', () =>
    expect(iso({ year: 2024, period: 'M11' })).toEqual(['2024-11-01T07:00:00.000Z', '2024-12-01T08:00:00.000Z']));
  it('ends December at local midnight of New Year', () =>
    expect(iso({ year: 2024, period: 'M12' })).toEqual(['2024-12-01T08:00:00.000Z', '2025-01-01T08:00:00.000Z']));
  it('makes All a calendar year', () =>
    expect(iso({ year: 2024, period: 'All' })).toEqual(['2024-01-01T08:00:00.000Z', '2025-01-01T08:00:00.000Z']));
  it('makes All Years every league year', () =>
    expect(iso({ year: ALL_YEARS, period: 'All' })).toEqual(['2004-01-01T08:00:00.000Z', '2100-01-01T08:00:00.000Z']));
  it.each([
    ['Q1', 'Winter Aug 2024 - Jan 2025', '2024-08-01T07:00:00.000Z', '2025-02-01T08:00:00.000Z'],
    ['Q2', 'Spring Nov 2024 - Apr 2025', '2024-11-01T07:00:00.000Z', '2025-05-01T07:00:00.000Z'],
    ['Q3', 'Summer Feb - Jul 2025', '2025-02-01T08:00:00.000Z', '2025-08-01T07:00:00.000Z'],
    ['Q4', 'Fall May - Oct 2025', '2025-05-01T07:00:00.000Z', '2025-11-01T07:00:00.000Z'],
  ] as const)('makes %s of 2025 the six months %s', (period, _label, start, stop) =>
    expect(iso({ year: 2025, period })).toEqual([start, stop]),
  );
  it('takes the zone as an argument', () =>
    expect(iso({ year: 2024, period: 'M1' }, 'America/New_York')[0]).toBe('2024-01-01T05:00:00.000Z'));
});

describe('monthOf', () => {
  it('puts the last second of the year in December in the league zone, though UTC has moved on', () =>
    expect(monthOf(new Date('2025-01-01T07:59:59Z'))).toEqual({ year: 2024, period: 'M12' }));
  it('puts local midnight of New Year in January', () =>
    expect(monthOf(new Date('2025-01-01T08:00:00Z'))).toEqual({ year: 2025, period: 'M1' }));
  it('puts the hour after spring-forward in March and the repeated fall-back hour in November', () => {
    expect(monthOf(new Date('2024-03-10T10:00:00Z'))).toEqual({ year: 2024, period: 'M3' });
    expect(monthOf(new Date('2024-11-03T09:30:00Z'))).toEqual({ year: 2024, period: 'M11' });
  });
  it('every instant falls in exactly one month', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2004-03-01T00:00:00Z'), max: new Date('2099-11-30T00:00:00Z'), noInvalidDate: true }),
        (instant) => {
          const month = monthOf(instant);
          expect(isWithin(instant, periodRange(month))).toBe(true);
          expect(isWithin(instant, periodRange(shiftPeriod(month, -1)))).toBe(false);
          expect(isWithin(instant, periodRange(shiftPeriod(month, 1)))).toBe(false);
          // Months tile time: one ends exactly where the next begins.
          expect(periodRange(month).stop).toEqual(periodRange(shiftPeriod(month, 1)).start);
        },
      ),
    );
  });
});

describe('shiftPeriod', () => {
  it('crosses New Year from Dec to Jan and back', () => {
    expect(shiftPeriod({ year: 2024, period: 'M12' }, 1)).toEqual({ year: 2025, period: 'M1' });
    expect(shiftPeriod({ year: 2025, period: 'M1' }, -1)).toEqual({ year: 2024, period: 'M12' });
  });
  it('steps within a year', () =>
    expect(shiftPeriod({ year: 2024, period: 'M5' }, 1)).toEqual({ year: 2024, period: 'M6' }));
  it('wraps seasons across years', () => {
    expect(shiftPeriod({ year: 2024, period: 'Q4' }, 1)).toEqual({ year: 2025, period: 'Q1' });
    expect(shiftPeriod({ year: 2025, period: 'Q1' }, -1)).toEqual({ year: 2024, period: 'Q4' });
  });
  it('steps a whole year for All', () =>
    expect(shiftPeriod({ year: 2024, period: 'All' }, -1)).toEqual({ year: 2023, period: 'All' }));
  it('stays put at the edges of the league years and for All Years', () => {
    expect(shiftPeriod({ year: 2004, period: 'M1' }, -1)).toEqual({ year: 2004, period: 'M1' });
    expect(shiftPeriod({ year: 2099, period: 'M12' }, 1)).toEqual({ year: 2099, period: 'M12' });
    expect(shiftPeriod({ year: ALL_YEARS, period: 'All' }, 1)).toEqual({ year: 0, period: 'All' });
  });
});

describe('qualifyingSeasonFor (the season a quarterly game plays)', () => {
  it.each([
    ['2025-02-15T19:00:00Z', 2025, 'Q1'],
    ['2025-04-30T19:00:00Z', 2025, 'Q1'],
    ['2025-05-17T18:00:00Z', 2025, 'Q2'],
    ['2025-08-16T18:00:00Z', 2025, 'Q3'],
    ['2025-11-15T19:00:00Z', 2025, 'Q4'],
    ['2026-01-10T19:00:00Z', 2025, 'Q4'],
    // 1 Feb 2025 07:30 UTC is still 31 Jan in the league zone, so Winter is not over yet.
    ['2025-02-01T07:30:00Z', 2024, 'Q4'],
  ])('a game at %s plays season %i %s', (at, year, period) =>
    expect(qualifyingSeasonFor(new Date(at))).toEqual({ year, period }),
  );
  it('plays a season that has ended', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2005-01-01T00:00:00Z'), max: new Date('2099-01-01T00:00:00Z'), noInvalidDate: true }),
        (gameAt) => {
          const { stop } = periodRange(qualifyingSeasonFor(gameAt));
          expect(stop.getTime()).toBeLessThanOrEqual(gameAt.getTime());
          expect(gameAt.getTime() - stop.getTime()).toBeLessThan(93 * 24 * HOUR);
        },
      ),
    );
  });
});

describe('league dates', () => {
  it('makes the spring-forward day 23 hours and the fall-back day 25 hours long', () => {
    const spring = leagueDateRange('2024-03-10', '2024-03-10');
    const fall = leagueDateRange('2024-11-03', '2024-11-03');
    expect(spring.stop.getTime() - spring.start.getTime()).toBe(23 * HOUR);
    expect(fall.stop.getTime() - fall.start.getTime()).toBe(25 * HOUR);
  });
  it('includes both ends', () =>
    expect(leagueDateRange('2024-06-01', '2024-06-30')).toEqual({
      start: new Date('2024-06-01T07:00:00Z'),
      stop: new Date('2024-07-01T07:00:00Z'),
    }));
  it('gives the league date of an instant', () =>
    expect(leagueDateOf(new Date('2024-07-01T06:59:59Z'))).toBe('2024-06-30'));
  it('refuses a malformed date', () => expect(() => leagueDateRange('2024-13-01', '2024-13-02')).toThrow(RangeError));
});

describe('periodDates (the first and last league days, with no time zone)', () => {
  const periods = [
    'All',
    'M1',
    'M2',
    'M3',
    'M4',
    'M5',
    'M6',
    'M7',
    'M8',
    'M9',
    'M10',
    'M11',
    'M12',
    'Q1',
    'Q2',
    'Q3',
    'Q4',
  ] as const;
  it('names the days periodRange covers in the league zone, for every period of every year', () =>
    fc.assert(
      fc.property(fc.integer({ min: 2004, max: 2099 }), fc.constantFrom(...periods), (year, period) => {
        const range = periodRange({ year, period });
        expect(periodDates({ year, period })).toEqual({
          start: leagueDateOf(range.start),
          stop: leagueDateOf(new Date(range.stop.getTime() - 1)),
        });
      }),
    ));
  it('reads a winter that starts the year before and All Years', () => {
    expect(periodDates({ year: 2027, period: 'Q1' })).toEqual({ start: '2026-08-01', stop: '2027-01-31' });
    expect(periodDates({ year: 2024, period: 'M2' })).toEqual({ start: '2024-02-01', stop: '2024-02-29' });
    expect(periodDates({ year: ALL_YEARS, period: 'All' })).toEqual({ start: '2004-01-01', stop: '2099-12-31' });
  });
});

describe('season and period labels (issue 19 item 12: one label everywhere)', () => {
  it('names a season by its name, then its period', () => {
    expect(seasonLabel('Q1')).toBe('Winter (Q1)');
    expect(seasonLabel('Q4')).toBe('Fall (Q4)');
    expect(periodOptionLabel('Q2')).toBe('Spring (Q2)');
    expect(periodOptionLabel('M3')).toBe('March');
    expect(periodOptionLabel('All')).toBe('All');
  });

  it('puts the year after the season name', () => {
    expect(periodLabel({ year: 2027, period: 'Q1' })).toBe('Winter 2027 (Q1)');
    expect(periodLabel({ year: 2026, period: 'M3' })).toBe('March 2026');
    expect(periodLabel({ year: 2026, period: 'All' })).toBe('2026');
    expect(periodLabel({ year: 0, period: 'All' })).toBe('All Years');
  });
});
