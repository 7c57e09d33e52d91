import { earningsReport, type EarningsCents } from './earnings-report.js';

const sum = (overrides: Partial<EarningsCents>): EarningsCents => ({
  month: 1,
  venueID: 1,
  venueName: 'The Tavern',
  hostID: 400010,
  hostName: 'Hal Host',
  games: 1,
  estimatedCents: 0,
  actualCents: 0,
  depositedCents: 0,
  ...overrides,
});

describe('the earnings report', () => {
  it('sums in cents, so ten cents ten times is a dollar exactly, and answers dollars', () => {
    const report = earningsReport(
      2026,
      Array.from({ length: 10 }, (_, i) => sum({ month: i + 1, actualCents: 10, depositedCents: 3 })),
    );
    expect(report.totals).toEqual({
      games: 10,
      earningsEstimated: 0,
      earningsActual: 1,
      earningsDeposited: 0.3,
      outstanding: 0.7,
    });
    expect(report.rows[0]).toMatchObject({ earningsActual: 0.1, earningsDeposited: 0.03, outstanding: 0.07 });
    expect(report.total).toBe(10);
  });

  it('shows an over-deposit as a negative outstanding amount', () => {
    expect(
      earningsReport(2026, [sum({ actualCents: 3500, depositedCents: 4000, estimatedCents: 3500 })]).rows[0],
    ).toMatchObject({ earningsEstimated: 35, outstanding: -5 });
  });

  it('answers zero totals for a year without games', () => {
    expect(earningsReport(2004, [])).toEqual({
      year: 2004,
      rows: [],
      total: 0,
      totals: { games: 0, earningsEstimated: 0, earningsActual: 0, earningsDeposited: 0, outstanding: 0 },
    });
  });
});
