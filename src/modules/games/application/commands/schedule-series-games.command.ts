import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/application/clock.js';
import { ReadCache } from '../../../../shared/application/read-cache.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { plannedGames, scheduleChanges } from '../../domain/game-schedule.js';
import { GameScheduleStore } from '../ports/game-schedule.store.js';

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

@CommandHandler(ScheduleSeriesGamesCommand)
export class ScheduleSeriesGamesHandler implements ICommandHandler<ScheduleSeriesGamesCommand> {
  constructor(
    private readonly ledger: GameScheduleStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly readCache: ReadCache,
  ) {}

  async execute({ eventID }: ScheduleSeriesGamesCommand): Promise<ScheduleOutcome> {
    const now = this.clock.now();
    const events = await this.ledger.eventsToSchedule(now, eventID);
    let created = 0;
    let updated = 0;
    let takenBack = 0;
    // One transaction per event: a failure leaves the others' games made, and a retry finishes the rest.
    for (const event of events) {
      await this.unitOfWork.run(async () => {
        const changes = scheduleChanges(event, now, await this.ledger.scheduledGames(event.eventID, now));
        takenBack += await this.ledger.takeBack(event.eventID, changes.takeBack);
        updated += await this.ledger.refresh(changes.refresh);
        created += await this.ledger.record(plannedGames(event, now));
      });
    }
    if (created + updated + takenBack > 0) await this.readCache.drop('games');
    return { events: events.length, created, updated, takenBack };
  }
}
