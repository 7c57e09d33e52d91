import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { assertMayManage, isOwnRecord } from '../../domain/player.js';
import { CannotDeleteSelfError, PlayerHasHistoryError, PlayerNotFoundError } from '../../domain/players.errors.js';
import { PlayerRepository } from '../ports/player.repository.js';
import { DeletePlayerCommand } from './delete-player.command.js';

/**
 * DELETE /v1/player (staff): only a player with no history goes (a duplicate added by
 * mistake). Point records, hosted games and deposits are the league's history: such a
 * player is merged into another instead, so their results stay counted. Sessions and reset
 * links go with the player; card requests and posts keep their text without the link.
 */
@CommandHandler(DeletePlayerCommand)
export class DeletePlayerHandler implements ICommandHandler<DeletePlayerCommand> {
  constructor(
    private readonly players: PlayerRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  execute({ playerID, actor }: DeletePlayerCommand): Promise<void> {
    return this.unitOfWork.run(async () => {
      if (isOwnRecord(actor, playerID)) throw new CannotDeleteSelfError();
      assertMayManage(actor, null);
      const player = await this.players.findByID(playerID);
      if (!player) throw new PlayerNotFoundError();
      assertMayManage(actor, player);
      const history = await this.players.historyOf(playerID);
      if (history.pointRecords) throw new PlayerHasHistoryError('point records');
      if (history.hostedGames) throw new PlayerHasHistoryError('hosted games');
      if (history.deposits) throw new PlayerHasHistoryError('deposits');
      await this.players.delete(playerID);
    });
  }
}
