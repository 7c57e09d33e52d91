import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { READING_AFTER_MS, watchForReading } from './visitor-reading';

function aPage(visibilityState: 'visible' | 'hidden') {
  const document = Object.assign(new EventTarget(), { visibilityState: visibilityState as string });
  return { window: new EventTarget(), document };
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await jest.advanceTimersByTimeAsync(0);
  return done;
}

describe('watchForReading', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('waits while nobody does anything, and resolves at the first scroll, key or touch', async () => {
    for (const sign of ['scroll', 'keydown', 'touchstart', 'pointermove']) {
      const page = aPage('visible');
      const reading = watchForReading(page);
      await jest.advanceTimersByTimeAsync(READING_AFTER_MS - 1);
      expect(await settled(reading)).toBe(false);
      page.window.dispatchEvent(new Event(sign));
      expect(await settled(reading)).toBe(true);
    }
  });

  it('counts a page shown for READING_AFTER_MS in one stretch as read', async () => {
    const page = aPage('visible');
    const reading = watchForReading(page);
    await jest.advanceTimersByTimeAsync(READING_AFTER_MS);
    expect(await settled(reading)).toBe(true);
  });

  it('does not count time in the background: a hidden tab starts its count when it is looked at', async () => {
    const page = aPage('hidden');
    const reading = watchForReading(page);
    await jest.advanceTimersByTimeAsync(READING_AFTER_MS * 5);
    expect(await settled(reading)).toBe(false);
    page.document.visibilityState = 'visible';
    page.document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(READING_AFTER_MS / 2);
    page.document.visibilityState = 'hidden';
    page.document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(READING_AFTER_MS);
    expect(await settled(reading)).toBe(false);
    page.document.visibilityState = 'visible';
    page.document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(READING_AFTER_MS);
    expect(await settled(reading)).toBe(true);
  });
});
