import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventType } from '../../../../shared/domain/event-type.js';
import { HISTORY_ACTIONS } from '../../../games/domain/game-history.js';
import { PointsOnlyForSatelliteError } from '../../domain/game-night.errors.js';
import type { PointWriteAnswer } from '../../domain/point-calls.js';
import { GameNight } from '../game-night.js';
import { PointRepository } from '../ports/point.repository.js';
import { SetSatellitePointsCommand } from './set-satellite-points.command.js';

/** Editing a satellite's points cell (product §4); other games' points come from their places when they end. */
@CommandHandler(SetSatellitePointsCommand)
export class SetSatellitePointsHandler implements ICommandHandler<SetSatellitePointsCommand> {
  constructor(
    private readonly gameNight: GameNight,
    private readonly points: PointRepository,
  ) {}

  async execute({ request, user }: SetSatellitePointsCommand): Promise<PointWriteAnswer> {
    const { saved, ended } = await this.gameNight.transaction(async () => {
      const { record, game } = await this.gameNight.openRecord(request.pointID, request.gameID, user);
      if (game.eventType !== EventType.Satellite) throw new PointsOnlyForSatelliteError();
      const hostID = await this.gameNight.actingHost(user, request.hostID);
      const saved = await this.points.save({
        ...record,
        points: request.points,
        hostID,
        updatedAt: this.gameNight.now(),
      });
      await this.gameNight.recordHistory(user, HISTORY_ACTIONS.points, record, saved);
      return { saved, ended: game.endedAt !== null };
    });
    await this.gameNight.announce(saved.gameID, { changed: true, ended });
    return { message: 'Points saved', points: await this.gameNight.rowsOf(saved.gameID, [saved.pointID]) };
  }
}
