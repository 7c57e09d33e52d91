/**
 * Every number the league's public pages quote, in one place.
 *
 * The about and rules pages read their figures from here and nowhere else, so the
 * text can never disagree with itself. Values follow SPEC.md ("Rules pages content"
 * and "Business constants and limits") and docs/DECISIONS.md.
 *
 * Chip amounts in the quarterly tables are in thousands ("K"), as the league writes them.
 */

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
  readonly name: 'Winter' | 'Spring' | 'Summer' | 'Fall';
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
    earlySignIn: { minutesBeforeStart: 10, chipsPerTable: 1000, maxChips: 3000 },
    donkeyChips: 3000,
    addOnChips: 2000,
    minimumPlayers: 4,
    firstPlaceCashPrizeMaxDollars: 45,
  },
  points: {
    placementPoints: [20, 16, 14, 12, 10, 8, 6, 4],
    doublePointsMultiplier: 2,
  },
  satellite: {
    pointsPerScan: 10,
    minutesBetweenScans: 2,
  },
  host: {
    lateResults: { graceHours: 36, penaltyDollars: 5, everyHours: 24 },
  },
  quarterly: {
    qualification: { minimumPoints: 20, topPlayersPerVenue: 10, raffleTickets: 15 },
    seasons: [
      { period: 'Q1', name: 'Winter', firstMonth: 8, lastMonth: 1 },
      { period: 'Q2', name: 'Spring', firstMonth: 11, lastMonth: 4 },
      { period: 'Q3', name: 'Summer', firstMonth: 2, lastMonth: 7 },
      { period: 'Q4', name: 'Fall', firstMonth: 5, lastMonth: 10 },
    ],
    schedule: {
      registrationOpens: { hour: 9, minute: 0 },
      registrationCloses: { hour: 10, minute: 30 },
      tournamentStarts: { hour: 11, minute: 0 },
    },
    blindLevels: { firstMinutes: 20, laterMinutes: 15 },
    chipTiers: [
      { minPoints: 20, buyInK: 10, options: [] },
      { minPoints: 60, buyInK: 15, options: [] },
      { minPoints: 100, buyInK: 20, options: [] },
      { minPoints: 120, buyInK: 15, options: [{ rebuyK: 15, addOnK: 0 }, { rebuyK: 0, addOnK: 5 }] },
      { minPoints: 160, buyInK: 15, options: [{ rebuyK: 15, addOnK: 0 }, { rebuyK: 0, addOnK: 10 }] },
      { minPoints: 200, buyInK: 20, options: [{ rebuyK: 20, addOnK: 0 }, { rebuyK: 0, addOnK: 10 }] },
      { minPoints: 300, buyInK: 25, options: [{ rebuyK: 25, addOnK: 0 }, { rebuyK: 0, addOnK: 10 }] },
      { minPoints: 400, buyInK: 25, options: [{ rebuyK: 25, addOnK: 10 }, { rebuyK: 0, addOnK: 20 }] },
      { minPoints: 500, buyInK: 25, options: [{ rebuyK: 25, addOnK: 20 }] },
    ],
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
    quarterlyFinalTable: [3, 2, 1, 1, 1, 1, 1, 1],
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
export function placementPoints(place: number): number {
  const table = LEAGUE_FIGURES.points.placementPoints;
  if (!Number.isInteger(place) || place < 1 || place > table.length) return 0;
  return table[place - 1] ?? 0;
}

/**
 * Points each player gets when `tiedPlayers` players tie at `place`: they share the
 * places place..place+tiedPlayers-1, and each gets the average of those places' points,
 * rounded up (the league adds 0.49 and rounds). Double-points games double the result.
 */
export function tiedPlacementPoints(place: number, tiedPlayers: number, doublePoints = false): number {
  if (tiedPlayers < 1) return 0;
  let sum = 0;
  for (let p = place; p < place + tiedPlayers; p += 1) sum += placementPoints(p);
  const shared = Math.round(sum / tiedPlayers + 0.49);
  return doublePoints ? shared * LEAGUE_FIGURES.points.doublePointsMultiplier : shared;
}

/** Vegas Invites for a quarterly final-table place (1-based); 0 off the final table. */
export function quarterlyInvites(place: number): number {
  const table = LEAGUE_FIGURES.vegasInvites.quarterlyFinalTable;
  if (!Number.isInteger(place) || place < 1 || place > table.length) return 0;
  return table[place - 1] ?? 0;
}

/** The chip tier a player with `points` season points reaches, or undefined below the minimum. */
export function quarterlyChipTierFor(points: number): QuarterlyChipTier | undefined {
  let found: QuarterlyChipTier | undefined;
  for (const tier of LEAGUE_FIGURES.quarterly.chipTiers) {
    if (points >= tier.minPoints) found = tier;
  }
  return found;
}
