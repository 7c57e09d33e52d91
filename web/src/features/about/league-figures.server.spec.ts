/**
 * The rules pages and the server must tell the same story: these checks compare the
 * figures the pages print with the server's own domain rules.
 */
import { describe, expect, it } from '@jest/globals';
import { CHIP_TABLE, MIN_QUARTERLY_POINTS } from '@league/modules/points/domain/quarterly-buy-in.js';
import { PLACEMENT_POINTS, placementPoints as serverPlacementPoints } from '@league/modules/points/domain/placement.js';
import { MIN_PLAYERS_TO_END, quarterlyBonusFor } from '@league/modules/points/domain/game-ending.js';
import { EARLY_SIGN_IN_MS } from '@league/modules/points/domain/check-in.js';
import { SATELLITE_SCAN_GAP_MS, SATELLITE_SCAN_POINTS } from '@league/modules/points/domain/satellite-scan.js';
import { LEAGUE_FIGURES, quarterlyInvites, tiedPlacementPoints } from './league-figures';

const F = LEAGUE_FIGURES;

describe('rules pages agree with the server', () => {
  it('placement points and ties', () => {
    expect(F.points.placementPoints).toEqual([...PLACEMENT_POINTS]);
    for (let place = 1; place <= 8; place += 1) {
      for (let tied = 1; tied <= 4; tied += 1) {
        expect(tiedPlacementPoints(place, tied)).toBe(serverPlacementPoints(place, tied));
        expect(tiedPlacementPoints(place, tied, true)).toBe(serverPlacementPoints(place, tied, true));
      }
    }
  });

  it('minimum players, early sign-in window and satellite points', () => {
    expect(F.regularGame.minimumPlayers).toBe(MIN_PLAYERS_TO_END);
    expect(F.regularGame.earlySignIn.minutesBeforeStart * 60_000).toBe(EARLY_SIGN_IN_MS);
    expect(F.satellite.pointsPerScan).toBe(SATELLITE_SCAN_POINTS);
    expect(F.satellite.minutesBetweenScans * 60_000).toBe(SATELLITE_SCAN_GAP_MS);
  });

  it('quarterly chip table, qualification and final-table invites', () => {
    expect(F.quarterly.qualification.minimumPoints).toBe(MIN_QUARTERLY_POINTS);
    expect(
      F.quarterly.chipTiers.map((tier) => ({
        minPoints: tier.minPoints,
        buyIn: tier.buyInK * 1000,
        options: tier.options.map((o) => ({ reBuy: o.rebuyK * 1000, addOn: o.addOnK * 1000 })),
      })),
    ).toEqual(CHIP_TABLE.map((tier) => ({ ...tier, options: [...tier.options] })));
    for (let place = 1; place <= 9; place += 1) {
      expect(quarterlyInvites(place)).toBe(quarterlyBonusFor(place));
    }
  });
});
