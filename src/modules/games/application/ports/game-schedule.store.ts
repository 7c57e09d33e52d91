import type { PlannedGame, ScheduledSeries, ScheduledGame } from '../../domain/game-schedule.js';

/**
 * The game schedule's ledger of occurrences (series, date): which dates already had their
 * game made. Recording an occurrence is what decides who makes its game, so two runs or two
 * workers never make one twice; a deleted game leaves its occurrence, so it is not remade.
 * Callers run `scheduledGames`, `takeBack`, `refresh` and `record` for one series in one unit of work.
 */
export abstract class GameScheduleStore {
  /**
   * The series to schedule: the one asked for (whatever its dates), or every series that
   * runs between today and eight weeks ahead, or still holds games from today on.
   */
  abstract seriesToSchedule(now: Date, eventID?: number): Promise<ScheduledSeries[]>;

  /** The series' games the schedule made for dates from today on, each with whether anyone has touched it. */
  abstract scheduledGames(eventID: number, now: Date): Promise<ScheduledGame[]>;

  /** Deletes these games and forgets their occurrences, each only if it is still untouched; answers how many went. */
  abstract takeBack(eventID: number, games: readonly ScheduledGame[]): Promise<number>;

  /** Brings each game up to its series' schedule (time, title, host, type), only if it is still untouched; answers how many changed. */
  abstract refresh(
    changes: readonly { readonly game: ScheduledGame; readonly planned: PlannedGame }[],
  ): Promise<number>;

  /**
   * Records each planned occurrence not recorded yet and makes its game (or adopts a game of
   * the series already on that date, such as one a manager added by hand); answers how many
   * games it made.
   */
  abstract record(games: readonly PlannedGame[]): Promise<number>;
}
