/**
 * The owner's earnings report (docs/api.md §6 "Earnings report"): for one league year, what
 * was estimated, collected (actual) and deposited, per month, venue and host, with the
 * outstanding amount (actual minus deposited) and the year's totals. Amounts are summed in
 * whole cents, so totals are exact; the wire carries dollars (cents / 100), as game rows do.
 * Canceled games are left out; unlisted games count (money collected is money, whoever
 * could see the game: docs/decisions/0081-money-and-admin-earnings-mode-activity-dashboard.md).
 */

/** One month, venue and host of the year. */
export interface EarningsReportRow {
  /** 1-12, cut in the league's time zone. */
  month: number;
  /** null: online play (no venue). */
  venueID: number | null;
  venueName: string;
  /** null: no host recorded. */
  hostID: number | null;
  hostName: string;
  games: number;
  earningsEstimated: number;
  earningsActual: number;
  earningsDeposited: number;
  /** earningsActual - earningsDeposited; above 0 is money not deposited yet. */
  outstanding: number;
}

export interface EarningsTotals {
  games: number;
  earningsEstimated: number;
  earningsActual: number;
  earningsDeposited: number;
  outstanding: number;
}

export interface EarningsReport {
  year: number;
  /** By month, then venue name, then host name. */
  rows: EarningsReportRow[];
  total: number;
  totals: EarningsTotals;
}

/** The sums as the database gives them: whole cents. */
export interface EarningsCents {
  month: number;
  venueID: number | null;
  venueName: string;
  hostID: number | null;
  hostName: string;
  games: number;
  estimatedCents: number;
  actualCents: number;
  depositedCents: number;
}

const dollars = (cents: number): number => cents / 100;

/** Rows from cents sums, and the totals summed in cents (never in floating dollars). */
export function earningsReport(year: number, sums: readonly EarningsCents[]): EarningsReport {
  const totals = { games: 0, estimated: 0, actual: 0, deposited: 0 };
  const rows = sums.map((sum) => {
    totals.games += sum.games;
    totals.estimated += sum.estimatedCents;
    totals.actual += sum.actualCents;
    totals.deposited += sum.depositedCents;
    return {
      month: sum.month,
      venueID: sum.venueID,
      venueName: sum.venueName,
      hostID: sum.hostID,
      hostName: sum.hostName,
      games: sum.games,
      earningsEstimated: dollars(sum.estimatedCents),
      earningsActual: dollars(sum.actualCents),
      earningsDeposited: dollars(sum.depositedCents),
      outstanding: dollars(sum.actualCents - sum.depositedCents),
    };
  });
  return {
    year,
    rows,
    total: rows.length,
    totals: {
      games: totals.games,
      earningsEstimated: dollars(totals.estimated),
      earningsActual: dollars(totals.actual),
      earningsDeposited: dollars(totals.deposited),
      outstanding: dollars(totals.actual - totals.deposited),
    },
  };
}
