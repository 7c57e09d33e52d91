import { DateTime } from 'luxon';
import { EventType } from '../shared/domain/event-type.js';
import { SEASONS } from '../shared/domain/period.js';
import { periodRange, qualifyingSeasonFor } from '../shared/domain/zoned-period.js';
import { inviteYearRange } from '../modules/bonuses/domain/vegas-invites.js';
import { seriesDates, type EventDay, type Frequency } from '../modules/venues/domain/series-schedule.js';
import { resolveGameTitle } from '../modules/games/domain/game-title.js';
import type { DemoSeriesPlan, DemoVenuePlan } from './demo-venues.js';
import { seededRandom } from './demo-random.js';

/** The demo's time span: games from two years back to four weeks ahead. */
export interface DemoWindow {
  /** two years before now */
  readonly start: Date;
  readonly now: Date;
  /** four weeks after now */
  readonly end: Date;
  /** the league's time zone: months, seasons and invite years are cut in it */
  readonly zone: string;
}

export function demoWindow(now: Date, zone: string): DemoWindow {
  const local = DateTime.fromJSDate(now, { zone });
  return { start: local.minus({ years: 2 }).toJSDate(), now, end: local.plus({ weeks: 4 }).toJSDate(), zone };
}

/** The league date `months` months before now (yyyy-MM-dd). */
export const monthsBefore = (window: DemoWindow, months: number): string =>
  DateTime.fromJSDate(window.now, { zone: window.zone }).minus({ months }).toISODate()!;

export interface SeededVenue {
  readonly index: number;
  readonly plan: DemoVenuePlan;
  readonly venueID: number;
  readonly title: string;
  readonly timeZone: string;
  /** the first night any of its series ran (yyyy-MM-dd) */
  readonly openedOn: string;
}

export interface SeededSeries {
  readonly plan: DemoSeriesPlan;
  readonly venue: SeededVenue;
  readonly eventID: number;
  readonly hostID: number;
  readonly eventType: number;
  readonly eventDay: EventDay;
  readonly frequency: Frequency;
  /** HH:mm:00 */
  readonly eventTime: string;
  readonly startDate: string;
  readonly stopDate: string | null;
}

/** A game before it is played: where, when, who hosts, and its flags. */
export interface PlannedGame {
  readonly venue: SeededVenue;
  readonly eventID: number | null;
  readonly hostID: number;
  readonly eventType: number;
  readonly title: string;
  readonly gameAt: Date;
  readonly doublePoints: boolean;
  readonly canceled: boolean;
  readonly notice: string | null;
  /** Hidden from visitors (tonight's practice games for the demo host). */
  readonly unlisted?: boolean;
}

/** Every game of the demo, oldest first, so game ids grow with time as they would in a real league. */
export function scheduleLeague(
  series: readonly SeededSeries[],
  venues: readonly SeededVenue[],
  staff: { seasonFinalHost: (venue: SeededVenue) => number; championshipHostID: number; gameNightHostID: number },
  window: DemoWindow,
): PlannedGame[] {
  const games = [
    ...scheduleSeriesGames(series, window),
    ...scheduleSeasonFinals(venues, staff.seasonFinalHost, window),
    ...scheduleChampionships(venues, staff.championshipHostID, window),
    ...scheduleGameNight(series, venues, staff.gameNightHostID, window),
  ];
  return games.sort((a, b) => a.gameAt.getTime() - b.gameAt.getTime() || a.venue.index - b.venue.index);
}

/** How much of a season (or invite year) the demo must cover before its final is played. */
const QUALIFYING_MINIMUM_MS = 45 * 24 * 3600_000;

const CANCEL_NOTICES = [
  'Canceled: the venue is closed for a private party.',
  'Canceled: power outage on the block tonight. Sorry, everyone!',
  'Canceled: snow and ice, stay safe and see you next week.',
  'Canceled: the room is being repainted this week.',
];

/** One game per date each series runs, at the series' time in the venue's time zone. */
function scheduleSeriesGames(allSeries: readonly SeededSeries[], window: DemoWindow): PlannedGame[] {
  const random = seededRandom('demo schedule');
  const from = DateTime.fromJSDate(window.start, { zone: window.zone }).toISODate()!;
  const to = closingsEnd(window);
  const games: PlannedGame[] = [];
  let doublePointsNoticeGiven = false;
  for (const one of allSeries) {
    for (const date of seriesDates(one, from, to)) {
      const gameAt = DateTime.fromISO(`${date}T${one.eventTime}`, { zone: one.venue.timeZone }).toJSDate();
      const holiday = holidayOn(date);
      // Past the window only the closed nights the holiday post names are on the calendar.
      if (gameAt < window.start || (gameAt > window.end && holiday === null)) continue;
      const canceled = holiday !== null || random.chance(0.012);
      // Satellites run double points more often: it is their big draw.
      const doublePoints = !canceled && random.chance(one.eventType === EventType.Satellite ? 0.1 : 0.025);
      const upcoming = gameAt > window.now;
      let notice: string | null = null;
      if (holiday) notice = `No game tonight: closed for ${holiday}.`;
      else if (canceled) notice = random.pick(CANCEL_NOTICES);
      else if (doublePoints && upcoming && !doublePointsNoticeGiven) {
        notice = 'Double points night: bring a friend!';
        doublePointsNoticeGiven = true;
      }
      games.push({
        venue: one.venue,
        eventID: one.eventID,
        hostID: one.hostID,
        eventType: one.eventType,
        // A blank title goes by the venue's name (games' own titles may not carry modifiers).
        title: resolveGameTitle(null, one.venue.title),
        gameAt,
        doublePoints,
        canceled,
        notice,
      });
    }
  }
  return games;
}

/** A league announces its next season final a season ahead: the demo schedules it even past its four weeks. */
const NEXT_FINAL_HORIZON_MONTHS = 4;

/**
 * One Quarterly game per season, the second Saturday of February, May, August
 * and November at 11:00 (registration 9:00-10:30): each plays the season that
 * ended the month before (Winter, Spring, Summer, Fall). The venue rotates
 * around the bigger rooms open at the time. Besides those in the window, the next
 * final after it is on the calendar already, so the quarterly page has one to show.
 */
function scheduleSeasonFinals(
  venues: readonly SeededVenue[],
  hostFor: (venue: SeededVenue) => number,
  window: DemoWindow,
): PlannedGame[] {
  const bigRooms = venues.filter((venue) => venue.plan.turnout >= 17);
  const games: PlannedGame[] = [];
  const horizon = DateTime.fromJSDate(window.now, { zone: window.zone })
    .plus({ months: NEXT_FINAL_HORIZON_MONTHS })
    .toJSDate();
  let nextFinalPlanned = false;
  let turn = 0;
  for (const { year, month } of monthsInWindow({ ...window, end: horizon }, [2, 5, 8, 11])) {
    const date = secondSaturday(year, month);
    const open = bigRooms.filter((venue) => venue.openedOn <= date);
    const venue = open[turn++ % open.length]!;
    const gameAt = DateTime.fromISO(`${date}T11:00:00`, { zone: venue.timeZone }).toJSDate();
    if (gameAt < window.start || gameAt > horizon) continue;
    if (gameAt > window.end) {
      if (nextFinalPlanned) continue;
      nextFinalPlanned = true;
    }
    const season = qualifyingSeasonFor(gameAt, window.zone);
    // A final whose season was (nearly) over before the demo's first games would have nobody qualified.
    if (periodRange(season, window.zone).stop.getTime() - window.start.getTime() < QUALIFYING_MINIMUM_MS) continue;
    games.push({
      venue,
      eventID: null,
      hostID: hostFor(venue),
      eventType: EventType.Quarterly,
      title: resolveGameTitle(`${SEASONS[season.period].name} ${season.year} Season Final`, venue.title),
      gameAt,
      doublePoints: false,
      canceled: false,
      notice: gameAt > window.now ? 'Registration 9:00-10:30 AM; cards up at 11:00. Bring your player card.' : null,
    });
  }
  return games;
}

/** The national championship (a Tournament) on the second Saturday of June, alternating between two flagship rooms. */
function scheduleChampionships(venues: readonly SeededVenue[], hostID: number, window: DemoWindow): PlannedGame[] {
  const flagships = [venues[0]!, venues[3]!];
  return monthsInWindow(window, [6]).flatMap(({ year }) => {
    const venue = flagships[year % flagships.length]!;
    const gameAt = DateTime.fromISO(`${secondSaturday(year, 6)}T11:00:00`, { zone: venue.timeZone }).toJSDate();
    if (gameAt < window.start || gameAt > window.end) return [];
    // Likewise a championship whose invite year the demo barely covers would have nobody invited.
    if (inviteYearRange(year, window.zone).stop.getTime() - window.start.getTime() < QUALIFYING_MINIMUM_MS) return [];
    return [
      {
        venue,
        eventID: null,
        hostID,
        eventType: EventType.Tournament,
        title: resolveGameTitle(`${year} National Championship`, venue.title),
        gameAt,
        doublePoints: false,
        canceled: false,
        notice: null,
      },
    ];
  });
}

/**
 * Tonight's game night for the demo `host` account (README "Try a game night"): a Regular
 * starting in 30 minutes (early check-ins earn the *), a Satellite and a Quarterly that
 * started 15 minutes ago (scans count; registration is still open), none ended yet.
 * Unlisted: practice games, shown in host mode only, so the quarterly page's "next
 * tournament" and the visitors' lists never show them.
 */
function scheduleGameNight(
  series: readonly SeededSeries[],
  venues: readonly SeededVenue[],
  hostID: number,
  window: DemoWindow,
): PlannedGame[] {
  const venue = series.find((one) => one.hostID === hostID)?.venue ?? venues[0]!;
  const minutesFromNow = (minutes: number) =>
    DateTime.fromJSDate(window.now, { zone: window.zone }).plus({ minutes }).startOf('minute').toJSDate();
  const tonight = (eventType: number, gameAt: Date): PlannedGame => ({
    venue,
    eventID: null,
    hostID,
    eventType,
    title: resolveGameTitle('Demo Game Night', venue.title),
    gameAt,
    doublePoints: false,
    canceled: false,
    notice: null,
    unlisted: true,
  });
  return [
    tonight(EventType.Regular, minutesFromNow(30)),
    tonight(EventType.Satellite, minutesFromNow(-15)),
    tonight(EventType.Quarterly, minutesFromNow(-15)),
  ];
}

function monthsInWindow(window: DemoWindow, months: readonly number[]): { year: number; month: number }[] {
  const first = DateTime.fromJSDate(window.start, { zone: window.zone }).year;
  const last = DateTime.fromJSDate(window.end, { zone: window.zone }).year;
  const found: { year: number; month: number }[] = [];
  for (let year = first; year <= last; year++) for (const month of months) found.push({ year, month });
  return found;
}

function secondSaturday(year: number, month: number): string {
  const first = DateTime.fromObject({ year, month, day: 1 }, { zone: 'utc' });
  // luxon weekday: Saturday is 6.
  return first.plus({ days: ((6 - first.weekday + 7) % 7) + 7 }).toISODate()!;
}

/** The winter nights the venues close, which the demo's "Holiday schedule" post names: [month-day, name]. */
const WINTER_CLOSINGS: readonly (readonly [string, string])[] = [
  ['12-24', 'Christmas Eve'],
  ['12-25', 'Christmas'],
  ['12-31', "New Year's Eve"],
  ['01-01', "New Year's Day"],
];

/** The winter closings that follow December of `year`, as league dates (yyyy-MM-dd), in calendar order. */
export function winterClosings(year: number): { readonly date: string; readonly name: string }[] {
  return WINTER_CLOSINGS.map(([monthDay, name]) => ({
    date: `${monthDay.startsWith('01') ? year + 1 : year}-${monthDay}`,
    name,
  }));
}

/** The December whose holidays the demo's post announces: this one from December 1, else last year's. */
export const holidayDecember = (window: DemoWindow): number => {
  const now = DateTime.fromJSDate(window.now, { zone: window.zone });
  return now.month === 12 ? now.year : now.year - 1;
};

/**
 * The last night the holiday post names, when it is after the window's four weeks (a demo
 * started on December 2 ends on the 30th): its closed nights are on the calendar anyway,
 * canceled, as a league posts its closings ahead (issue 30).
 */
function closingsEnd(window: DemoWindow): string {
  const lastClosing = winterClosings(holidayDecember(window)).at(-1)!.date;
  const windowEnd = DateTime.fromJSDate(window.end, { zone: window.zone }).toISODate()!;
  return lastClosing > windowEnd ? lastClosing : windowEnd;
}

/** The nights the venues close, so the demo calendar shows a few canceled games. */
function holidayOn(date: string): string | null {
  const day = DateTime.fromISO(date, { zone: 'utc' });
  const monthDay = day.toFormat('MM-dd');
  const winter = WINTER_CLOSINGS.find(([closed]) => closed === monthDay);
  if (winter) return winter[1];
  if (monthDay === '07-04') return 'the Fourth of July';
  // Thanksgiving: the fourth Thursday of November.
  if (day.month === 11 && day.weekday === 4 && Math.ceil(day.day / 7) === 4) return 'Thanksgiving';
  return null;
}
