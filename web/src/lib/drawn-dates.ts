/**
 * The dates a page was drawn with on the server, for its hydration in the browser (issue 31,
 * docs/decisions/0173).
 *
 * The browser's first Intl formatter loads ICU's data: 40 ms of the main thread in a Lighthouse
 * run, 160 ms on a phone four times slower, in one task in the middle of hydration (the largest
 * one on Game Detail). The server records each date text it formats and the span of each league
 * day it works out (drawn-dates-record.ts); the page carries them (#league-page-dates), and the
 * browser's formatters answer from them, making a real Intl formatter only for a date the page was
 * not drawn with. The texts are the server's own, so hydration finds exactly the HTML's text.
 */

/** A formatter as the screens use one (the two methods of Intl.DateTimeFormat they call). */
export interface DateFormat {
  format(date: Date): string;
  formatToParts(date: Date): Intl.DateTimeFormatPart[];
}

/** A league day in a zone: the instants from `from` up to, not including, `until` are on `date`. */
export interface DaySpan {
  readonly zone: string;
  readonly from: number;
  readonly until: number;
  /** yyyy-MM-dd */
  readonly date: string;
}

/** What a page carries: each formatter's id once, then its texts and parts by instant (ms), and its league days. */
export interface DrawnDates {
  readonly formats: string[];
  readonly texts: [format: number, instant: number, text: string][];
  readonly parts: [format: number, instant: number, parts: [type: string, value: string][]][];
  readonly days: [zone: string, from: number, until: number, date: string][];
}

/** Dates by `dateKey`, and league days. */
export interface DateBook {
  readonly texts: Map<string, string>;
  readonly parts: Map<string, Intl.DateTimeFormatPart[]>;
  readonly days: DaySpan[];
}

/** Server: what a render pass formats goes here (drawn-dates-record.ts sets it for the pass). */
export interface DateRecorder {
  readonly book: DateBook;
  day(zone: string, date: string, instant: number): void;
}

export const emptyDateBook = (): DateBook => ({ texts: new Map(), parts: new Map(), days: [] });

/** A formatted date's key: its instant (ms), then its formatter's locale and options. */
export const dateKey = (formatId: string, instant: number): string => `${instant} ${formatId}`;

/** Browser: the page's dates. Server: none (it formats for real, and records). */
let known: DateBook | null = null;
/** Server: the render pass in progress (a pass is synchronous, so one at a time). */
let recorder: DateRecorder | null = null;

export function setDateRecorder(next: DateRecorder | null): void {
  recorder = next;
}

/** A formatter that answers from the page's dates first; the Intl formatter is made at its first miss. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): DateFormat {
  const id = `${locale} ${JSON.stringify(options)}`;
  let intl: Intl.DateTimeFormat | undefined;
  const real = () => (intl ??= new Intl.DateTimeFormat(locale, options));
  return {
    format(date) {
      const key = dateKey(id, date.getTime());
      const text = known?.texts.get(key) ?? real().format(date);
      recorder?.book.texts.set(key, text);
      return text;
    },
    formatToParts(date) {
      const key = dateKey(id, date.getTime());
      const parts = known?.parts.get(key) ?? real().formatToParts(date);
      recorder?.book.parts.set(key, parts);
      return parts.map((part) => ({ ...part }));
    },
  };
}

/** The league day (yyyy-MM-dd) of an instant in a zone, from the page's days; undefined when it has none for it. */
export const drawnDay = (zone: string, instant: number): string | undefined =>
  known?.days.find((span) => span.zone === zone && instant >= span.from && instant < span.until)?.date;

/** Tells the server render in progress (if any) a day that `dateInZone` worked out with Intl. */
export const dayWorkedOut = (zone: string, date: string, instant: number): void => recorder?.day(zone, date, instant);

/** Browser: the page's dates (#league-page-dates), before it hydrates. Anything malformed is ignored (the formatters then work as usual). */
export function adoptDrawnDates(json: string): void {
  known = null;
  const book = emptyDateBook();
  try {
    const { formats, texts, parts, days } = JSON.parse(json) as DrawnDates;
    for (const [format, instant, text] of texts) {
      const id = formats[format];
      if (id !== undefined && typeof text === 'string') book.texts.set(dateKey(id, instant), text);
    }
    for (const [format, instant, pairs] of parts) {
      const id = formats[format];
      if (id !== undefined && Array.isArray(pairs))
        book.parts.set(
          dateKey(id, instant),
          pairs.map(([type, value]) => ({ type: type as Intl.DateTimeFormatPartTypes, value })),
        );
    }
    for (const [zone, from, until, date] of days)
      if (typeof zone === 'string' && from < until && /^\d{4}-\d{2}-\d{2}$/.test(date))
        book.days.push({ zone, from, until, date });
  } catch {
    return;
  }
  known = book;
}
