import { Command } from '@nestjs/cqrs';

export interface ScheduleOutcome {
  /** Events looked at. */
  readonly events: number;
  /** Games made. */
  readonly created: number;
  /** Untouched games brought up to their event's new time, title, host or type. */
  readonly updated: number;
  /** Untouched games taken back because their event no longer runs on their date. */
  readonly takenBack: number;
}

/**
 * Puts recurring events' games on the calendar for the next eight weeks: one event (right
 * after it is saved) or every event (the daily run and the catch-up when a worker starts).
 * Safe to run twice or on two workers at once (the ledger decides who makes each game).
 */
export class ScheduleSeriesGamesCommand extends Command<ScheduleOutcome> {
  constructor(readonly eventID?: number) {
    super();
  }
}
