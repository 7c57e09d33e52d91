import { describe, expect, it } from '@jest/globals';
import { CHIP_TABLE } from '@league/modules/points/domain/quarterly-buy-in.js';
import { chipChartData, mostExtraChips } from './chip-chart-data';

describe('the quarterly chip chart', () => {
  it('has one bar per tier of the points module’s chip table, in thousands', () => {
    const data = chipChartData();
    expect(data.categories).toEqual(CHIP_TABLE.map((tier) => `${tier.minPoints}+`));
    expect(data.buyIn).toEqual(CHIP_TABLE.map((tier) => tier.buyIn / 1000));
    expect(data.mostExtra).toHaveLength(CHIP_TABLE.length);
  });

  it('counts the richest single choice of a tier, never two alternatives together', () => {
    expect(mostExtraChips({ minPoints: 20, buyIn: 10_000, options: [] })).toBe(0);
    expect(
      mostExtraChips({
        minPoints: 120,
        buyIn: 15_000,
        options: [
          { reBuy: 15_000, addOn: 0 },
          { reBuy: 0, addOn: 5_000 },
        ],
      }),
    ).toBe(15_000);
    expect(
      mostExtraChips({
        minPoints: 400,
        buyIn: 25_000,
        options: [
          { reBuy: 25_000, addOn: 10_000 },
          { reBuy: 0, addOn: 20_000 },
        ],
      }),
    ).toBe(35_000);
  });
});
