import {
  InvalidSelectionError,
  MakeASelectionFirstError,
  NoAddOnAvailableError,
  NoRebuyAvailableError,
  PlayerHasTooFewPointsError,
} from './points.errors.js';

/** Chips a player has bought into a quarterly game; amounts are chips (15_000 is shown as 15K). */
export interface QuarterlyBuys {
  readonly buyIn: number;
  readonly reBuy: number;
  readonly addOn: number;
}

/** One of a tier's alternatives after the buy-in: a rebuy, an add-on, or both (0 = none). */
export interface BuyOption {
  readonly reBuy: number;
  readonly addOn: number;
}

export interface ChipTier {
  readonly minPoints: number;
  readonly buyIn: number;
  /** alternatives: a player takes from one of them, never from two ("OR" on the chip chart) */
  readonly options: readonly BuyOption[];
}

const K = 1_000;

/**
 * product §9.4's chip table by the player's points in the qualifying season.
 * "X plus Y rebuy or Z add-on" is two alternatives; at 400, "25K rebuy with 10K
 * or 20K add-on" is read as (25K rebuy with a 10K add-on) or (a 20K add-on).
 */
export const CHIP_TABLE: readonly ChipTier[] = [
  { minPoints: 20, buyIn: 10 * K, options: [] },
  { minPoints: 60, buyIn: 15 * K, options: [] },
  { minPoints: 100, buyIn: 20 * K, options: [] },
  {
    minPoints: 120,
    buyIn: 15 * K,
    options: [
      { reBuy: 15 * K, addOn: 0 },
      { reBuy: 0, addOn: 5 * K },
    ],
  },
  {
    minPoints: 160,
    buyIn: 15 * K,
    options: [
      { reBuy: 15 * K, addOn: 0 },
      { reBuy: 0, addOn: 10 * K },
    ],
  },
  {
    minPoints: 200,
    buyIn: 20 * K,
    options: [
      { reBuy: 20 * K, addOn: 0 },
      { reBuy: 0, addOn: 10 * K },
    ],
  },
  {
    minPoints: 300,
    buyIn: 25 * K,
    options: [
      { reBuy: 25 * K, addOn: 0 },
      { reBuy: 0, addOn: 10 * K },
    ],
  },
  {
    minPoints: 400,
    buyIn: 25 * K,
    options: [
      { reBuy: 25 * K, addOn: 10 * K },
      { reBuy: 0, addOn: 20 * K },
    ],
  },
  { minPoints: 500, buyIn: 25 * K, options: [{ reBuy: 25 * K, addOn: 20 * K }] },
];

/** Quarterly qualification: at least 20 points. */
export const MIN_QUARTERLY_POINTS = CHIP_TABLE[0].minPoints;

/** The highest tier the points reach; below 20 points, PlayerHasTooFewPointsError. */
export function chipTierFor(points: number): ChipTier {
  const tier = CHIP_TABLE.findLast((candidate) => points >= candidate.minPoints);
  if (!tier) throw new PlayerHasTooFewPointsError(points);
  return tier;
}

/**
 * Every state of buys a tier allows: nothing, the buy-in, then within one
 * alternative its rebuy, and its add-on (after the rebuy, when it has one).
 */
export function allowedBuys(tier: ChipTier): QuarterlyBuys[] {
  const { buyIn } = tier;
  return [
    { buyIn: 0, reBuy: 0, addOn: 0 },
    { buyIn, reBuy: 0, addOn: 0 },
    ...tier.options.flatMap(({ reBuy, addOn }) => [
      ...(reBuy > 0 ? [{ buyIn, reBuy, addOn: 0 }] : []),
      ...(addOn > 0 ? [{ buyIn, reBuy, addOn }] : []),
    ]),
  ];
}

/**
 * A quarterly check-in or scan records the next buy in order buy-in, rebuy,
 * add-on (product §4.11). The rebuy needs rebuys allowed and exactly one rebuy
 * on offer; the add-on needs add-ons allowed (never while rebuys are off) and
 * exactly one add-on that goes with what was taken. Anything else answers
 * NoRebuyAvailableError or, while add-ons are allowed, NoAddOnAvailableError.
 */
export function checkInQuarterly(
  buys: QuarterlyBuys,
  points: number,
  allowed: { readonly rebuys: boolean; readonly addOns: boolean },
): QuarterlyBuys {
  const tier = chipTierFor(points);
  if (buys.buyIn === 0) return { buyIn: tier.buyIn, reBuy: 0, addOn: 0 };
  const addOnsAllowed = allowed.rebuys && allowed.addOns;

  if (allowed.rebuys && buys.reBuy === 0) {
    const reBuys = distinct(
      tier.options.filter((o) => o.reBuy > 0 && (buys.addOn === 0 || o.addOn === buys.addOn)).map((o) => o.reBuy),
    );
    if (reBuys.length === 1) return { ...buys, reBuy: reBuys[0] };
    if (!addOnsAllowed) throw new NoRebuyAvailableError();
  }
  if (addOnsAllowed) {
    const addOns =
      buys.addOn === 0
        ? distinct(tier.options.filter((o) => o.addOn > 0 && o.reBuy === buys.reBuy).map((o) => o.addOn))
        : [];
    if (addOns.length === 1) return { ...buys, addOn: addOns[0] };
    throw new NoAddOnAvailableError();
  }
  throw new NoRebuyAvailableError();
}

/** The host's radio choices; null or undefined means that group was left alone. */
export interface BuySelection {
  readonly buyIn?: number | null;
  readonly reBuy?: number | null;
  readonly addOn?: number | null;
}

/** The host's manual Update: the chosen amounts replace the recorded ones if the tier allows the result. */
export function selectQuarterlyBuys(buys: QuarterlyBuys, selection: BuySelection, points: number): QuarterlyBuys {
  const tier = chipTierFor(points);
  if (selection.buyIn == null && selection.reBuy == null && selection.addOn == null)
    throw new MakeASelectionFirstError();
  const chosen: QuarterlyBuys = {
    buyIn: selection.buyIn ?? buys.buyIn,
    reBuy: selection.reBuy ?? buys.reBuy,
    addOn: selection.addOn ?? buys.addOn,
  };
  const isAllowed = allowedBuys(tier).some(
    (b) => b.buyIn === chosen.buyIn && b.reBuy === chosen.reBuy && b.addOn === chosen.addOn,
  );
  if (!isAllowed) throw new InvalidSelectionError();
  return chosen;
}

/** Point records keep chips in thousands (25 = 25K); the API answers and takes buys in that unit. */
export const RECORDED_CHIP_UNIT = 1_000;
export const chipsOfRecorded = (recorded: number): number => recorded * RECORDED_CHIP_UNIT;
export const recordedOfChips = (chips: number): number => Math.round(chips / RECORDED_CHIP_UNIT);

/** 15_000 -> "15K" */
export const formatChips = (chips: number): string => `${chips / K}K`;

/** The buys text on the monitor, e.g. "15K buy-in + 15K rebuy"; blank before the buy-in. */
export function describeBuys({ buyIn, reBuy, addOn }: QuarterlyBuys): string {
  const parts = [
    buyIn > 0 ? `${formatChips(buyIn)} buy-in` : '',
    reBuy > 0 ? `${formatChips(reBuy)} rebuy` : '',
    addOn > 0 ? `${formatChips(addOn)} add-on` : '',
  ];
  return parts.filter(Boolean).join(' + ');
}

const distinct = (values: number[]): number[] => [...new Set(values)];
