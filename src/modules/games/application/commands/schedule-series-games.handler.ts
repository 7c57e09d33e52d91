import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/application/clock.js';
import { ReadCache } from '../../../../shared/application/read-cache.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { plannedGames, scheduleChanges } from '../../domain/game-schedule.js';
import { GameScheduleStore } from '../ports/game-schedule.store.js';
import { type ScheduleOutcome, ScheduleSeriesGamesCommand } from './schedule-series-games.command.js';

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
    const seriesList = await this.ledger.seriesToSchedule(now, eventID);
    let created = 0;
    let updated = 0;
    let takenBack = 0;
    // One transaction per series: a failure leaves the others' games made, and a retry finishes the rest.
    for (const series of seriesList) {
      await this.unitOfWork.run(async () => {
        const changes = scheduleChanges(series, now, await this.ledger.scheduledGames(series.eventID, now));
        takenBack += await this.ledger.takeBack(series.eventID, changes.takeBack);
        updated += await this.ledger.refresh(changes.refresh);
        created += await this.ledger.record(plannedGames(series, now));
      });
    }
    if (created + updated + takenBack > 0) await this.readCache.drop('games');
    return { series: seriesList.length, created, updated, takenBack };
  }
}
