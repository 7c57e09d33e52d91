import { Command } from '@nestjs/cqrs';

export interface ScheduleOutcome {
  /** Series looked at. */
  readonly series: number;
  /** Games made. */
  readonly created: number;
  /** Untouched games brought up to their series' new time, title, host or type. */
  readonly updated: number;
  /** Untouched games taken back because their series no longer runs on their date. */
  readonly takenBack: number;
}

/**
 * Puts series' games on the calendar for the next eight weeks: one series (right
 * after it is saved) or every series (the daily run and the catch-up when a worker starts).
 * Safe to run twice or on two workers at once (the ledger decides who makes each game).
 */
export class ScheduleSeriesGamesCommand extends Command<ScheduleOutcome> {
  constructor(readonly eventID?: number) {
    super();
  }
}
