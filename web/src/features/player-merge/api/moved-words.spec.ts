import { describe, expect, it } from '@jest/globals';
import { movedText } from './moved-words';

describe('movedText', () => {
  it('names the kinds moved, one or many, in a fixed order, leaving zeros and unknown kinds out', () => {
    expect(movedText({ sessions: 1, points: 3, posts: 0, idempotencyKeys: 4, cardRequests: 1 })).toBe(
      '3 point records, 1 card request, 1 log-in session',
    );
    expect(movedText({ points: 0 })).toBe('no records');
  });
});
