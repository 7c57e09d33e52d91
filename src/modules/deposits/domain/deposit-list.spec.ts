import { checkedDepositLines } from './deposit-list.js';
import { MAX_GAME_DEPOSIT_LINES } from './deposit.fields.js';

const refusal = (lines: unknown[]) => {
  try {
    checkedDepositLines(lines);
  } catch (error) {
    const { message, code, field } = error as { message: string; code: string; field?: string };
    return { message, code, field };
  }
  return undefined;
};

describe('the game-list form of deposit application: its lines as posted', () => {
  it('are checked and answered as lines (trimmed text, depositID null when blank)', () => {
    expect(checkedDepositLines([{ gameID: 3, earningsDeposited: 35 }, { gameID: 4, earningsDeposited: 0.5, depositID: 7, extra: 'x' }])).toEqual([
      { gameID: 3, earningsDeposited: 35, depositID: null },
      { gameID: 4, earningsDeposited: 0.5, depositID: 7 },
    ]);
    expect(checkedDepositLines([{ gameID: 3, earningsDeposited: 1, depositID: '' }])).toEqual([{ gameID: 3, earningsDeposited: 1, depositID: null }]);
  });

  it('refuse an empty list, a list too long and a line that is not an object', () => {
    expect(refusal([])).toEqual({ message: 'Error applying deposit (the list names no games)', code: 'DEPOSIT_APPLICATION_FAILED', field: undefined });
    expect(refusal(Array.from({ length: MAX_GAME_DEPOSIT_LINES + 1 }, () => ({ gameID: 1, earningsDeposited: 0 })))?.message).toBe(
      `Error applying deposit (the list may name at most ${MAX_GAME_DEPOSIT_LINES} games)`,
    );
    for (const line of [null, 3, 'x', [1]]) expect(refusal([line])?.message).toBe('Error applying deposit (each line must be an object)');
  });

  it("refuse a broken field in the form's frame, naming it", () => {
    expect(refusal([{ gameID: 3, earningsDeposited: -1 }])).toEqual({
      message: 'Error applying deposit (The "Deposited Earnings" field must be at least 0.)',
      code: 'DEPOSIT_APPLICATION_FAILED',
      field: 'earningsDeposited',
    });
    expect(refusal([{ gameID: 3, earningsDeposited: 1 }, { earningsDeposited: 1 }])?.field).toBe('gameID');
  });
});
