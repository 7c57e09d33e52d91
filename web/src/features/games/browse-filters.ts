/**
 * The Events browse screen's filters (product §2.9) and their two forms: the
 * address `/events/browse/{view?}/{hostID?}/{venueID?}/{eventID?}/{year?}/{month?}`
 * and the API read `/v1/game/list/{hostID}/{venueID}/{eventID}/{start}/{stop}/{page}/30[/all]`.
 * Pure, so the specs pin every rule without a browser.
 *
 * - `view` is the event type to list: 0 every game, 2 Satellites (the menu's
 *   Satellites link is /events/browse/2, product §2.2).
 * - The month is kept in the address as `M` plus its number (`M3`); no month, or
 *   `All`, is the whole year. Older links with a bare number (`3`, `03`) read the same.
 * - Year 0 is All Years, which forces All months (product §4.6).
 */
import { href } from '@/config/paths';
import { toNumberParam } from '@/lib/route-params';

/** Product §9.1: Events shows 30 games a page. */
export const BROWSE_PAGE_SIZE = 30;

/** Years the league reports on (product §9.1): 2004 up to 2099. */
export const FIRST_YEAR = 2004;
export const LAST_YEAR = 2099;
export const ALL_YEARS = 0;
/** Month 0 is every month of the year. */
export const ALL_MONTHS = 0;

export interface BrowseFilters {
  /** The event type listed: 0 all, 2 Satellite. */
  readonly view: number;
  /** Games of this host only; 0 every host. */
  readonly hostID: number;
  readonly venueID: number;
  /** Only with a venue (the event list follows the venue). */
  readonly eventID: number;
  /** 0 All Years, else 2004..2099. */
  readonly year: number;
  /** 0 All, else 1..12. */
  readonly month: number;
}

export const NO_FILTERS: BrowseFilters = {
  view: 0,
  hostID: 0,
  venueID: 0,
  eventID: 0,
  year: ALL_YEARS,
  month: ALL_MONTHS,
};

const MONTH = /^m?(\d{1,2})$/i;

/** `M3`, `m3`, `3` or `03` -> 3; `All`, blank or anything else -> 0 (All). */
export function parseMonth(text: string | null | undefined): number {
  const match = MONTH.exec((text ?? '').trim());
  const month = match ? Number(match[1]) : ALL_MONTHS;
  return month >= 1 && month <= 12 ? month : ALL_MONTHS;
}

/** The month's address segment: `M3`, or `All`. */
export const monthSegment = (month: number): string => (month >= 1 && month <= 12 ? `M${month}` : 'All');

export const isLeagueYear = (year: number): boolean =>
  Number.isInteger(year) && year >= FIRST_YEAR && year <= LAST_YEAR;

/** A whole number 0 and up from an address segment; anything else (e.g. `earnings`) reads as 0. */
const countOf = (text: string | undefined): number => {
  const number = toNumberParam(text);
  return Number.isInteger(number) && number > 0 ? number : 0;
};

/** The filters an address gives (React Router's params of the browse route). */
export function browseFiltersOf(params: Readonly<Record<string, string | undefined>>): BrowseFilters {
  const year = countOf(params['year']);
  const venueID = countOf(params['venueID']);
  const leagueYear = isLeagueYear(year) ? year : ALL_YEARS;
  return {
    view: countOf(params['view']),
    hostID: countOf(params['hostID']),
    venueID,
    eventID: venueID > 0 ? countOf(params['eventID']) : 0,
    year: leagueYear,
    month: leagueYear === ALL_YEARS ? ALL_MONTHS : parseMonth(params['month']),
  };
}

/**
 * The filters after one change, by the screen's rules: another venue clears the
 * event; All Years clears the month.
 */
export function changeFilters(filters: BrowseFilters, change: Partial<BrowseFilters>): BrowseFilters {
  const next = { ...filters, ...change };
  const venueChanged = change.venueID !== undefined && change.venueID !== filters.venueID;
  return {
    ...next,
    eventID: venueChanged || next.venueID === 0 ? 0 : next.eventID,
    month: next.year === ALL_YEARS ? ALL_MONTHS : next.month,
  };
}

/**
 * The address of these filters; trailing defaults are left out, skipped ones written 0.
 * In earnings mode the view slot is the word `earnings` (its own route, admins only).
 */
export function browsePath(filters: BrowseFilters, earnings = false): string {
  const given = (value: number): number | undefined => (value > 0 ? value : undefined);
  if (earnings) {
    return href('eventsEarnings', {
      hostID: given(filters.hostID),
      venueID: given(filters.venueID),
      eventID: given(filters.eventID),
      year: given(filters.year),
      month: filters.year > 0 && filters.month > 0 ? monthSegment(filters.month) : undefined,
    });
  }
  return href('eventsBrowse', {
    view: given(filters.view),
    hostID: given(filters.hostID),
    venueID: given(filters.venueID),
    eventID: given(filters.eventID),
    year: given(filters.year),
    month: filters.year > 0 && filters.month > 0 ? monthSegment(filters.month) : undefined,
  });
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** Days in a month of a year (month 1..12). */
const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The league dates (yyyy-MM-dd, both included) the filters cover: a month, a year, or every league year. */
export function browseWindow(filters: Pick<BrowseFilters, 'year' | 'month'>): { start: string; stop: string } {
  if (!isLeagueYear(filters.year)) return { start: `${FIRST_YEAR}-01-01`, stop: `${LAST_YEAR}-12-31` };
  if (filters.month < 1 || filters.month > 12) return { start: `${filters.year}-01-01`, stop: `${filters.year}-12-31` };
  const month = pad(filters.month);
  return {
    start: `${filters.year}-${month}-01`,
    stop: `${filters.year}-${month}-${pad(daysIn(filters.year, filters.month))}`,
  };
}

/**
 * The API read for one page (1-based), newest first. `all` (unlisted games too) is
 * asked only in host mode, the only callers the server answers it for. The event
 * type of the view rides as `?eventType=`: the path's eventID slot names one
 * recurring event and cannot also carry a type (docs/decisions/0062-game-screens.md);
 * the player filter as `?playerID=` (the games that player played).
 */
export function browseListPath(
  filters: BrowseFilters,
  page: number,
  hostMode: boolean,
  today: string,
  playerID = 0,
): string {
  const window = browseWindow(filters);
  // Every year: the games played so far, newest first (upcoming ones are the calendar's);
  // a chosen year or month is shown whole, its upcoming games included (docs/decisions/0065-newcomer-walk-fixes.md).
  const { start, stop } = filters.year === ALL_YEARS ? { ...window, stop: today } : window;
  const path = `/v1/game/list/${filters.hostID}/${filters.venueID}/${filters.eventID}/${start}/${stop}/${Math.max(1, page)}/${BROWSE_PAGE_SIZE}`;
  const query = new URLSearchParams();
  if (filters.view > 0) query.set('eventType', String(filters.view));
  if (playerID > 0) query.set('playerID', String(playerID));
  const asked = query.toString();
  return `${path}${hostMode ? '/all' : ''}${asked ? `?${asked}` : ''}`;
}

/** The Manage Games picker's filters: a month (or a whole year) of one venue's or every venue's games. */
export type PickerFilters = Pick<BrowseFilters, 'venueID' | 'eventID' | 'year' | 'month'>;

/** The picker starts on this month (of today's league date, yyyy-MM-dd), every venue. */
export const initialPickerFilters = (today: string): PickerFilters => ({
  venueID: 0,
  eventID: 0,
  year: Number(today.slice(0, 4)),
  month: Number(today.slice(5, 7)),
});

/**
 * The picker's API read: the window's games oldest first, unlisted ones too (`all`;
 * the server answers it to managers, who mark games unlisted and must find them here).
 */
export function pickerWindowPath(filters: PickerFilters): string {
  const { start, stop } = browseWindow(filters);
  return `/v1/game/list/0/${filters.venueID}/${filters.eventID}/${start}/${stop}/0/0/all`;
}

/**
 * The picker's rows with the selected game in its place by time, when the window
 * left it out (a game just moved to another month, or opened by its address).
 */
export function withGame<G extends { gameID: number; gameAt: string }>(
  rows: readonly G[] | undefined,
  selected: G | null | undefined,
): G[] | undefined {
  if (!rows) return undefined;
  if (!selected || rows.some((row) => row.gameID === selected.gameID)) return [...rows];
  return [...rows, selected].sort((a, b) => a.gameAt.localeCompare(b.gameAt) || a.gameID - b.gameID);
}

/** The player filter from the address's `?player=` (a player id; anything else is none). */
export const playerFilterOf = (text: string | null): number => countOf(text ?? undefined);

/** The page from `?page=` (1-based; anything else is page 1). */
export const pageOf = (text: string | null): number => Math.max(1, Math.floor(countOf(text ?? undefined)) || 1);

/** "31-60 of 245": the current report of the paginator (product §2.9). */
export function pageReport(page: number, pageSize: number, total: number): string {
  if (total <= 0) return '0 of 0';
  const from = Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  return `${from}-${to} of ${total}`;
}

/** Years to choose from, newest first: next year (after today's league date, yyyy-MM-dd) down to 2004 (games are scheduled ahead). */
export function yearChoices(today: string): number[] {
  const last = Math.min(LAST_YEAR, Number(today.slice(0, 4)) + 1);
  return Array.from({ length: last - FIRST_YEAR + 1 }, (_, i) => last - i);
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
