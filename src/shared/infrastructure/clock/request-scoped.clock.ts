import { AsyncLocalStorage } from 'node:async_hooks';
import { DateTime } from 'luxon';
import { Clock } from '../../application/clock.js';
import { isCalendarDate, isIsoInstant } from '../../domain/calendar-date.js';

/**
 * The system clock, which tests may move for one request at a time (api.md §1.1: the test
 * clock exists on the server too, on in test mode only, or with TEST_CLOCK=true outside production).
 * Per request rather than per process, so parallel requests never see each other's "now".
 */
/**
 * Years "now" may be moved to: the league's own (2004-2099) with a wide margin. Not 1-9999 as
 * for dates in input: "now" is also the base of arithmetic (a session's 30 idle days, a
 * 180-day window), and a day before year 1 is one PostgreSQL refuses.
 */
const TEST_CLOCK_YEARS = /^(19|2\d)\d\d-/;

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
    // Only days and instants that exist (luxon also takes week dates, ordinals and six-digit years), in sensible years.
    if (!TEST_CLOCK_YEARS.test(value)) return undefined;
    if (isCalendarDate(value)) {
      const day = DateTime.fromISO(value, { zone: this.leagueTimeZone });
      const wallTime = DateTime.now().setZone(this.leagueTimeZone);
      return day.set({ hour: wallTime.hour, minute: wallTime.minute, second: wallTime.second }).toJSDate();
    }
    if (!isIsoInstant(value)) return undefined;
    const instant = DateTime.fromISO(value.replace(' ', 'T'), { zone: this.leagueTimeZone });
    return instant.isValid ? instant.toJSDate() : undefined;
  }
}
