import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Hysteresis } from '../application/hysteresis.js';

/** An event loop held this long in a second is not serving (a kept answer takes well under a millisecond). */
export const EVENT_LOOP_LIMIT_MS = 1_000;
/** Seconds in a row past the limit before the process says it is not ready, and under it before it is ready again. */
const BUSY_AFTER_SECONDS = 5;
const READY_AFTER_SECONDS = 3;

/**
 * Whether THIS process can take requests (issue 34: readiness reflects the process, not a shared
 * dependency): its event loop answers. A load balancer routes by it (docker/Caddyfile), so it must
 * not flip on one slow second, nor with PostgreSQL or Redis (slow or away for every process alike:
 * routing away from each in turn would refuse everyone, where each process can still answer kept
 * pages and say 503 with Retry-After). Excess load is shed per request instead (shed-excess-load.ts).
 */
@Injectable()
export class ProcessReadiness implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly delay = monitorEventLoopDelay({ resolution: 20 });
  private readonly responsive = new Hysteresis(true, BUSY_AFTER_SECONDS, READY_AFTER_SECONDS);
  private timer?: NodeJS.Timeout;

  /** 'up' when the process can take requests, 'busy' when its event loop has been held for seconds. */
  current(): 'up' | 'busy' {
    return this.responsive.current ? 'up' : 'busy';
  }

  onApplicationBootstrap(): void {
    this.delay.enable();
    this.timer = setInterval(() => {
      // The longest the loop was held since the last look (in ns): one look a second.
      this.responsive.observe(this.delay.max / 1e6 < EVENT_LOOP_LIMIT_MS);
      this.delay.reset();
    }, 1_000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
    this.delay.disable();
  }
}
