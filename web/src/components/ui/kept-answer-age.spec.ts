import { describe, expect, it } from '@jest/globals';
import { ageText, loadedAtText, oldestUnrefreshedAnswer } from './kept-answer-age';

const shown = (
  dataUpdatedAt: number,
  options: { persist?: boolean; failed?: boolean; observers?: number; data?: unknown } = {},
) =>
  ({
    meta: options.persist ? { persist: true } : undefined,
    state: {
      data: 'data' in options ? options.data : { rows: [] },
      dataUpdatedAt,
      status: options.failed ? 'error' : 'success',
      fetchFailureCount: options.failed ? 1 : 0,
    },
    getObserversCount: () => options.observers ?? 1,
  }) as never;

describe('the age of what a page shows (issue 30)', () => {
  it('offline, is the oldest answer on screen', () => {
    expect(
      oldestUnrefreshedAnswer(
        [shown(300), shown(100), shown(50, { observers: 0 }), shown(10, { data: undefined })],
        true,
      ),
    ).toBe(100);
  });

  it('online, only a kept read whose refresh failed counts', () => {
    expect(oldestUnrefreshedAnswer([shown(100), shown(200, { failed: true })], false)).toBeNull();
    expect(
      oldestUnrefreshedAnswer([shown(100, { persist: true }), shown(200, { persist: true, failed: true })], false),
    ).toBe(200);
  });

  it('says how long ago, and when', () => {
    const at = new Date(2026, 11, 1, 20, 31).getTime();
    expect(ageText(at, at + 30_000)).toBe('just now');
    expect(ageText(at, at + 60_000)).toBe('1 minute ago');
    expect(loadedAtText(at, at + 12 * 60_000)).toBe('8:31 PM (12 minutes ago)');
    expect(ageText(at, at + 3 * 3_600_000)).toBe('3 hours ago');
    expect(loadedAtText(at, at + 2 * 86_400_000)).toBe('Tue, Dec 1, 8:31 PM (2 days ago)');
  });
});
