/**
 * The site's notion of "now". Product §2.4: an optional `today` query parameter sets the
 * current date (test use). It takes a date (yyyy-MM-dd: that day, at the real time
 * of day) or a date-time (ISO 8601: that instant, and the clock runs on from there).
 * Invalid input is ignored; `?today=` (empty) clears it. The value is remembered in
 * sessionStorage, so it lasts for the tab without repeating it on every link, and is
 * sent to the server as X-Test-Today, which the server honours only where its test clock is
 * on (test mode, or TEST_CLOCK=true): elsewhere it moves this tab's display and nothing else.
 */
import { useEffect, useState } from 'react';
import { LEAGUE_TIME_ZONE } from '@/config/site';
import { dayWorkedOut, drawnDay } from './drawn-dates';

const STORAGE_KEY = 'league.today';
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;

interface ClockOverride {
  /** The value as given (validated). */
  readonly value: string;
  /** Real time (ms) when it was given, so a date-time override keeps ticking. */
  readonly setAt: number;
}

/** A valid `today` value as a Date (date-only values at local midnight), else null. */
export function parseToday(value: string): Date | null {
  const trimmed = value.trim();
  const dateOnly = DATE_ONLY.exec(trimmed);
  if (dateOnly) {
    const [year, month, day] = [Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3])];
    const date = new Date(year, month - 1, day);
    const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
    return real && year >= 1900 && year < 2200 ? date : null;
  }
  if (!DATE_TIME.test(trimmed)) return null;
  const instant = new Date(trimmed.replace(' ', 'T'));
  return Number.isNaN(instant.getTime()) ? null : instant;
}

const isDateOnly = (value: string): boolean => DATE_ONLY.test(value.trim());

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function readStored(): ClockOverride | null {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<ClockOverride>;
    if (typeof stored.value !== 'string' || typeof stored.setAt !== 'number' || !parseToday(stored.value)) return null;
    return { value: stored.value, setAt: stored.setAt };
  } catch {
    return null;
  }
}

function writeStored(override: ClockOverride | null): void {
  try {
    if (override) storage()?.setItem(STORAGE_KEY, JSON.stringify(override));
    else storage()?.removeItem(STORAGE_KEY);
  } catch {
    // No storage: the override lasts for this page only.
  }
}

let pageOverride: ClockOverride | null = null;

/** Reads ?today= from the current address (every call, so client-side links with it work too). */
function currentOverride(): ClockOverride | null {
  const search = typeof window === 'undefined' ? '' : window.location.search;
  const params = new URLSearchParams(search);
  const stored = readStored() ?? pageOverride;
  if (params.has('today')) {
    const given = params.get('today')?.trim() ?? '';
    if (given === '') {
      pageOverride = null;
      writeStored(null);
      return null;
    }
    if (parseToday(given)) {
      if (stored?.value === given) return stored;
      const override = { value: given, setAt: Date.now() };
      pageOverride = override;
      writeStored(override);
      return override;
    }
  }
  return stored;
}

function overrideNow(override: ClockOverride): Date {
  const base = parseToday(override.value)!;
  if (isDateOnly(override.value)) {
    const real = new Date();
    base.setHours(real.getHours(), real.getMinutes(), real.getSeconds(), real.getMilliseconds());
    return base;
  }
  return new Date(base.getTime() + (Date.now() - override.setAt));
}

/**
 * The server render's `today` (entry-server.tsx): the page's ?today= value, set before each
 * render pass (a render is synchronous, so passes of other requests never see it). The server
 * has no address bar or sessionStorage; null clears it.
 */
export function setRenderToday(value: string | null): void {
  pageOverride = value !== null && parseToday(value) ? { value, setAt: Date.now() } : null;
}

/**
 * Remembers a `today` parameter of the current address for the tab. The app calls it
 * at start and after each navigation, so the value sticks even when the page it came
 * with asks the server nothing.
 */
export function rememberTestToday(): void {
  currentOverride();
}

/** The current date and time, honouring the test `today` parameter. */
export function now(): Date {
  const override = currentOverride();
  return override ? overrideNow(override) : new Date();
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** dateInZone by Intl itself (no page's days). */
export function dateInZoneByIntl(instant: number, zone: string): string {
  let format = dateFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts['year']}-${parts['month']}-${parts['day']}`;
}

/**
 * The calendar date (yyyy-MM-dd) of an instant in a time zone: 00:30 UTC on the 25th is the 24th in Seattle.
 * A page the server drew knows its days without Intl (lib/drawn-dates.ts).
 */
export function dateInZone(instant: Date, zone: string): string {
  const time = instant.getTime();
  const drawn = drawnDay(zone, time);
  if (drawn) return drawn;
  const date = dateInZoneByIntl(time, zone);
  dayWorkedOut(zone, date, time);
  return date;
}

/**
 * Today as the league counts days (yyyy-MM-dd in the league's zone), the days the API's
 * date windows use: tonight's games are "today" until midnight at the tables, whatever
 * the zone of the visitor's computer. A date-only `today` parameter is that day as given.
 */
export function leagueToday(zone: string = LEAGUE_TIME_ZONE): string {
  const override = currentOverride();
  if (override && isDateOnly(override.value)) return override.value.trim();
  return dateInZone(override ? overrideNow(override) : new Date(), zone);
}

/**
 * The X-Test-Today header value, or null without an override. A date is sent as
 * given; a date-time as the running instant, so server and site agree on "now".
 */
export function testTodayHeader(): string | null {
  const override = currentOverride();
  if (!override) return null;
  return isDateOnly(override.value) ? override.value : overrideNow(override).toISOString();
}

/** Re-renders every `intervalMs` with the current time (countdowns, "today" markers). */
export function useNow(intervalMs = 1000): Date {
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    const timer = window.setInterval(() => setCurrent(now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return current;
}
