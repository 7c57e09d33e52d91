/**
 * Every number the league's public pages quote, in one place.
 *
 * The about and rules pages read their figures from here and nowhere else, so the
 * text can never disagree with itself. Every figure a league rule decides (points,
 * ties, chips, invites, scans, the early window, seasons) comes from the server's
 * domain code, so the pages can never disagree with the scoring either; the rest
 * follows product §9 ("Constants and limits").
 *
 * Chip amounts in the quarterly tables are in thousands ("K"), as the league writes them.
 */
import { MIN_PLAYERS_TO_END, quarterlyBonusFor } from '@league/modules/points/domain/game-ending.js';
import { EARLY_SIGN_IN_MS } from '@league/modules/points/domain/check-in.js';
import {
  LAST_PAID_PLACE,
  PLACEMENT_POINTS,
  placementPoints as leaguePlacementPoints,
} from '@league/modules/points/domain/placement.js';
import { CHIP_TABLE } from '@league/modules/points/domain/quarterly-buy-in.js';
import { SATELLITE_SCAN_GAP_MS, SATELLITE_SCAN_POINTS } from '@league/modules/points/domain/satellite-scan.js';
import { QUARTER_PERIODS, SEASONS } from '@league/shared/domain/period.js';

const MINUTE_MS = 60_000;
const K = 1_000;
const FINAL_TABLE = Array.from({ length: LAST_PAID_PLACE }, (_, index) => index + 1);

/** A calendar month, 1 = January .. 12 = December. */
export type MonthNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

export interface MonthDay {
  readonly month: MonthNumber;
  readonly day: number;
}

export interface ClockTime {
  /** 0-23 */
  readonly hour: number;
  readonly minute: number;
}

/** One choice of extra quarterly chips; 0 means "not part of this choice". */
export interface QuarterlyChipOption {
  readonly rebuyK: number;
  readonly addOnK: number;
}

/** What a player's season points buy at a quarterly tournament. */
export interface QuarterlyChipTier {
  /** Season points needed for this row. */
  readonly minPoints: number;
  readonly buyInK: number;
  /** Extra chips on top of the buy-in. Several options mean "pick one"; none means buy-in only. */
  readonly options: readonly QuarterlyChipOption[];
}

export interface QuarterlySeason {
  /** Period key used across the site (Q1..Q4). */
  readonly period: 'Q1' | 'Q2' | 'Q3' | 'Q4';
  readonly name: string;
  /** Points count over this six-month window, which ends in the season's named year. */
  readonly firstMonth: MonthNumber;
  readonly lastMonth: MonthNumber;
}

export interface QuarterlyPrize {
  readonly fromPlace: number;
  readonly toPlace: number;
  /** Cash prize for each player in the place range. */
  readonly dollarsEach: number;
}

export interface LeagueFigures {
  readonly minimumAge: number;
  /** The earliest year the leaderboards cover. */
  readonly recordsSinceYear: number;
  /** The info address is answered within this many hours. */
  readonly contactReplyHours: number;
  readonly regularGame: {
    readonly startingBlinds: { readonly small: number; readonly big: number };
    /** Seconds a player has to act once the clock is called. */
    readonly clockSeconds: number;
    readonly earlySignIn: {
      /** Arrive at least this many minutes before the start. */
      readonly minutesBeforeStart: number;
      readonly chipsPerTable: number;
      readonly maxChips: number;
    };
    readonly donkeyChips: number;
    readonly addOnChips: number;
    /** A game needs this many players to count. */
    readonly minimumPlayers: number;
    /** Regular games only; paid by the venue. */
    readonly firstPlaceCashPrizeMaxDollars: number;
  };
  readonly points: {
    /** Points for 1st, 2nd, ... place; its length is how many players earn points. */
    readonly placementPoints: readonly number[];
    readonly doublePointsMultiplier: number;
  };
  readonly satellite: {
    readonly pointsPerScan: number;
    readonly minutesBetweenScans: number;
  };
  readonly host: {
    readonly lateResults: {
      /** Results are on time if entered within this many hours of the game. */
      readonly graceHours: number;
      readonly penaltyDollars: number;
      /** The penalty applies again for every this many hours after the grace period. */
      readonly everyHours: number;
    };
  };
  readonly quarterly: {
    readonly qualification: {
      readonly minimumPoints: number;
      readonly topPlayersPerVenue: number;
      readonly raffleTickets: number;
    };
    readonly seasons: readonly QuarterlySeason[];
    readonly schedule: {
      readonly registrationOpens: ClockTime;
      readonly registrationCloses: ClockTime;
      readonly tournamentStarts: ClockTime;
    };
    readonly blindLevels: { readonly firstMinutes: number; readonly laterMinutes: number };
    readonly chipTiers: readonly QuarterlyChipTier[];
    readonly firstPrize: {
      readonly wsopBuyInWithTravelUpToDollars: number;
      readonly cashInsteadDollars: number;
    };
    readonly cashPrizes: readonly QuarterlyPrize[];
  };
  readonly vegasInvites: {
    /** Invite year: June 1 of the year before to May 31 of the named year. */
    readonly yearStarts: MonthDay;
    readonly yearEnds: MonthDay;
    /** Top point earner at each venue each month (hosts are passed over). */
    readonly monthlyTopEarnerPerVenue: number;
    /** Invites by quarterly final-table place: index 0 = 1st place ... index 7 = 8th place. */
    readonly quarterlyFinalTable: readonly number[];
    readonly perTrophyAppearance: number;
    readonly hosting: {
      /** One invite for each block of this many months in which you hosted a game. */
      readonly blockMonths: number;
      readonly perBlock: number;
      readonly maxPerYear: number;
    };
  };
  readonly nationalChampionship: {
    readonly vegasWeekStarts: MonthDay;
    readonly vegasWeekEnds: MonthDay;
    readonly registerHoursBefore: number;
    /** Charged by the Poker Tour host that runs the event, not by the league. */
    readonly pokerTourFeeDollars: number;
    readonly prizes: {
      readonly nameOnTrophy: boolean;
      readonly footballGames: number;
      readonly ticketsPerGame: number;
    };
  };
}

export const LEAGUE_FIGURES: LeagueFigures = {
  minimumAge: 18,
  recordsSinceYear: 2004,
  contactReplyHours: 24,
  regularGame: {
    startingBlinds: { small: 25, big: 50 },
    clockSeconds: 15,
    earlySignIn: { minutesBeforeStart: EARLY_SIGN_IN_MS / MINUTE_MS, chipsPerTable: 1000, maxChips: 3000 },
    donkeyChips: 3000,
    addOnChips: 2000,
    minimumPlayers: MIN_PLAYERS_TO_END,
    firstPlaceCashPrizeMaxDollars: 45,
  },
  points: {
    placementPoints: PLACEMENT_POINTS,
    doublePointsMultiplier: 2,
  },
  satellite: {
    pointsPerScan: SATELLITE_SCAN_POINTS,
    minutesBetweenScans: SATELLITE_SCAN_GAP_MS / MINUTE_MS,
  },
  host: {
    lateResults: { graceHours: 36, penaltyDollars: 5, everyHours: 24 },
  },
  quarterly: {
    qualification: { minimumPoints: 20, topPlayersPerVenue: 10, raffleTickets: 15 },
    // Six-month seasons ending in their last month.
    seasons: QUARTER_PERIODS.map((period) => ({
      period,
      name: SEASONS[period].name,
      firstMonth: (((SEASONS[period].lastMonth + 6) % 12) + 1) as MonthNumber,
      lastMonth: SEASONS[period].lastMonth as MonthNumber,
    })),
    schedule: {
      registrationOpens: { hour: 9, minute: 0 },
      registrationCloses: { hour: 10, minute: 30 },
      tournamentStarts: { hour: 11, minute: 0 },
    },
    blindLevels: { firstMinutes: 20, laterMinutes: 15 },
    chipTiers: CHIP_TABLE.map((tier) => ({
      minPoints: tier.minPoints,
      buyInK: tier.buyIn / K,
      options: tier.options.map((option) => ({ rebuyK: option.reBuy / K, addOnK: option.addOn / K })),
    })),
    firstPrize: { wsopBuyInWithTravelUpToDollars: 1500, cashInsteadDollars: 1000 },
    cashPrizes: [
      { fromPlace: 2, toPlace: 3, dollarsEach: 100 },
      { fromPlace: 5, toPlace: 8, dollarsEach: 20 },
    ],
  },
  vegasInvites: {
    yearStarts: { month: 6, day: 1 },
    yearEnds: { month: 5, day: 31 },
    monthlyTopEarnerPerVenue: 1,
    quarterlyFinalTable: FINAL_TABLE.map(quarterlyBonusFor),
    perTrophyAppearance: 1,
    hosting: { blockMonths: 3, perBlock: 1, maxPerYear: 4 },
  },
  nationalChampionship: {
    vegasWeekStarts: { month: 6, day: 16 },
    vegasWeekEnds: { month: 6, day: 22 },
    registerHoursBefore: 48,
    pokerTourFeeDollars: 10,
    prizes: { nameOnTrophy: true, footballGames: 5, ticketsPerGame: 2 },
  },
};

/** How many finishers earn points (the final table). */
export const PLACES_THAT_SCORE = LEAGUE_FIGURES.points.placementPoints.length;

/** Points for a single finishing place (1-based); 0 for no place or beyond the final table. */
export const placementPoints = (place: number): number => leaguePlacementPoints(place);

/** Points each of `tiedPlayers` players sharing `place` gets (the league's tie rule), doubled in double-points games. */
export const tiedPlacementPoints = (place: number, tiedPlayers: number, doublePoints = false): number =>
  leaguePlacementPoints(place, tiedPlayers, doublePoints);

/** Vegas Invites for a quarterly final-table place (1-based); 0 off the final table. */
export const quarterlyInvites = (place: number): number => quarterlyBonusFor(place);

/** The chip tier a player with `points` season points reaches, or undefined below the minimum. */
export const quarterlyChipTierFor = (points: number): QuarterlyChipTier | undefined =>
  LEAGUE_FIGURES.quarterly.chipTiers.findLast((tier) => points >= tier.minPoints);
