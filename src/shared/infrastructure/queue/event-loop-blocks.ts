/**
 * How long the event loop was held, sampled with a timer every `resolutionMs` (10 ms): a tick
 * that comes late by more than its interval means the loop was blocked for the difference.
 * Each `open()` is a window (a job's run): `close()` answers the longest block seen in it, the
 * stretch since the last tick included (a job that blocks and then ends is seen before its
 * next tick). The timer runs only while a window is open and never keeps the process alive.
 *
 * Not `perf_hooks.monitorEventLoopDelay`: on Node 24 its histogram does not see a block at
 * all (a 1 s busy wait reports a max of about 11 ms at resolution 10, measured; the timer it
 * samples with is rescheduled from the loop's clock after the block, so the late tick is
 * never recorded). docs/decisions.md "Event-loop blocks in the worker (issue 24)".
 */
export class EventLoopBlocks {
  private timer: NodeJS.Timeout | undefined;
  private lastTick = 0;
  private readonly windows = new Set<{ longest: number }>();

  constructor(private readonly resolutionMs = 10) {}

  /** Starts a window; its close() answers the longest block (ms) since. */
  open(): { close: () => number } {
    if (!this.timer) {
      this.lastTick = performance.now();
      this.timer = setInterval(() => this.tick(), this.resolutionMs);
      this.timer.unref();
    }
    const window = { longest: 0 };
    this.windows.add(window);
    return {
      close: () => {
        if (!this.windows.has(window)) return window.longest;
        this.record(performance.now());
        this.windows.delete(window);
        if (this.windows.size === 0) this.stop();
        return window.longest;
      },
    };
  }

  private tick(): void {
    const now = performance.now();
    this.record(now);
    this.lastTick = now;
  }

  /** The loop was held for whatever the time since the last tick exceeds its interval by. */
  private record(now: number): void {
    const blocked = Math.max(0, now - this.lastTick - this.resolutionMs);
    for (const window of this.windows) window.longest = Math.max(window.longest, blocked);
  }

  private stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}

/** Lets the event loop turn (timers, I/O, other jobs) before going on: a long computation's slices are awaited with it. */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
