import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../../shared/application/auth/authenticated-user.js';
import { SiteInfo } from '../../../../shared/application/site-info.js';
import { EventType } from '../../../../shared/domain/event-type.js';
import { periodRange, qualifyingSeasonFor } from '../../../../shared/domain/period.js';
import { HISTORY_ACTIONS } from '../../../games/domain/game-history.js';
import { AccountNotFoundError } from '../../../players/domain/players.errors.js';
import { parseScannedPlayerNumber } from '../../../players/domain/scanned-input.js';
import { assertMayCheckIn, collectMessage, newPointRecord, requireScannedPlayer, requireSelectedPlayer } from '../../domain/check-in.js';
import type { CheckInRequest, PointWriteAnswer, WelcomeMessage } from '../../domain/point-calls.js';
import { PlayerAlreadyCheckedInError } from '../../domain/points.errors.js';
import { checkInQuarterly, describeBuys, type QuarterlyBuys } from '../../domain/quarterly-buy-in.js';
import { scanSatellite } from '../../domain/satellite-scan.js';
import { GameNight } from '../game-night.js';
import { GameNightStore, type GameForPoints, type PlayerForCheckIn } from '../ports/game-night.store.js';
import { PointRepository, type PointRecord } from '../ports/point.repository.js';

export class CheckInPlayerCommand extends Command<PointWriteAnswer> {
  constructor(
    readonly request: CheckInRequest,
    readonly user: AuthenticatedUser,
  ) {
    super();
  }
}

const NOTHING_BOUGHT: QuarterlyBuys = { buyIn: 0, reBuy: 0, addOn: 0 };

/**
 * Check-in and scan (product §4 "Points screen rules"): a new record with zeros (a quarterly
 * one with its first buy-in), or on an existing entry the satellite scan or the next
 * quarterly buy; a second check-in to any other game is refused. Every write to one game
 * runs under its row lock, so of two check-ins of one player the second sees the first.
 */
@CommandHandler(CheckInPlayerCommand)
export class CheckInPlayerHandler implements ICommandHandler<CheckInPlayerCommand> {
  constructor(
    private readonly gameNight: GameNight,
    private readonly reader: GameNightStore,
    private readonly points: PointRepository,
    private readonly site: SiteInfo,
  ) {}

  async execute({ request, user }: CheckInPlayerCommand): Promise<PointWriteAnswer> {
    const outcome = await this.gameNight.transaction(async () => {
      const game = await this.gameNight.openGame(request.gameID, user);
      const hostID = await this.gameNight.actingHost(user, request.hostID);
      const player = assertMayCheckIn(await this.playerOf(request));
      const existing = await this.points.findInGame(game.gameID, player.playerID);
      const now = this.gameNight.now();
      const { record, message, changed, seasonPoints } = existing
        ? await this.checkInAgain(existing, game, player, request, hostID, now)
        : await this.checkInNew(game, player, request, hostID, now);
      if (!existing) await this.gameNight.recordHistory(user, HISTORY_ACTIONS.checkIn, null, record, [{ field: 'checkedIn', from: false, to: true }]);
      else if (changed) await this.gameNight.recordHistory(user, game.eventType === EventType.Satellite ? HISTORY_ACTIONS.scan : HISTORY_ACTIONS.buys, existing, record);
      const welcome: WelcomeMessage = {
        gameID: game.gameID,
        playerName: player.title,
        buys: describeBuys(record),
        totalPoints: game.eventType === EventType.Satellite ? record.points : (seasonPoints ?? 0),
        collect: collectMessage(record.entryAt, game.gameAt, game.eventType),
      };
      return { record, message, changed, welcome, game: await this.gameNight.totals(game) };
    });
    await this.gameNight.announce(outcome.game.gameID, { changed: outcome.changed, welcome: outcome.welcome });
    return {
      message: outcome.message,
      points: await this.gameNight.rowsOf(outcome.game.gameID, [outcome.record.pointID]),
      welcome: outcome.welcome,
      game: outcome.game,
    };
  }

  /** The picked player, or the one whose number the scan holds. */
  private async playerOf({ playerID, scan }: CheckInRequest): Promise<PlayerForCheckIn> {
    if (playerID) {
      const player = await this.reader.playerByID(playerID);
      if (!player) throw new AccountNotFoundError();
      return player;
    }
    const text = requireSelectedPlayer(scan?.trim() || null);
    const playerNumber = parseScannedPlayerNumber(text);
    return requireScannedPlayer(playerNumber === null ? null : await this.reader.playerByNumber(playerNumber), playerNumber ?? text);
  }

  private async checkInNew(game: GameForPoints, player: PlayerForCheckIn, request: CheckInRequest, hostID: number, now: Date): Promise<Outcome> {
    const fresh = newPointRecord({ gameID: game.gameID, playerID: player.playerID, hostID, now });
    if (game.eventType !== EventType.Quarterly) return { record: await this.points.add(fresh), message: 'Player checked in', changed: true };
    // SPEC §4: the first check-in records the first buy-in option (and a player short of 20 points is refused).
    const seasonPoints = await this.seasonPoints(game, player);
    const buys = checkInQuarterly(NOTHING_BOUGHT, seasonPoints, allowedBy(request));
    return { record: await this.points.add({ ...fresh, ...buys }), message: 'Player checked in with the buy-in', changed: true, seasonPoints };
  }

  private async checkInAgain(record: PointRecord, game: GameForPoints, player: PlayerForCheckIn, request: CheckInRequest, hostID: number, now: Date): Promise<Outcome> {
    if (game.eventType === EventType.Satellite) {
      const scan = scanSatellite(record, game, now);
      if (!scan.modified) return { record, message: 'Scanned less than 2 minutes ago: no points added', changed: false };
      const saved = await this.points.save({ ...record, points: scan.points, updatedAt: scan.updatedAt, hostID });
      return { record: saved, message: `${scan.awarded} points added`, changed: true };
    }
    if (game.eventType === EventType.Quarterly) {
      const seasonPoints = await this.seasonPoints(game, player);
      const buys = checkInQuarterly(record, seasonPoints, allowedBy(request));
      const saved = await this.points.save({ ...record, ...buys, updatedAt: now, hostID });
      const bought = buys.reBuy !== record.reBuy ? 'Rebuy' : buys.addOn !== record.addOn ? 'Add-On' : 'Buy-in';
      return { record: saved, message: `${bought} recorded`, changed: true, seasonPoints };
    }
    throw new PlayerAlreadyCheckedInError();
  }

  /** The player's points in the season that qualifies for this quarterly (live, from their records). */
  private seasonPoints(game: GameForPoints, player: PlayerForCheckIn): Promise<number> {
    const zone = this.site.leagueTimeZone;
    return this.reader.pointsInRange(player.playerID, periodRange(qualifyingSeasonFor(game.gameAt, zone), zone));
  }
}

interface Outcome {
  record: PointRecord;
  message: string;
  /** false when nothing was saved (a satellite scan within 2 minutes) */
  changed: boolean;
  seasonPoints?: number;
}

const allowedBy = (request: CheckInRequest) => ({ rebuys: request.rebuysAllowed ?? false, addOns: request.addOnsAllowed ?? false });
