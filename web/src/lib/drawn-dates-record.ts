/**
 * The server's side of lib/drawn-dates.ts: what a page's render passes format, recorded, and made
 * into what the page carries. Not part of the browser's scripts.
 */
import { dateInZoneByIntl } from './clock';
import { emptyDateBook, setDateRecorder, type DateBook, type DrawnDates } from './drawn-dates';

const HOUR = 3_600_000;
const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** How far a zone's clocks are ahead of UTC at an instant, in ms. */
function offsetInZone(instant: number, zone: string): number {
  let format = wallFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(
    parts['year']!,
    parts['month']! - 1,
    parts['day']!,
    parts['hour']!,
    parts['minute']!,
    parts['second']!,
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * Adds the instants of a zone's day, from its midnight to the next. Checked at both ends (the day
 * before its start, the next day at its end); a day it cannot pin down is left out, and the browser
 * asks Intl for it.
 */
function addDay(book: DateBook, zone: string, date: string, instant: number): void {
  if (book.days.some((span) => span.zone === zone && span.date === date)) return;
  const midnight = Date.parse(`${date}T00:00:00Z`);
  const nextMidnight = midnight + 24 * HOUR;
  const instantOf = (wallMidnight: number) => {
    const guess = wallMidnight - offsetInZone(instant, zone);
    return wallMidnight - offsetInZone(guess, zone);
  };
  const from = instantOf(midnight);
  const until = instantOf(nextMidnight);
  const next = new Date(nextMidnight).toISOString().slice(0, 10);
  if (
    dateInZoneByIntl(from, zone) === date &&
    dateInZoneByIntl(from - 1, zone) !== date &&
    dateInZoneByIntl(until - 1, zone) === date &&
    dateInZoneByIntl(until, zone) === next
  )
    book.days.push({ zone, from, until, date });
}

/** An empty record for one page's render passes. */
export const startDrawnDates = (): DateBook => emptyDateBook();

/** Records the dates `draw` formats into `book`, and answers what it drew. */
export function recordingDates<T>(book: DateBook, draw: () => T): T {
  setDateRecorder({ book, day: (zone, date, instant) => addDay(book, zone, date, instant) });
  try {
    return draw();
  } finally {
    setDateRecorder(null);
  }
}

/** A page's record as it goes into the page. */
export function drawnDatesOf(book: DateBook): DrawnDates {
  const formats: string[] = [];
  const indexOf = (id: string): number => {
    const index = formats.indexOf(id);
    return index >= 0 ? index : formats.push(id) - 1;
  };
  const split = (key: string): [number, number] => {
    const space = key.indexOf(' ');
    return [indexOf(key.slice(space + 1)), Number(key.slice(0, space))];
  };
  return {
    formats,
    texts: [...book.texts].map(([key, text]) => [...split(key), text]),
    parts: [...book.parts].map(([key, parts]) => [...split(key), parts.map((part) => [part.type, part.value])]),
    days: book.days.map((span) => [span.zone, span.from, span.until, span.date]),
  };
}
