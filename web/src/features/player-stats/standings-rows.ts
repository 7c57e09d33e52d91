/**
 * The quarterly standings (SPEC §2 "Quarterly page"): every player with points in the
 * season, and the chips their points buy (chipTierFor, the points module's chip table).
 * Below 20 points a player does not qualify: the row stays (the standings are the season's
 * whole table) with the chip columns blank. The CSV is the same rows, quoted by hand
 * (RFC 4180: no CSV library is installed, and the rules are short).
 */
import type { LeaderboardRow } from '@league/modules/leaderboards/domain/standings-calls.js';
import { MIN_QUARTERLY_POINTS, chipTierFor, formatChips } from '@league/modules/points/domain/quarterly-buy-in.js';

/** The chips a tier offers, as the chip chart reads them: buy-in, rebuy, add-on, OR, rebuy, add-on. */
export interface ChipColumns {
  readonly buyIn: string;
  readonly reBuy: string;
  readonly addOn: string;
  readonly or: string;
  readonly reBuy2: string;
  readonly addOn2: string;
}

export interface StandingsRow extends ChipColumns {
  readonly ranked: number;
  readonly playerNumber: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly totalPoints: number;
  readonly qualified: boolean;
}

const NO_CHIPS: ChipColumns = { buyIn: '', reBuy: '', addOn: '', or: '', reBuy2: '', addOn2: '' };

const chips = (amount: number | undefined): string => (amount ? formatChips(amount) : '');

/** The chip columns for a season's points; blank below the 20 points that qualify. */
export function chipColumnsFor(totalPoints: number): ChipColumns {
  if (totalPoints < MIN_QUARTERLY_POINTS) return NO_CHIPS;
  const { buyIn, options } = chipTierFor(totalPoints);
  const [first, second] = options;
  return {
    buyIn: chips(buyIn),
    reBuy: chips(first?.reBuy),
    addOn: chips(first?.addOn),
    or: second ? 'OR' : '',
    reBuy2: chips(second?.reBuy),
    addOn2: chips(second?.addOn),
  };
}

/** "15K buy-in" / "15K + 15K rebuy or 5K add-on": a tier in words, for the dashboard. */
export function chipsInWords(totalPoints: number): string | null {
  if (totalPoints < MIN_QUARTERLY_POINTS) return null;
  const { buyIn, options } = chipTierFor(totalPoints);
  const alternatives = options.map(({ reBuy, addOn }) =>
    [reBuy ? `${formatChips(reBuy)} rebuy` : '', addOn ? `${formatChips(addOn)} add-on` : '']
      .filter(Boolean)
      .join(' + '),
  );
  return alternatives.length ? `${formatChips(buyIn)} + ${alternatives.join(' or ')}` : `${formatChips(buyIn)} buy-in`;
}

/**
 * The chip columns as a phone lists them, one line each (issue 30: the column titles read
 * "Buy-In 25K Rebuy 25K OR OR Add-On 10K"): "25K buy-in", "+ 25K rebuy + 10K add-on",
 * "or 20K add-on". Nothing below 20 points.
 */
export function chipLines(chips: ChipColumns): string[] {
  if (chips.buyIn === '') return [];
  const option = (reBuy: string, addOn: string): string =>
    [reBuy && `${reBuy} rebuy`, addOn && `${addOn} add-on`].filter(Boolean).join(' + ');
  const first = option(chips.reBuy, chips.addOn);
  const second = option(chips.reBuy2, chips.addOn2);
  return [`${chips.buyIn} buy-in`, ...(first ? [`+ ${first}`] : []), ...(chips.or && second ? [`or ${second}`] : [])];
}

export function standingsRows(rows: readonly LeaderboardRow[]): StandingsRow[] {
  return rows.map((row) => ({
    ranked: row.ranked,
    playerNumber: row.playerNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    totalPoints: row.totalPoints,
    qualified: row.totalPoints >= MIN_QUARTERLY_POINTS,
    ...chipColumnsFor(row.totalPoints),
  }));
}

export const STANDINGS_CSV_HEADER = [
  'Rank',
  'First Name',
  'Last Name',
  'Total Points',
  'Buy-In',
  'Rebuy',
  'Add-On',
  'OR',
  'Rebuy',
  'Add-On',
] as const;

/**
 * One CSV field: quoted when it holds a quote, comma or line break (quotes doubled).
 * A leading =, +, - or @ would run as a formula in a spreadsheet: a quote mark in front
 * keeps a name like "=HYPERLINK(...)" text.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The standings as CSV text: the header, then a line per row, CRLF between lines. */
export function standingsCsv(rows: readonly StandingsRow[]): string {
  const lines = [
    STANDINGS_CSV_HEADER.map(csvField),
    ...rows.map((row) =>
      [
        row.ranked,
        row.firstName,
        row.lastName,
        row.totalPoints,
        row.buyIn,
        row.reBuy,
        row.addOn,
        row.or,
        row.reBuy2,
        row.addOn2,
      ].map(csvField),
    ),
  ];
  return `${lines.map((fields) => fields.join(',')).join('\r\n')}\r\n`;
}

/** "quarterly-standings-2026-Q1.csv" */
export const standingsFileName = (year: number, period: string): string => `quarterly-standings-${year}-${period}.csv`;
