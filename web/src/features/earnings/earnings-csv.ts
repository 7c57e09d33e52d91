/**
 * The owner's earnings report as CSV (RFC 4180), built in the browser from the very answer
 * the screen shows, so the file and the screen cannot disagree: a header, a line per month,
 * venue and host, then the year's totals; CRLF between lines. Pure, so a spec pins it.
 */
import type { Schema } from '@/lib/api-reads';

type EarningsReport = Schema<'EarningsReport'>;

export const EARNINGS_CSV_HEADER = [
  'Month',
  'Venue',
  'Host',
  'Games',
  'Estimated',
  'Actual',
  'Deposited',
  'Outstanding',
] as const;

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

/** A cell: text (names), a count, or an amount of dollars (written with its cents). */
export type CsvValue = string | number | { readonly amount: number };

/**
 * One CSV field. Text that a spreadsheet would run as a formula (leading =, +, -, @, tab or
 * carriage return) gets a quote mark in front; a field holding a quote, comma or line
 * break is quoted, its quotes doubled. Numbers are numbers (an outstanding -5.00 stays a
 * number, not text).
 */
export function csvField(value: CsvValue): string {
  if (typeof value === 'object') return value.amount.toFixed(2);
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const amount = (value: number): CsvValue => ({ amount: value });

/** The report as CSV text. */
export function earningsCsv(report: EarningsReport): string {
  const lines: CsvValue[][] = [
    [...EARNINGS_CSV_HEADER],
    ...report.rows.map((row) => [
      MONTH_NAMES[row.month - 1] ?? String(row.month),
      row.venueName,
      row.hostName,
      row.games,
      amount(row.earningsEstimated),
      amount(row.earningsActual),
      amount(row.earningsDeposited),
      amount(row.outstanding),
    ]),
    [
      'Total',
      '',
      '',
      report.totals.games,
      amount(report.totals.earningsEstimated),
      amount(report.totals.earningsActual),
      amount(report.totals.earningsDeposited),
      amount(report.totals.outstanding),
    ],
  ];
  return `${lines.map((fields) => fields.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** "earnings-2026.csv" */
export const earningsFileName = (year: number): string => `earnings-${year}.csv`;
