/**
 * When a visitor is reading the page rather than passing through it: their first touch, key,
 * scroll or pointer move, or the page shown for READING_AFTER_MS. What costs a connection and a
 * download but only matters to someone who stays (the live standings' socket) waits for it, so a
 * phone's first load carries only the page (docs/decisions/0146-live-standings-open-once-the-visitor-reads.md).
 */
export const READING_AFTER_MS = 10_000;

/** The browser's signs of someone at the page (listened to once, passively). */
export const READING_SIGNS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

/** The parts of `window` and `document` this reads (plain EventTargets in the specs). */
export interface ReadingPage {
  readonly window: EventTarget;
  readonly document: EventTarget & { readonly visibilityState: string };
}

/** Resolves at the first sign of reading, or once the page has been visible READING_AFTER_MS in one stretch. */
export function watchForReading(page: ReadingPage): Promise<void> {
  return new Promise((resolve) => {
    let shownTimer: ReturnType<typeof setTimeout> | undefined;
    const listening = { capture: true, passive: true } as const;
    const read = () => {
      clearTimeout(shownTimer);
      for (const sign of READING_SIGNS) page.window.removeEventListener(sign, read, listening);
      page.document.removeEventListener('visibilitychange', visibilityChanged);
      resolve();
    };
    // Only time on screen counts: a tab opened in the background waits until it is looked at.
    const visibilityChanged = () => {
      clearTimeout(shownTimer);
      shownTimer = page.document.visibilityState === 'visible' ? setTimeout(read, READING_AFTER_MS) : undefined;
    };
    for (const sign of READING_SIGNS) page.window.addEventListener(sign, read, listening);
    page.document.addEventListener('visibilitychange', visibilityChanged);
    visibilityChanged();
  });
}

let reading: Promise<void> | null = null;

/** This page's visitor reading (one watch for the whole visit: once reading, always reading). */
export function whenVisitorReads(): Promise<void> {
  reading ??= watchForReading({ window, document });
  return reading;
}
