import { checkGameList, latestDepositOn, reapplyDeposit, type BookGame } from './deposit-books.js';

const game = (gameID: number, day: number, actualCents: number, depositedCents = 0, hostID = 7): BookGame => ({
  gameID,
  hostID,
  gameAt: new Date(Date.UTC(2025, 0, day, 3)),
  actualCents,
  depositedCents,
});
const refuse = (reason: string) => new Error(reason);

describe('reapplyDeposit', () => {
  it('applies a new deposit oldest first, to the cent', () => {
    const result = reapplyDeposit(7, 5010, [game(1, 2, 3510), game(2, 1, 4500), game(3, 3, 3500, 0, 8)], []);
    expect(result.entries).toEqual([
      { gameID: 2, cents: 4500 },
      { gameID: 1, cents: 510 },
    ]);
    expect(result.games).toEqual([
      { gameID: 1, depositedCents: 510, reconciled: false },
      { gameID: 2, depositedCents: 4500, reconciled: true },
    ]);
    expect([result.appliedCents, result.unappliedCents]).toEqual([5010, 0]);
  });

  it('takes back the earlier entries before applying the edited amount: back and forth exactly', () => {
    // Deposit applied 45.00 to game 2 and 5.10 to game 1; edited down to 20.01.
    const after = reapplyDeposit(
      7,
      2001,
      [game(1, 2, 3510, 510), game(2, 1, 4500, 4500)],
      [
        { depositID: 3, gameID: 2, cents: 4500 },
        { depositID: 3, gameID: 1, cents: 510 },
      ],
    );
    expect(after.entries).toEqual([{ gameID: 2, cents: 2001 }]);
    expect(after.games).toEqual([
      { gameID: 1, depositedCents: 0, reconciled: false },
      { gameID: 2, depositedCents: 2001, reconciled: false },
    ]);
  });

  it('only takes back for an amount of 0 (a delete), never below 0', () => {
    const after = reapplyDeposit(7, 0, [game(1, 2, 3510, 200)], [{ depositID: 3, gameID: 1, cents: 510 }]);
    expect(after.entries).toEqual([]);
    expect(after.games).toEqual([{ gameID: 1, depositedCents: 0, reconciled: false }]);
  });

  it('leaves what is left over unapplied', () => {
    expect(reapplyDeposit(7, 10_000, [game(1, 2, 3500)], [])).toMatchObject({
      appliedCents: 3500,
      unappliedCents: 6500,
    });
  });
});

describe('latestDepositOn', () => {
  it('is the highest deposit with an amount on the game', () => {
    expect(
      latestDepositOn(1, [
        { depositID: 2, gameID: 1, cents: 5 },
        { depositID: 4, gameID: 1, cents: 5 },
        { depositID: 9, gameID: 2, cents: 5 },
      ]),
    ).toBe(4);
    expect(latestDepositOn(1, [{ depositID: 2, gameID: 1, cents: 0 }])).toBeNull();
  });
});

describe('checkGameList', () => {
  const games = new Map([
    [1, game(1, 1, 3500, 1000)],
    [2, game(2, 2, 4500)],
    [3, game(3, 3, 3500, 0, 8)],
  ]);
  const deposits = new Map([[5, { depositID: 5, hostID: 7, amountCents: 5000 }]]);
  const entries = [{ depositID: 5, gameID: 1, cents: 1000 }];

  it("answers the games and the named deposit's new amounts", () => {
    const result = checkGameList(
      [
        { gameID: 1, depositedCents: 3500, depositID: 5 },
        { gameID: 2, depositedCents: 100, depositID: null },
      ],
      games,
      deposits,
      entries,
      refuse,
    );
    expect(result.games).toEqual([
      { gameID: 1, depositedCents: 3500, reconciled: true },
      { gameID: 2, depositedCents: 100, reconciled: false },
    ]);
    expect(result.entries).toEqual([{ depositID: 5, gameID: 1, cents: 3500 }]);
  });

  it.each([
    [
      [{ gameID: 2, depositedCents: 4501, depositID: null }],
      'game 2 would hold $45.01, more than its actual earnings of $45.00',
    ],
    [[{ gameID: 3, depositedCents: 100, depositID: 5 }], "game 3 is not a game of the deposit's host"],
    [[{ gameID: 9, depositedCents: 100, depositID: null }], 'game 9 not found'],
    [
      [
        { gameID: 2, depositedCents: 1, depositID: null },
        { gameID: 2, depositedCents: 1, depositID: null },
      ],
      'game 2 is listed twice',
    ],
    [
      [{ gameID: 2, depositedCents: 4500, depositID: 5 }],
      'deposit 5 would apply $55.00, more than its amount of $50.00',
    ],
    [[{ gameID: 2, depositedCents: 100, depositID: 6 }], 'deposit 6 not found'],
  ])('refuses %j: %s', (lines, reason) =>
    expect(() => checkGameList(lines, games, deposits, entries, refuse)).toThrow(reason),
  );
});
