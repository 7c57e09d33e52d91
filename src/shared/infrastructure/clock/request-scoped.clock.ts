import { AsyncLocalStorage } from 'node:async_hooks';
import { DateTime } from 'luxon';
import { Clock } from '../../application/clock.js';

/**
 * The system clock, which tests and demos may move for one request at a time
 * (api.md §1.1: the test clock exists on the server too, off in production).
 * Per request rather than per process, so parallel requests never see each other's "now".
 */
export class RequestScopedClock extends Clock {
  private readonly override = new AsyncLocalStorage<Date>();

  constructor(private readonly leagueTimeZone: string) {
    super();
  }

  now(): Date {
    return this.override.getStore() ?? new Date();
  }

  /** Runs fn with "now" set from a date (yyyy-MM-dd, keeping the wall time of day) or an ISO date-time; invalid input is ignored. */
  runAt<T>(value: string | undefined, fn: () => T): T {
    const at = value ? this.parse(value) : undefined;
    return at ? this.override.run(at, fn) : fn();
  }

  private parse(value: string): Date | undefined {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      const day = DateTime.fromISO(value, { zone: this.leagueTimeZone });
      if (!day.isValid) return undefined;
      const wallTime = DateTime.now().setZone(this.leagueTimeZone);
      return day.set({ hour: wallTime.hour, minute: wallTime.minute, second: wallTime.second }).toJSDate();
    }
    const instant = DateTime.fromISO(value, { zone: this.leagueTimeZone });
    return instant.isValid ? instant.toJSDate() : undefined;
  }
}
