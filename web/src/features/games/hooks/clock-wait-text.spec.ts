import { describe, expect, it } from '@jest/globals';
import { clockWaitText } from './use-game-clock';

describe('a clock panel with no clock yet', () => {
  const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

  it('says it is offline rather than loading when the network is gone (a points screen opened from the phone)', () => {
    expect(clockWaitText(null, false, errorText)).toBe('Offline: the clock shows once the network is back.');
    expect(clockWaitText(new Error('Failed to fetch'), false, errorText)).toBe(
      'Offline: the clock shows once the network is back.',
    );
  });

  it('online: loading, or the read’s error', () => {
    expect(clockWaitText(null, true, errorText)).toBe('Loading the clock...');
    expect(clockWaitText(new Error('Game not found'), true, errorText)).toBe('Game not found');
  });
});
