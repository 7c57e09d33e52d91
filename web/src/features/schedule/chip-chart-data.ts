/**
 * The quarterly chip chart, drawn from the points module's chip table (CHIP_TABLE, the
 * rule the points screen applies), never from numbers of its own: per tier of season
 * points, the buy-in and the most extra chips one choice offers (a rebuy, an add-on, or
 * at 400 and 500 points both).
 */
import { CHIP_TABLE, type ChipTier } from '@league/modules/points/domain/quarterly-buy-in.js';

export interface ChipChartData {
  /** "20+", "60+" ... season points */
  readonly categories: string[];
  /** Thousands of chips. */
  readonly buyIn: number[];
  readonly mostExtra: number[];
}

const K = 1_000;

/** The largest stack of extra chips one of a tier's alternatives gives. */
export const mostExtraChips = (tier: ChipTier): number =>
  Math.max(0, ...tier.options.map((option) => option.reBuy + option.addOn));

export function chipChartData(table: readonly ChipTier[] = CHIP_TABLE): ChipChartData {
  return {
    categories: table.map((tier) => `${tier.minPoints}+`),
    buyIn: table.map((tier) => tier.buyIn / K),
    mostExtra: table.map((tier) => mostExtraChips(tier) / K),
  };
}
