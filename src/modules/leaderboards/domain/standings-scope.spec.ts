import { periodRange } from '../../../shared/domain/zoned-period.js';
import {
  periodCovering,
  periodOfWindow,
  rangeOfStandingsPeriod,
  standingsPeriodsOf,
  standingsScopesOf,
} from './standings-scope.js';

const zone = 'America/Los_Angeles';

describe('standings periods', () => {
  it('puts a game in all time, its year, its month and the two seasons holding the month', () => {
    expect(standingsPeriodsOf(new Date('2026-03-10T03:00:00Z'), zone)).toEqual([
      'all',
      '2026',
      '2026-03',
      '2026-Q2',
      '2026-Q3',
    ]);
    // Mar 9th 19:00 in the league zone, though already the 10th in UTC.
    expect(standingsPeriodsOf(new Date('2026-01-01T03:00:00Z'), zone)).toEqual([
      'all',
      '2025',
      '2025-12',
      '2026-Q1',
      '2026-Q2',
    ]);
    expect(standingsPeriodsOf(new Date('2026-01-15T20:00:00Z'), zone)).toEqual([
      'all',
      '2026',
      '2026-01',
      '2026-Q1',
      '2026-Q2',
    ]);
    expect(standingsPeriodsOf(new Date('2026-08-15T20:00:00Z'), zone)).toEqual([
      'all',
      '2026',
      '2026-08',
      '2026-Q4',
      '2027-Q1',
    ]);
  });

  it('agrees with period.ts: every season named holds the game', () => {
    for (let month = 0; month < 24; month += 1) {
      const gameAt = new Date(Date.UTC(2025, month, 15, 20));
      for (const period of standingsPeriodsOf(gameAt, zone).slice(1)) {
        const range = rangeOfStandingsPeriod(period, zone)!;
        expect(gameAt.getTime()).toBeGreaterThanOrEqual(range.start.getTime());
        expect(gameAt.getTime()).toBeLessThan(range.stop.getTime());
      }
    }
  });

  it('names a scope per owner the game has', () => {
    const scopes = standingsScopesOf({ venueID: 3, eventID: null, gameAt: new Date('2026-03-10T20:00:00Z') }, zone);
    expect(scopes).toHaveLength(10);
    expect(scopes.filter((scope) => scope.scopeType === 'venue').every((scope) => scope.scopeID === 3)).toBe(true);
  });

  it('maps a window to the period it is exactly, else to none', () => {
    const none = { firstGameAt: new Date('2024-02-01T20:00:00Z'), lastGameAt: new Date('2026-02-01T20:00:00Z') };
    expect(periodCovering(periodRange({ year: 2026, period: 'M3' }, zone), zone, none)).toBe('2026-03');
    expect(periodCovering(periodRange({ year: 2026, period: 'Q1' }, zone), zone, none)).toBe('2026-Q1');
    expect(periodCovering(periodRange({ year: 2026, period: 'All' }, zone), zone, none)).toBe('2026');
    expect(periodCovering(periodRange({ year: 0, period: 'All' }, zone), zone, none)).toBe('all');
    expect(
      periodCovering({ start: new Date('2026-03-02T08:00:00Z'), stop: new Date('2026-03-20T07:00:00Z') }, zone, none),
    ).toBeNull();
  });

  it('finds the period of a window from its bounds alone (no counted games needed), for every kind of period', () => {
    expect(periodOfWindow(periodRange({ year: 2026, period: 'M3' }, zone), zone)).toBe('2026-03');
    expect(periodOfWindow(periodRange({ year: 2026, period: 'M12' }, zone), zone)).toBe('2026-12');
    expect(periodOfWindow(periodRange({ year: 2026, period: 'Q1' }, zone), zone)).toBe('2026-Q1');
    // A season starting in the year before its name's.
    expect(periodOfWindow(periodRange({ year: 2027, period: 'Q1' }, zone), zone)).toBe('2027-Q1');
    expect(periodOfWindow(periodRange({ year: 2026, period: 'Q4' }, zone), zone)).toBe('2026-Q4');
    expect(periodOfWindow(periodRange({ year: 2026, period: 'All' }, zone), zone)).toBe('2026');
    expect(periodOfWindow(periodRange({ year: 0, period: 'All' }, zone), zone)).toBe('all');
    // Any other window: none known from its bounds (a day short of a month, two months, an empty one).
    expect(
      periodOfWindow({ start: new Date('2026-03-02T08:00:00Z'), stop: new Date('2026-03-20T07:00:00Z') }, zone),
    ).toBeNull();
    const march = periodRange({ year: 2026, period: 'M3' }, zone);
    expect(
      periodOfWindow({ start: march.start, stop: periodRange({ year: 2026, period: 'M4' }, zone).stop }, zone),
    ).toBeNull();
    expect(periodOfWindow({ start: march.start, stop: march.start }, zone)).toBeNull();
  });

  it('is the same period through periodCovering, which asks the counted games only for other windows', () => {
    const counted = { firstGameAt: new Date('2024-02-01T20:00:00Z'), lastGameAt: new Date('2026-02-01T20:00:00Z') };
    for (const selection of [
      { year: 2026, period: 'M7' },
      { year: 2026, period: 'Q3' },
      { year: 2025, period: 'All' },
      { year: 0, period: 'All' },
    ] as const) {
      const window = periodRange(selection, zone);
      expect(periodCovering(window, zone, counted)).toBe(periodOfWindow(window, zone));
    }
    expect(
      periodCovering(
        { start: new Date('2024-01-01T08:00:00Z'), stop: new Date('2026-03-01T08:00:00Z') },
        zone,
        counted,
      ),
    ).toBe('all');
  });
});
