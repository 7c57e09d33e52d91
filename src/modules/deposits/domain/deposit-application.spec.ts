import fc from 'fast-check';
import { applyDeposit, isReconciled, outstandingEarnings, type DepositableGame } from './deposit-application.js';

const game = (gameID: number, day: number, earningsActual: number, earningsDeposited = 0): DepositableGame => ({
  gameID,
  gameAt: new Date(Date.UTC(2025, 0, day, 3)),
  earningsActual,
  earningsDeposited,
});
// Given out of order: game 3 is the oldest.
const games = [game(1, 10, 35), game(2, 17, 45), game(3, 3, 35, 10)];
const outstanding = 25 + 35 + 45;

describe('applyDeposit', () => {
  it('fills the oldest game first and stops when the amount is used up (smaller than outstanding)', () =>
    expect(applyDeposit(40, games)).toEqual({
      games: [
        { gameID: 3, applied: 25, earningsDeposited: 35, earningsReconciled: true },
        { gameID: 1, applied: 15, earningsDeposited: 15, earningsReconciled: false },
      ],
      applied: 40,
      unapplied: 0,
    }));
  it('reconciles every game with an amount equal to what is outstanding', () => {
    const result = applyDeposit(outstanding, games);
    expect(result.games.map((g) => [g.gameID, g.earningsReconciled])).toEqual([
      [3, true],
      [1, true],
      [2, true],
    ]);
    expect([result.applied, result.unapplied]).toEqual([outstanding, 0]);
  });
  it('leaves the excess unapplied when the amount is larger than what is outstanding', () => {
    const result = applyDeposit(outstanding + 20, games);
    expect(result.games.every((g) => g.earningsReconciled)).toBe(true);
    expect([result.applied, result.unapplied]).toEqual([outstanding, 20]);
  });
  it('skips reconciled games', () =>
    expect(applyDeposit(10, [game(1, 1, 35, 35), game(2, 2, 0), game(3, 3, 45)]).games.map((g) => g.gameID)).toEqual([
      3,
    ]));
  it('orders games at the same time by gameID', () =>
    expect(applyDeposit(10, [game(9, 1, 35), game(4, 1, 35)]).games.map((g) => g.gameID)).toEqual([4]));
  it('applies nothing for 0 or a negative amount', () => {
    expect(applyDeposit(0, games)).toEqual({ games: [], applied: 0, unapplied: 0 });
    expect(applyDeposit(-5, games).applied).toBe(0);
  });
  it('counts cents exactly', () => {
    const result = applyDeposit(0.3, [game(1, 1, 0.1), game(2, 2, 0.2)]);
    expect(result.games.map((g) => g.earningsReconciled)).toEqual([true, true]);
    expect(result.unapplied).toBe(0);
  });

  const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => c / 100);
  const someGames = fc
    .array(fc.record({ day: fc.integer({ min: 1, max: 28 }), actual: cents(10_000), deposited: cents(10_000) }), {
      maxLength: 12,
    })
    .map((rows) => rows.map((r, i) => game(i + 1, r.day, r.actual, Math.min(r.actual, r.deposited))));

  it('conserves money: applied = min(amount, outstanding), applied + unapplied = amount', () =>
    fc.assert(
      fc.property(cents(100_000), someGames, (amount, hostGames) => {
        const totalOutstanding = Math.round(hostGames.reduce((sum, g) => sum + outstandingEarnings(g) * 100, 0));
        const result = applyDeposit(amount, hostGames);
        expect(Math.round(result.applied * 100)).toBe(Math.min(Math.round(amount * 100), totalOutstanding));
        expect(Math.round((result.applied + result.unapplied) * 100)).toBe(Math.round(amount * 100));
        expect(Math.round(result.games.reduce((sum, g) => sum + g.applied * 100, 0))).toBe(
          Math.round(result.applied * 100),
        );
      }),
    ));
  it('never over-fills a game, and only the last game reached may stay unreconciled', () =>
    fc.assert(
      fc.property(cents(100_000), someGames, (amount, hostGames) => {
        const result = applyDeposit(amount, hostGames);
        for (const applied of result.games) {
          const before = hostGames.find((g) => g.gameID === applied.gameID)!;
          expect(applied.earningsDeposited).toBeLessThanOrEqual(before.earningsActual);
          expect(applied.applied).toBeGreaterThan(0);
        }
        result.games.slice(0, -1).forEach((g) => expect(g.earningsReconciled).toBe(true));
      }),
    ));
});

describe('reconciliation', () => {
  it('is deposited equal to actual', () => {
    expect(isReconciled({ earningsActual: 35, earningsDeposited: 35 })).toBe(true);
    expect(isReconciled({ earningsActual: 35, earningsDeposited: 20 })).toBe(false);
    expect(isReconciled({ earningsActual: 0, earningsDeposited: 0 })).toBe(true);
  });
  it('has nothing outstanding on an over-deposited game', () =>
    expect(outstandingEarnings({ earningsActual: 35, earningsDeposited: 40 })).toBe(0));
});
