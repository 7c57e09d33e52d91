/** How long the loop was held at once: `blockedMs` the thread's own CPU time over the stretch, `wallMs` the clock's. */
export interface LoopBlock {
  readonly blockedMs: number;
  readonly wallMs: number;
}

/**
 * How long the event loop was held, sampled with a timer every `resolutionMs` (10 ms): a tick
 * that comes late by more than its interval means the loop was held for the difference. Each
 * `open()` is a window (a job's run): `close()` answers the longest such stretch seen in it,
 * the stretch since the last tick included (a job that blocks and then ends is seen before
 * its next tick). The timer runs only while a window is open and never keeps the process up.
 *
 * A block is the main thread's CPU time over the late stretch (`process.threadCpuUsage`), at
 * most its wall time: code holding the loop, not the process waiting for a core on a loaded
 * machine (both show as a late tick; the wall figure is kept beside it).
 *
 * Not `perf_hooks.monitorEventLoopDelay`: on Node 24 it does not see a block run inside a
 * timer callback (a 1 s busy wait after a `setTimeout` reports a max of about 11 ms at
 * resolution 10, measured), and it cannot tell a block from a wait for a core.
 * docs/decisions/0112-event-loop-blocks-in-the-worker.md.
 */
export class EventLoopBlocks {
  private timer: NodeJS.Timeout | undefined;
  private lastTick = 0;
  private lastCpu = 0;
  private readonly windows = new Set<{ blockedMs: number; wallMs: number }>();

  constructor(private readonly resolutionMs = 10) {}

  /** Starts a window; its close() answers the longest block since. */
  open(): { close: () => LoopBlock } {
    if (!this.timer) {
      this.lastTick = performance.now();
      this.lastCpu = threadCpuMs();
      this.timer = setInterval(() => this.tick(), this.resolutionMs);
      this.timer.unref();
    }
    const window = { blockedMs: 0, wallMs: 0 };
    this.windows.add(window);
    return {
      close: () => {
        if (this.windows.has(window)) {
          this.record(performance.now(), threadCpuMs());
          this.windows.delete(window);
          if (this.windows.size === 0) this.stop();
        }
        return { blockedMs: window.blockedMs, wallMs: window.wallMs };
      },
    };
  }

  private tick(): void {
    const now = performance.now();
    const cpu = threadCpuMs();
    this.record(now, cpu);
    this.lastTick = now;
    this.lastCpu = cpu;
  }

  /** The loop was held for whatever the time since the last tick exceeds its interval by. */
  private record(now: number, cpu: number): void {
    const wallMs = Math.max(0, now - this.lastTick - this.resolutionMs);
    if (wallMs === 0) return;
    const blockedMs = Math.min(wallMs, Math.max(0, cpu - this.lastCpu));
    for (const window of this.windows) {
      window.wallMs = Math.max(window.wallMs, wallMs);
      window.blockedMs = Math.max(window.blockedMs, blockedMs);
    }
  }

  private stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}

/** The main thread's CPU time (user and system) so far, in ms. */
function threadCpuMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

/** Lets the event loop turn (timers, I/O, other jobs) before going on: a long computation's slices are awaited with it. */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
