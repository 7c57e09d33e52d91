/**
 * Small text helpers so every page words the league's figures the same way.
 */
import type { ClockTime, MonthDay, MonthNumber, QuarterlyChipTier, QuarterlySeason } from './league-figures';
import { ordinal } from '@league/shared/domain/ordinal.js';

const MONTHS = [
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

// Made at first use, as the site's date formatters are (components/ui/kept-answer-age.ts).
let numberFormat: Intl.NumberFormat | undefined;
const numbers = (): Intl.NumberFormat => (numberFormat ??= new Intl.NumberFormat('en-US'));

/** 3000 -> "3,000" */
export function formatNumber(value: number): string {
  return numbers().format(value);
}

/** 45 -> "$45", 1500 -> "$1,500" */
export function formatDollars(value: number): string {
  return `$${numbers().format(value)}`;
}

/** 15 -> "15K" (quarterly chip amounts are kept in thousands) */
export function formatK(thousands: number): string {
  return `${numbers().format(thousands)}K`;
}

/** The league's own ordinal ("1st", "2nd", "23rd"), the one place names and event titles use. */
export { ordinal };

/** (1, 1) -> "1st", (2, 3) -> "2nd and 3rd", (5, 8) -> "5th to 8th" */
export function placeRange(from: number, to: number): string {
  if (from === to) return ordinal(from);
  if (to === from + 1) return `${ordinal(from)} and ${ordinal(to)}`;
  return `${ordinal(from)} to ${ordinal(to)}`;
}

export interface PlaceGroup {
  readonly from: number;
  readonly to: number;
  readonly value: number;
}

/** [3, 2, 1, 1, 1] -> 1st: 3, 2nd: 2, 3rd to 5th: 1 (places are 1-based). */
export function groupPlaces(values: readonly number[]): PlaceGroup[] {
  const groups: PlaceGroup[] = [];
  values.forEach((value, index) => {
    const place = index + 1;
    const last = groups[groups.length - 1];
    if (last && last.value === value && last.to === place - 1) {
      groups[groups.length - 1] = { ...last, to: place };
    } else {
      groups.push({ from: place, to: place, value });
    }
  });
  return groups;
}

export function monthName(month: MonthNumber): string {
  return MONTHS[month - 1] ?? '';
}

/** { month: 6, day: 16 } -> "June 16" */
export function formatMonthDay(date: MonthDay): string {
  return `${monthName(date.month)} ${date.day}`;
}

/** Two dates in the same month -> "June 16 to 22"; otherwise "June 1 to May 31". */
export function formatDateSpan(from: MonthDay, to: MonthDay): string {
  if (from.month === to.month) return `${formatMonthDay(from)} to ${to.day}`;
  return `${formatMonthDay(from)} to ${formatMonthDay(to)}`;
}

/** { hour: 10, minute: 30 } -> "10:30 am"; { hour: 9, minute: 0 } -> "9 am" */
export function formatClock(time: ClockTime): string {
  const suffix = time.hour < 12 ? 'am' : 'pm';
  const hour12 = time.hour % 12 === 0 ? 12 : time.hour % 12;
  const minutes = time.minute === 0 ? '' : `:${String(time.minute).padStart(2, '0')}`;
  return `${hour12}${minutes} ${suffix}`;
}

/** Winter -> "August to January" */
export function formatSeasonMonths(season: QuarterlySeason): string {
  return `${monthName(season.firstMonth)} to ${monthName(season.lastMonth)}`;
}

/** "1 Vegas Invite" / "3 Vegas Invites" */
export function invites(count: number): string {
  return `${formatNumber(count)} Vegas Invite${count === 1 ? '' : 's'}`;
}

/** "1 point" / "20 points" */
export function points(count: number): string {
  return `${formatNumber(count)} point${count === 1 ? '' : 's'}`;
}

/**
 * The extra chips a quarterly tier allows, in words:
 * - no options: "None"
 * - "15K rebuy, or a 5K add-on"
 * - "25K rebuy with a 10K add-on, or a 20K add-on"
 * - "25K rebuy and a 20K add-on"
 */
export function describeChipOptions(tier: QuarterlyChipTier): string {
  if (tier.options.length === 0) return 'None';
  const parts = tier.options.map((option, index) => {
    const rebuy = option.rebuyK > 0 ? `${formatK(option.rebuyK)} rebuy` : '';
    const addOn = option.addOnK > 0 ? `${formatK(option.addOnK)} add-on` : '';
    if (rebuy && addOn) {
      const joiner = tier.options.length === 1 ? 'and' : 'with';
      return `${rebuy} ${joiner} a ${addOn}`;
    }
    if (rebuy) return rebuy;
    return index === 0 ? addOn : `a ${addOn}`;
  });
  return parts.join(', or ');
}
