import fc from 'fast-check';
import {
  InvalidSelectionError,
  MakeASelectionFirstError,
  NoAddOnAvailableError,
  NoRebuyAvailableError,
  PlayerHasTooFewPointsError,
} from './points.errors.js';
import {
  allowedBuys,
  CHIP_TABLE,
  checkInQuarterly,
  chipTierFor,
  describeBuys,
  formatChips,
  selectQuarterlyBuys,
  type QuarterlyBuys,
} from './quarterly-buy-in.js';

const K = 1_000;
const none: QuarterlyBuys = { buyIn: 0, reBuy: 0, addOn: 0 };
const buys = (buyIn: number, reBuy = 0, addOn = 0): QuarterlyBuys => ({
  buyIn: buyIn * K,
  reBuy: reBuy * K,
  addOn: addOn * K,
});
const rebuysOnly = { rebuys: true, addOns: false };
const both = { rebuys: true, addOns: true };
const neither = { rebuys: false, addOns: false };

describe('the chip table', () => {
  it.each([
    // points, buy-in, alternatives (rebuy/add-on in K)
    [20, 10, []],
    [59, 10, []],
    [60, 15, []],
    [99, 15, []],
    [100, 20, []],
    [119, 20, []],
    [
      120,
      15,
      [
        [15, 0],
        [0, 5],
      ],
    ],
    [
      159,
      15,
      [
        [15, 0],
        [0, 5],
      ],
    ],
    [
      160,
      15,
      [
        [15, 0],
        [0, 10],
      ],
    ],
    [
      199,
      15,
      [
        [15, 0],
        [0, 10],
      ],
    ],
    [
      200,
      20,
      [
        [20, 0],
        [0, 10],
      ],
    ],
    [
      299,
      20,
      [
        [20, 0],
        [0, 10],
      ],
    ],
    [
      300,
      25,
      [
        [25, 0],
        [0, 10],
      ],
    ],
    [
      399,
      25,
      [
        [25, 0],
        [0, 10],
      ],
    ],
    [
      400,
      25,
      [
        [25, 10],
        [0, 20],
      ],
    ],
    [
      499,
      25,
      [
        [25, 10],
        [0, 20],
      ],
    ],
    [500, 25, [[25, 20]]],
    [2000, 25, [[25, 20]]],
  ])('%i points: %iK buy-in, options %j', (points, buyIn, options) => {
    const tier = chipTierFor(points);
    expect(tier.buyIn).toBe(buyIn * K);
    expect(tier.options.map((o) => [o.reBuy / K, o.addOn / K])).toEqual(options);
  });
  it.each([19, 1, 0])('refuses %i points: Player has only {n} points', (points) =>
    expect(() => chipTierFor(points)).toThrow(new PlayerHasTooFewPointsError(points)),
  );
  it('names the points in the message', () => expect(new PlayerHasTooFewPointsError(19).message).toContain('19'));
  it('lists its tiers in rising order of points', () =>
    expect(CHIP_TABLE.map((t) => t.minPoints)).toEqual([20, 60, 100, 120, 160, 200, 300, 400, 500]));
});

describe('checkInQuarterly', () => {
  it('records the buy-in at the first check-in, whatever is allowed', () => {
    expect(checkInQuarterly(none, 20, neither)).toEqual(buys(10));
    expect(checkInQuarterly(none, 500, both)).toEqual(buys(25));
  });
  it('refuses a player below 20 points', () =>
    expect(() => checkInQuarterly(none, 19, both)).toThrow(new PlayerHasTooFewPointsError(19)));

  describe('with rebuys allowed', () => {
    it.each([
      [120, 15, 15],
      [160, 15, 15],
      [200, 20, 20],
      [300, 25, 25],
      [400, 25, 25],
      [500, 25, 25],
    ])('records the one rebuy at %i points', (points, buyIn, reBuy) =>
      expect(checkInQuarterly(buys(buyIn), points, rebuysOnly)).toEqual(buys(buyIn, reBuy)),
    );
    it.each([20, 60, 100, 119])('has no rebuy at %i points', (points) =>
      expect(() =>
        checkInQuarterly({ buyIn: chipTierFor(points).buyIn, reBuy: 0, addOn: 0 }, points, rebuysOnly),
      ).toThrow(new NoRebuyAvailableError()),
    );
    it('has no second rebuy', () =>
      expect(() => checkInQuarterly(buys(15, 15), 120, rebuysOnly)).toThrow(new NoRebuyAvailableError()));
    it('has no rebuy after the add-on alternative was taken', () =>
      expect(() => checkInQuarterly(buys(25, 0, 20), 400, rebuysOnly)).toThrow(new NoRebuyAvailableError()));
  });

  describe('with add-ons allowed', () => {
    it('takes the rebuy first, then the add-on that goes with it', () => {
      const afterRebuy = checkInQuarterly(buys(25), 500, both);
      expect(afterRebuy).toEqual(buys(25, 25));
      const afterAddOn = checkInQuarterly(afterRebuy, 500, both);
      expect(afterAddOn).toEqual(buys(25, 25, 20));
      expect(() => checkInQuarterly(afterAddOn, 500, both)).toThrow(new NoAddOnAvailableError());
    });
    it('gives the 10K add-on after the 400-point rebuy', () =>
      expect(checkInQuarterly(buys(25, 25), 400, both)).toEqual(buys(25, 25, 10)));
    it('has no add-on after a rebuy whose alternative has none', () =>
      expect(() => checkInQuarterly(buys(15, 15), 120, both)).toThrow(new NoAddOnAvailableError()));
    it('has no add-on at all below 120 points', () =>
      expect(() => checkInQuarterly(buys(20), 100, both)).toThrow(new NoAddOnAvailableError()));
    it('has no second add-on', () =>
      expect(() => checkInQuarterly(buys(25, 0, 20), 400, both)).toThrow(new NoAddOnAvailableError()));
  });

  describe('with rebuys off', () => {
    it('says No Rebuy available to a player already bought in', () =>
      expect(() => checkInQuarterly(buys(25), 500, neither)).toThrow(new NoRebuyAvailableError()));
    it('ignores add-ons while rebuys are off (the box is disabled)', () =>
      expect(() => checkInQuarterly(buys(25, 25), 500, { rebuys: false, addOns: true })).toThrow(
        new NoRebuyAvailableError(),
      ));
  });

  it('only ever records buys the tier allows', () =>
    fc.assert(
      fc.property(
        fc.constantFrom(...CHIP_TABLE.map((t) => t.minPoints)),
        fc.array(fc.record({ rebuys: fc.boolean(), addOns: fc.boolean() }), { maxLength: 6 }),
        (points, scans) => {
          const tier = chipTierFor(points);
          let current = none;
          for (const allowed of scans) {
            try {
              current = checkInQuarterly(current, points, allowed);
            } catch (error) {
              expect(error).toBeInstanceOf(Error);
            }
            expect(allowedBuys(tier)).toContainEqual(current);
          }
        },
      ),
    ));
});

describe('selectQuarterlyBuys (manual Update)', () => {
  it('needs a selection first', () =>
    expect(() => selectQuarterlyBuys(buys(15), {}, 120)).toThrow(new MakeASelectionFirstError()));
  it('refuses a player below 20 points', () =>
    expect(() => selectQuarterlyBuys(none, { buyIn: 10 * K }, 12)).toThrow(new PlayerHasTooFewPointsError(12)));
  it('records the add-on alternative instead of the rebuy', () =>
    expect(selectQuarterlyBuys(buys(15), { addOn: 5 * K }, 120)).toEqual(buys(15, 0, 5)));
  it('records buy-in and rebuy together', () =>
    expect(selectQuarterlyBuys(none, { buyIn: 20 * K, reBuy: 20 * K }, 250)).toEqual(buys(20, 20)));
  it('lets the host clear the buys', () =>
    expect(selectQuarterlyBuys(buys(15, 15), { buyIn: 0, reBuy: 0 }, 120)).toEqual(none));
  it.each([
    ['a buy-in of another tier', buys(15), { buyIn: 10 * K }, 120],
    ['both alternatives at once', buys(15, 15), { addOn: 5 * K }, 120],
    ['an add-on without its rebuy', buys(25), { addOn: 10 * K }, 400],
    ['an add-on of another alternative', buys(25, 25), { addOn: 20 * K }, 400],
    ['a rebuy without a buy-in', none, { reBuy: 15 * K }, 120],
    ['a rebuy where there is none', buys(20), { reBuy: 20 * K }, 100],
  ] as const)('refuses %s: Invalid selection', (_case, current, selection, points) =>
    expect(() => selectQuarterlyBuys(current, selection, points)).toThrow(new InvalidSelectionError()),
  );
});

describe('chip text', () => {
  it('shows amounts in K', () => expect(formatChips(15_000)).toBe('15K'));
  it('describes the buys for the monitor', () => {
    expect(describeBuys(buys(25, 25, 20))).toBe('25K buy-in + 25K rebuy + 20K add-on');
    expect(describeBuys(buys(15, 0, 5))).toBe('15K buy-in + 5K add-on');
    expect(describeBuys(none)).toBe('');
  });
});
