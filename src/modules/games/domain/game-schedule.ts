import { DateTime } from 'luxon';
import { seriesDates, type SeriesSchedule } from '../../venues/domain/series-schedule.js';
import { resolveGameTitle } from './game-title.js';

/** How far ahead the schedule puts a recurring event's games on the calendar. */
export const SCHEDULE_WEEKS = 8;

/** A recurring event as the schedule reads it: its rules, and the venue it plays at. */
export interface ScheduledSeries extends SeriesSchedule {
  readonly eventID: number;
  readonly venueID: number;
  readonly venueTitle: string;
  /** The venue's IANA zone: the event's time of day is a wall-clock time there. */
  readonly timeZone: string;
  readonly hostID: number | null;
  readonly eventType: number;
  /** "HH:mm:00" */
  readonly eventTime: string;
  /** yyyy-MM-dd: the schedule as saved applies from this date on (none: from its start). */
  readonly effectDate: string | null;
}

/** One game the schedule wants: the event's date and everything the game is made with. */
export interface PlannedGame {
  /** yyyy-MM-dd in the venue's zone: the occurrence's key with the eventID */
  readonly occursOn: string;
  readonly gameAt: Date;
  readonly title: string;
  readonly venueID: number;
  /** The venue's IANA zone, in which occursOn is a date. */
  readonly timeZone: string;
  readonly eventID: number;
  readonly hostID: number | null;
  readonly eventType: number;
}

/** The first and last dates (yyyy-MM-dd, in the venue's zone) the schedule covers from `now`. */
export function scheduleWindow(now: Date, timeZone: string): { from: string; to: string } {
  const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day');
  return { from: today.toISODate()!, to: today.plus({ weeks: SCHEDULE_WEEKS, days: -1 }).toISODate()! };
}

/** The first date the series' schedule as saved governs: today, or its effective date when later. */
export function effectiveFrom(series: ScheduledSeries, now: Date): string {
  const { from } = scheduleWindow(now, series.timeZone);
  return series.effectDate && series.effectDate > from ? series.effectDate : from;
}

/**
 * The games a series should have over the next eight weeks: one for each date it runs on
 * (the venues module's recurrence rules), from its start or effective date, whichever is
 * later, to its stop date; each at the series' time in the venue's zone. Dates whose game
 * time has already passed are left out. A blank game title goes by the venue's name, as a
 * game saved with a blank title does (the series' own title carries its schedule, "Tuesdays
 * 7:00 PM", which a game's title would only repeat).
 */
export function plannedGames(series: ScheduledSeries, now: Date): PlannedGame[] {
  const from = effectiveFrom(series, now);
  const { to } = scheduleWindow(now, series.timeZone);
  const title = resolveGameTitle(null, series.venueTitle);
  return seriesDates(series, from, to)
    .map((occursOn) => ({
      occursOn,
      gameAt: DateTime.fromISO(`${occursOn}T${series.eventTime}`, { zone: series.timeZone }).toJSDate(),
      title,
      venueID: series.venueID,
      timeZone: series.timeZone,
      eventID: series.eventID,
      hostID: series.hostID,
      eventType: series.eventType,
    }))
    .filter((game) => game.gameAt > now);
}

/** A game the schedule made earlier for a date from today on, as it stands now. */
export interface ScheduledGame {
  readonly occursOn: string;
  readonly gameID: number;
  readonly gameAt: Date;
  readonly title: string;
  readonly hostID: number | null;
  readonly eventType: number;
  /** Nobody changed it since it was made: not moved, canceled, edited, or played. */
  readonly untouched: boolean;
}

/** What a run changes in the games a series already has. */
export interface ScheduleChanges {
  /** Untouched games on dates the series no longer runs on (a stop date moved earlier, another day or frequency). */
  readonly takeBack: ScheduledGame[];
  /** Untouched games on dates it still runs on, whose time, title, host or type no longer match: updated in place, keeping their gameID. */
  readonly refresh: { readonly game: ScheduledGame; readonly planned: PlannedGame }[];
}

/**
 * How the games the schedule made earlier follow a change of their series, from the date the
 * change takes effect, within this run's window: only untouched games change. A game someone
 * moved, canceled, edited or checked players into is the manager's and stays as it is; so do
 * games before the effective date, and those beyond the window (the run that plans them judges).
 */
export function scheduleChanges(
  series: ScheduledSeries,
  now: Date,
  scheduled: readonly ScheduledGame[],
): ScheduleChanges {
  const from = effectiveFrom(series, now);
  const { to } = scheduleWindow(now, series.timeZone);
  const byDate = new Map(plannedGames(series, now).map((game) => [game.occursOn, game]));
  const changes: { takeBack: ScheduledGame[]; refresh: { game: ScheduledGame; planned: PlannedGame }[] } = {
    takeBack: [],
    refresh: [],
  };
  for (const game of scheduled) {
    if (!game.untouched || game.occursOn < from || game.occursOn > to || game.gameAt <= now) continue;
    const planned = byDate.get(game.occursOn);
    if (!planned) changes.takeBack.push(game);
    else if (!matches(game, planned)) changes.refresh.push({ game, planned });
  }
  return changes;
}

const matches = (game: ScheduledGame, planned: PlannedGame): boolean =>
  planned.gameAt.getTime() === game.gameAt.getTime() &&
  planned.title === game.title &&
  planned.hostID === game.hostID &&
  planned.eventType === game.eventType;
