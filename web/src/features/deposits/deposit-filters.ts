/**
 * Manage Deposits' filters (product §2: venue, event, year, month) and the list read they
 * make: `/v1/deposit/list/{hostID}[/{start}/{stop}]?venueID=&eventID=`. The year and month
 * cut the deposit dates (league dates, both ends included); the venue and event keep the
 * deposits applied to a game there. Pure, so a spec pins it without a browser.
 */
export const ALL_YEARS = 0;
export const ALL_MONTHS = 0;
export const FIRST_YEAR = 2004;

export interface DepositFilters {
  /** Admins and up: one host's deposits, 0 every host's; others always see their own. */
  readonly hostID: number;
  readonly venueID: number;
  /** Only with a venue. */
  readonly eventID: number;
  /** 0 All Years, else 2004.. */
  readonly year: number;
  /** 0 the whole year, else 1..12. */
  readonly month: number;
}

/** This year, every month, every venue. */
export const initialDepositFilters = (today: string): DepositFilters => ({
  hostID: 0,
  venueID: 0,
  eventID: 0,
  year: Number(today.slice(0, 4)),
  month: ALL_MONTHS,
});

const pad = (n: number) => String(n).padStart(2, '0');

/** The first and last day of the year or month chosen; none for All Years. */
export function depositWindow({
  year,
  month,
}: Pick<DepositFilters, 'year' | 'month'>): { start: string; stop: string } | null {
  if (year === ALL_YEARS) return null;
  if (month === ALL_MONTHS) return { start: `${year}-01-01`, stop: `${year}-12-31` };
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start: `${year}-${pad(month)}-01`, stop: `${year}-${pad(month)}-${pad(lastDay)}` };
}

export function depositListPath(filters: DepositFilters): string {
  const window = depositWindow(filters);
  const base = `/v1/deposit/list/${filters.hostID}${window ? `/${window.start}/${window.stop}` : ''}`;
  const query = [
    filters.venueID > 0 && `venueID=${filters.venueID}`,
    filters.venueID > 0 && filters.eventID > 0 && `eventID=${filters.eventID}`,
  ].filter(Boolean);
  return query.length ? `${base}?${query.join('&')}` : base;
}

/** A filter change: a new venue starts its events over; All Years forces every month. */
export function changeFilters(filters: DepositFilters, next: Partial<DepositFilters>): DepositFilters {
  const merged = { ...filters, ...next };
  if (next.venueID !== undefined && next.venueID !== filters.venueID) merged.eventID = 0;
  if (merged.year === ALL_YEARS) merged.month = ALL_MONTHS;
  return merged;
}

/** Years to choose from, newest first: this year down to 2004. */
export const depositYears = (today: string): number[] => {
  const last = Number(today.slice(0, 4));
  return Array.from({ length: last - FIRST_YEAR + 1 }, (_, i) => last - i);
};

/** $1,234.50 */
export const dollars = (amount: number): string =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
