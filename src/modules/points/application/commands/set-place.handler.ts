import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventType } from '../../../../shared/domain/event-type.js';
import { HISTORY_ACTIONS } from '../../../games/domain/game-history.js';
import { PlaceNotForSatelliteError } from '../../domain/game-night.errors.js';
import { recordedPlace, sortedPlace } from '../../domain/placement.js';
import type { PointWriteAnswer } from '../../domain/point-calls.js';
import { GameNight } from '../game-night.js';
import { PointRepository } from '../ports/point.repository.js';
import { SetPlaceCommand } from './set-place.command.js';

/** Editing the place cell (product §4): 1..8, or none (0 or the screen's 9999, kept as 0). Points come when the game ends. */
@CommandHandler(SetPlaceCommand)
export class SetPlaceHandler implements ICommandHandler<SetPlaceCommand> {
  constructor(
    private readonly gameNight: GameNight,
    private readonly points: PointRepository,
  ) {}

  async execute({ request, user }: SetPlaceCommand): Promise<PointWriteAnswer> {
    const { saved, ended } = await this.gameNight.transaction(async () => {
      const { record, game } = await this.gameNight.openRecord(request.pointID, request.gameID, user);
      if (game.eventType === EventType.Satellite) throw new PlaceNotForSatelliteError();
      const hostID = await this.gameNight.actingHost(user, request.hostID);
      const place = recordedPlace(request.place);
      const saved = await this.points.save({
        ...record,
        place,
        sortedPlace: sortedPlace(place),
        hostID,
        updatedAt: this.gameNight.now(),
      });
      await this.gameNight.recordHistory(user, HISTORY_ACTIONS.place, record, saved);
      return { saved, ended: game.endedAt !== null };
    });
    await this.gameNight.announce(saved.gameID, { changed: true, ended });
    return { message: 'Place saved', points: await this.gameNight.rowsOf(saved.gameID, [saved.pointID]) };
  }
}
