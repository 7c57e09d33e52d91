import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { dateInZone } from './clock';
import { adoptDrawnDates } from './drawn-dates';
import { drawnDatesOf, recordingDates, startDrawnDates } from './drawn-dates-record';
import { formatGameTime, gameWallClock } from './game-time';

const ZONE = 'America/Los_Angeles';
// Sat 7/11/26 6:00 PM in Seattle.
const SATURDAY_EVENING = '2026-07-12T01:00:00.000Z';

/** Draws as the server does, and hands the page's dates to the "browser" (this module's other side). */
function drawAndAdopt(draw: () => void): void {
  const book = startDrawnDates();
  recordingDates(book, draw);
  adoptDrawnDates(JSON.stringify(drawnDatesOf(book)));
}

/** How many times the page asked Intl to format a date, while `run` ran. */
function intlCallsDuring(run: () => void): number {
  // format is a getter (a bound function): each call reads it once.
  const format = jest.spyOn(Intl.DateTimeFormat.prototype as unknown as { format: object }, 'format', 'get');
  const formatToParts = jest.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
  try {
    run();
    return format.mock.calls.length + formatToParts.mock.calls.length;
  } finally {
    format.mockRestore();
    formatToParts.mockRestore();
  }
}

describe('the dates a page was drawn with (issue 31: hydration makes no Intl formatter)', () => {
  afterEach(() => adoptDrawnDates('null'));

  it('answers the texts and parts the server drew without Intl, and asks Intl for any other date', () => {
    drawAndAdopt(() => {
      formatGameTime(SATURDAY_EVENING, ZONE, 'longDay');
      gameWallClock(SATURDAY_EVENING, ZONE);
    });
    let text = '';
    let wall = { date: '', time: '' };
    expect(
      intlCallsDuring(() => {
        text = formatGameTime(SATURDAY_EVENING, ZONE, 'longDay');
        wall = gameWallClock(SATURDAY_EVENING, ZONE);
      }),
    ).toBe(0);
    expect(text).toBe('Saturday, July 11, 2026');
    expect(wall).toEqual({ date: '2026-07-11', time: '18:00:00' });
    // Another instant, or another form of the same one: Intl, with the same answer as without the page's dates.
    expect(intlCallsDuring(() => expect(formatGameTime(SATURDAY_EVENING, ZONE, 'clock')).toBe('6:00 PM'))).toBe(1);
    expect(
      intlCallsDuring(() =>
        expect(formatGameTime('2026-07-13T01:00:00.000Z', ZONE, 'longDay')).toBe('Sunday, July 12, 2026'),
      ),
    ).toBe(1);
  });

  it("knows the league day of any instant in a day the server worked out, to the millisecond, a 23-hour day's too", () => {
    // March 8, 2026: clocks in Seattle go from 2:00 to 3:00 AM; the day runs 08:00Z to 07:00Z next day.
    drawAndAdopt(() => {
      dateInZone(new Date('2026-03-08T20:00:00Z'), ZONE);
      dateInZone(new Date(SATURDAY_EVENING), ZONE);
    });
    const days: string[] = [];
    expect(
      intlCallsDuring(() => {
        for (const instant of ['2026-03-08T08:00:00.000Z', '2026-03-08T12:00:00Z', '2026-03-09T06:59:59.999Z'])
          days.push(dateInZone(new Date(instant), ZONE));
        days.push(dateInZone(new Date('2026-07-11T07:00:00.000Z'), ZONE));
      }),
    ).toBe(0);
    expect(days).toEqual(['2026-03-08', '2026-03-08', '2026-03-08', '2026-07-11']);
    // Either side of the day: Intl, which says the neighbouring days.
    expect(dateInZone(new Date('2026-03-08T07:59:59.999Z'), ZONE)).toBe('2026-03-07');
    expect(dateInZone(new Date('2026-03-09T07:00:00.000Z'), ZONE)).toBe('2026-03-09');
    // Another zone's day is not this one.
    expect(
      intlCallsDuring(() => expect(dateInZone(new Date('2026-03-08T12:00:00Z'), 'Asia/Tokyo')).toBe('2026-03-08')),
    ).toBe(1);
  });

  it('ignores malformed page dates: every date is then formatted as usual', () => {
    for (const json of ['{', '{"formats":"x"}', '{"formats":[],"texts":[[0,1,2]],"parts":[],"days":[["Z",5,1,"x"]]}']) {
      adoptDrawnDates(json);
      expect(formatGameTime(SATURDAY_EVENING, ZONE, 'longDay')).toBe('Saturday, July 11, 2026');
      expect(dateInZone(new Date(SATURDAY_EVENING), ZONE)).toBe('2026-07-11');
    }
  });

  it('records nothing outside a server render', () => {
    formatGameTime(SATURDAY_EVENING, ZONE, 'mediumDay');
    dateInZone(new Date(SATURDAY_EVENING), ZONE);
    const book = startDrawnDates();
    expect(drawnDatesOf(book)).toEqual({ formats: [], texts: [], parts: [], days: [] });
  });
});
