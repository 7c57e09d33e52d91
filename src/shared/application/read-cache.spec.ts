import { DEFAULT_READ_MAX_AGE_MS, FRESH_UNTIL, freshUntil, keepingTimeOf } from './read-cache.js';

describe('keepingTimeOf: an answer marked freshUntil is kept no longer than that', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');

  it("keeps an unmarked answer for the route's own maximum (undefined: the cache's default)", () => {
    expect(keepingTimeOf({ rows: [] }, undefined, now)).toBeUndefined();
    expect(keepingTimeOf({ rows: [] }, 5_000, now)).toBe(5_000);
    expect(keepingTimeOf(freshUntil({ rows: [] }, null), 5_000, now)).toBe(5_000);
  });

  it('cuts the time to the instant the answer stops being true', () => {
    expect(keepingTimeOf(freshUntil({ rows: [] }, new Date(now + 20_000)), undefined, now)).toBe(20_000);
    expect(keepingTimeOf(freshUntil({ rows: [] }, new Date(now + 20_000)), 5_000, now)).toBe(5_000);
    expect(keepingTimeOf(freshUntil({ rows: [] }, new Date(now + 3 * 86_400_000)), undefined, now)).toBe(
      DEFAULT_READ_MAX_AGE_MS,
    );
  });

  it('does not keep an answer already past its instant', () => {
    expect(keepingTimeOf(freshUntil({ rows: [] }, new Date(now - 1)), undefined, now)).toBe(0);
  });

  it('leaves the answer as JSON sees it unchanged', () => {
    const answer = freshUntil({ rows: [1], total: 1 }, new Date(now));
    expect(JSON.stringify(answer)).toBe('{"rows":[1],"total":1}');
    expect(answer[FRESH_UNTIL as never]).toEqual(new Date(now));
  });
});
