import { UserType } from '../../../shared/domain/user-type.js';
import { CORRECTION_WINDOW_MS, assertGameOpenForChanges } from './game-lock.js';

describe('assertGameOpenForChanges', () => {
  const gameAt = new Date('2026-11-20T03:00:00Z');
  const later = (ms: number) => new Date(gameAt.getTime() + ms);
  const open = { canceled: false, gameAt, endedAt: null };
  const ended = { ...open, endedAt: later(4 * 3600_000) };

  it('refuses everyone on a canceled game', () => {
    expect(() => assertGameOpenForChanges({ ...open, canceled: true }, UserType.Owner, later(0))).toThrow(
      'This game has been canceled',
    );
  });
  it('lets hosts change a game that has not ended, whenever', () => {
    expect(() => assertGameOpenForChanges(open, UserType.Host, later(30 * CORRECTION_WINDOW_MS))).not.toThrow();
  });
  it('lets hosts correct an ended game for 7 days after its start, then only managers', () => {
    expect(() => assertGameOpenForChanges(ended, UserType.Host, later(CORRECTION_WINDOW_MS))).not.toThrow();
    expect(() => assertGameOpenForChanges(ended, UserType.Host, later(CORRECTION_WINDOW_MS + 1))).toThrow(
      'This game is locked: ask a manager to correct it',
    );
    expect(() => assertGameOpenForChanges(ended, UserType.Manager, later(CORRECTION_WINDOW_MS + 1))).not.toThrow();
  });
});
