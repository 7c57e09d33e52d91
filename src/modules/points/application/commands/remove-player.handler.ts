import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { HISTORY_ACTIONS } from '../../../games/domain/game-history.js';
import type { PointWriteAnswer } from '../../domain/point-calls.js';
import { GameNight } from '../game-night.js';
import { PointRepository } from '../ports/point.repository.js';
import { RemovePlayerCommand } from './remove-player.command.js';

/** The remove-player button: the record goes; the game's totals in the answer count what is left. */
@CommandHandler(RemovePlayerCommand)
export class RemovePlayerHandler implements ICommandHandler<RemovePlayerCommand> {
  constructor(
    private readonly gameNight: GameNight,
    private readonly points: PointRepository,
  ) {}

  async execute({ request, user }: RemovePlayerCommand): Promise<PointWriteAnswer> {
    const game = await this.gameNight.transaction(async () => {
      const { record, game: open } = await this.gameNight.openRecord(request.pointID, request.gameID, user);
      await this.points.remove(record.pointID);
      await this.gameNight.recordHistory(user, HISTORY_ACTIONS.removal, record, null, [
        { field: 'checkedIn', from: true, to: false },
      ]);
      return this.gameNight.totals(open);
    });
    await this.gameNight.announce(game.gameID, { changed: true, ended: game.endedAt !== null });
    return { message: 'Player removed', points: [], game };
  }
}
