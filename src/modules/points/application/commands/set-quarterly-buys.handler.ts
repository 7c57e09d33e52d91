import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SiteInfo } from '../../../../shared/application/site-info.js';
import { EventType } from '../../../../shared/domain/event-type.js';
import { periodRange, qualifyingSeasonFor } from '../../../../shared/domain/zoned-period.js';
import { HISTORY_ACTIONS } from '../../../games/domain/game-history.js';
import { BuysOnlyForQuarterlyError } from '../../domain/game-night.errors.js';
import type { PointWriteAnswer } from '../../domain/point-calls.js';
import { chipsOfRecorded, selectQuarterlyBuys } from '../../domain/quarterly-buy-in.js';
import { GameNight } from '../game-night.js';
import { GameNightStore } from '../ports/game-night.store.js';
import { PointRepository } from '../ports/point.repository.js';
import { SetQuarterlyBuysCommand } from './set-quarterly-buys.command.js';

/** The quarterly Update (product §4): the chosen buy-in, rebuy and add-on, if the player's chip tier allows them together. */
@CommandHandler(SetQuarterlyBuysCommand)
export class SetQuarterlyBuysHandler implements ICommandHandler<SetQuarterlyBuysCommand> {
  constructor(
    private readonly gameNight: GameNight,
    private readonly reader: GameNightStore,
    private readonly points: PointRepository,
    private readonly site: SiteInfo,
  ) {}

  async execute({ request, user }: SetQuarterlyBuysCommand): Promise<PointWriteAnswer> {
    const { saved, ended } = await this.gameNight.transaction(async () => {
      const { record, game } = await this.gameNight.openRecord(request.pointID, request.gameID, user);
      if (game.eventType !== EventType.Quarterly) throw new BuysOnlyForQuarterlyError();
      const hostID = await this.gameNight.actingHost(user, request.hostID);
      const zone = this.site.leagueTimeZone;
      const seasonPoints = await this.reader.pointsInRange(
        record.playerID,
        periodRange(qualifyingSeasonFor(game.gameAt, zone), zone),
      );
      // The request is in the records' unit (thousands); the rule works in chips.
      const inChips = (recorded: number | null | undefined) =>
        recorded == null ? recorded : chipsOfRecorded(recorded);
      const buys = selectQuarterlyBuys(
        record,
        { buyIn: inChips(request.buyIn), reBuy: inChips(request.reBuy), addOn: inChips(request.addOn) },
        seasonPoints,
      );
      const saved = await this.points.save({ ...record, ...buys, hostID, updatedAt: this.gameNight.now() });
      await this.gameNight.recordHistory(user, HISTORY_ACTIONS.buys, record, saved);
      return { saved, ended: game.endedAt !== null };
    });
    await this.gameNight.announce(saved.gameID, { changed: true, ended });
    return { message: 'Buys updated', points: await this.gameNight.rowsOf(saved.gameID, [saved.pointID]) };
  }
}
