import { describe, expect, it } from '@jest/globals';
import {
  LEAGUE_FIGURES,
  PLACES_THAT_SCORE,
  placementPoints,
  quarterlyChipTierFor,
  quarterlyInvites,
  tiedPlacementPoints,
} from './league-figures';
import {
  describeChipOptions,
  formatClock,
  formatDateSpan,
  formatDollars,
  formatK,
  formatSeasonMonths,
  groupPlaces,
  invites,
  ordinal,
  placeRange,
} from './format';

const F = LEAGUE_FIGURES;

describe('league figures match product §9', () => {
  it('general and regular-game figures', () => {
    expect(F.minimumAge).toBe(18);
    expect(F.contactReplyHours).toBe(24);
    expect(F.recordsSinceYear).toBe(2004);
    expect(F.regularGame.earlySignIn).toEqual({ minutesBeforeStart: 10, chipsPerTable: 1000, maxChips: 3000 });
    expect(F.regularGame.donkeyChips).toBe(3000);
    expect(F.regularGame.addOnChips).toBe(2000);
    expect(F.regularGame.startingBlinds).toEqual({ small: 25, big: 50 });
    expect(F.regularGame.clockSeconds).toBe(15);
    expect(F.regularGame.minimumPlayers).toBe(4);
    expect(F.regularGame.firstPlaceCashPrizeMaxDollars).toBe(45);
  });

  it('placement points for the final 8, doubled in double-points games', () => {
    expect(F.points.placementPoints).toEqual([20, 16, 14, 12, 10, 8, 6, 4]);
    expect(PLACES_THAT_SCORE).toBe(8);
    expect(F.points.doublePointsMultiplier).toBe(2);
    expect(placementPoints(0)).toBe(0);
    expect(placementPoints(1)).toBe(20);
    expect(placementPoints(8)).toBe(4);
    expect(placementPoints(9)).toBe(0);
  });

  it('ties share the average of the places they cover, rounded up', () => {
    expect(tiedPlacementPoints(3, 2)).toBe(13); // (14 + 12) / 2
    expect(tiedPlacementPoints(7, 3)).toBe(4); // (6 + 4 + 0) / 3 = 3.33 -> 4
    expect(tiedPlacementPoints(2, 3)).toBe(14); // (16 + 14 + 12) / 3
    expect(tiedPlacementPoints(5, 2)).toBe(9); // (10 + 8) / 2
    expect(tiedPlacementPoints(8, 2)).toBe(2); // (4 + 0) / 2
    expect(tiedPlacementPoints(3, 2, true)).toBe(26);
    expect(tiedPlacementPoints(1, 1)).toBe(20);
  });

  it('satellite and host figures', () => {
    expect(F.satellite).toEqual({ pointsPerScan: 10, minutesBetweenScans: 2 });
    expect(F.host.lateResults).toEqual({ graceHours: 36, penaltyDollars: 5, everyHours: 24 });
  });

  it('quarterly qualification, seasons, schedule and prizes', () => {
    const q = F.quarterly;
    expect(q.qualification).toEqual({ minimumPoints: 20, topPlayersPerVenue: 10, raffleTickets: 15 });
    expect(q.seasons.map((s) => `${s.period} ${s.name} ${formatSeasonMonths(s)}`)).toEqual([
      'Q1 Winter August to January',
      'Q2 Spring November to April',
      'Q3 Summer February to July',
      'Q4 Fall May to October',
    ]);
    expect(formatClock(q.schedule.registrationOpens)).toBe('9 am');
    expect(formatClock(q.schedule.registrationCloses)).toBe('10:30 am');
    expect(formatClock(q.schedule.tournamentStarts)).toBe('11 am');
    expect(q.blindLevels).toEqual({ firstMinutes: 20, laterMinutes: 15 });
    expect(q.firstPrize).toEqual({ wsopBuyInWithTravelUpToDollars: 1500, cashInsteadDollars: 1000 });
    expect(q.cashPrizes).toEqual([
      { fromPlace: 2, toPlace: 3, dollarsEach: 100 },
      { fromPlace: 5, toPlace: 8, dollarsEach: 20 },
    ]);
  });

  it('quarterly chip table by points', () => {
    const rows = F.quarterly.chipTiers.map(
      (tier) => `${tier.minPoints}: ${formatK(tier.buyInK)} | ${describeChipOptions(tier)}`,
    );
    expect(rows).toEqual([
      '20: 10K | None',
      '60: 15K | None',
      '100: 20K | None',
      '120: 15K | 15K rebuy, or a 5K add-on',
      '160: 15K | 15K rebuy, or a 10K add-on',
      '200: 20K | 20K rebuy, or a 10K add-on',
      '300: 25K | 25K rebuy, or a 10K add-on',
      '400: 25K | 25K rebuy with a 10K add-on, or a 20K add-on',
      '500: 25K | 25K rebuy and a 20K add-on',
    ]);
    expect(quarterlyChipTierFor(19)).toBeUndefined();
    expect(quarterlyChipTierFor(20)?.buyInK).toBe(10);
    expect(quarterlyChipTierFor(119)?.minPoints).toBe(100);
    expect(quarterlyChipTierFor(999)?.minPoints).toBe(500);
  });

  it('Vegas Invites', () => {
    const vi = F.vegasInvites;
    expect(vi.monthlyTopEarnerPerVenue).toBe(1);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(quarterlyInvites)).toEqual([3, 2, 1, 1, 1, 1, 1, 1, 0]);
    expect(vi.perTrophyAppearance).toBe(1);
    expect(vi.hosting).toEqual({ blockMonths: 3, perBlock: 1, maxPerYear: 4 });
    expect(formatDateSpan(vi.yearStarts, vi.yearEnds)).toBe('June 1 to May 31');
  });

  it('national championship', () => {
    const nc = F.nationalChampionship;
    expect(formatDateSpan(nc.vegasWeekStarts, nc.vegasWeekEnds)).toBe('June 16 to 22');
    expect(nc.registerHoursBefore).toBe(48);
    expect(nc.pokerTourFeeDollars).toBe(10);
    expect(nc.prizes).toEqual({ nameOnTrophy: true, footballGames: 5, ticketsPerGame: 2 });
  });
});

describe('wording helpers', () => {
  it('formats numbers, money and places', () => {
    expect(formatDollars(1500)).toBe('$1,500');
    expect(ordinal(1)).toBe('1st');
    expect(ordinal(2)).toBe('2nd');
    expect(ordinal(3)).toBe('3rd');
    expect(ordinal(11)).toBe('11th');
    expect(ordinal(22)).toBe('22nd');
    expect(placeRange(1, 1)).toBe('1st');
    expect(placeRange(2, 3)).toBe('2nd and 3rd');
    expect(placeRange(5, 8)).toBe('5th to 8th');
    expect(invites(1)).toBe('1 Vegas Invite');
    expect(invites(3)).toBe('3 Vegas Invites');
  });

  it('groups equal neighbouring places', () => {
    expect(groupPlaces([3, 2, 1, 1, 1, 1, 1, 1])).toEqual([
      { from: 1, to: 1, value: 3 },
      { from: 2, to: 2, value: 2 },
      { from: 3, to: 8, value: 1 },
    ]);
  });
});
