import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SiteInfo } from '../../../../shared/application/site-info.js';
import { EventType, playsAsRegular } from '../../../../shared/domain/event-type.js';
import { monthOf, periodRange, qualifyingSeasonFor } from '../../../../shared/domain/zoned-period.js';
import { deviceTimeChange, HISTORY_ACTIONS, type HistoryChange } from '../../../games/domain/game-history.js';
import { AccountNotFoundError } from '../../../players/domain/players.errors.js';
import { parseScannedPlayerNumber } from '../../../players/domain/scanned-input.js';
import { ARRIVAL_TIME_ISSUE_TEXT, arrivalTime, deviceTimeOf, differsFromReceipt } from '../../domain/arrival-time.js';
import {
  assertMayCheckIn,
  collectMessage,
  newPointRecord,
  requireScannedPlayer,
  requireSelectedPlayer,
} from '../../domain/check-in.js';
import type { CheckInRequest, PointWriteAnswer, WelcomeMessage } from '../../domain/point-calls.js';
import { PlayerAlreadyCheckedInError } from '../../domain/points.errors.js';
import { checkInQuarterly, describeBuys, type QuarterlyBuys } from '../../domain/quarterly-buy-in.js';
import { scanSatellite } from '../../domain/satellite-scan.js';
import { GameNight } from '../game-night.js';
import { GameNightStore, type GameForPoints, type PlayerForCheckIn } from '../ports/game-night.store.js';
import { PointRepository, type PointRecord } from '../ports/point.repository.js';
import { CheckInPlayerCommand } from './check-in-player.command.js';

const NOTHING_BOUGHT: QuarterlyBuys = { buyIn: 0, reBuy: 0, addOn: 0 };

/**
 * Check-in and scan (product §4 "Points screen rules"): a new record with zeros (a quarterly
 * one with its first buy-in), or on an existing entry the satellite scan or the next
 * quarterly buy; a second check-in to any other game is refused. Every write to one game
 * runs under its row lock, so of two check-ins of one player the second sees the first.
 * Its time is the arrival time (arrival-time.ts): the device's when plausible, else the
 * receipt; the record's Arrived, the early sign-in rule and a satellite's rules follow it.
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
      const times = this.timesOf(request, game);
      const { record, message, changed, seasonPoints } = existing
        ? await this.checkInAgain(existing, game, player, request, hostID, times)
        : await this.checkInNew(game, player, request, hostID, times);
      if (!existing)
        await this.gameNight.recordHistory(user, HISTORY_ACTIONS.checkIn, null, record, [
          { field: 'checkedIn', from: false, to: true },
          ...times.history,
        ]);
      else if (changed)
        await this.gameNight.recordHistory(
          user,
          game.eventType === EventType.Satellite ? HISTORY_ACTIONS.scan : HISTORY_ACTIONS.buys,
          existing,
          record,
          times.history,
        );
      const welcome: WelcomeMessage = {
        gameID: game.gameID,
        playerName: player.title,
        buys: describeBuys(record),
        ...(await this.welcomePoints(game, player, record, seasonPoints)),
        collect: collectMessage(record.entryAt, game.gameAt, game.eventType),
      };
      return { record, message, changed, welcome, game: await this.gameNight.totals(game) };
    });
    await this.gameNight.announce(outcome.game.gameID, {
      changed: outcome.changed,
      ended: outcome.game.endedAt !== null,
      welcome: outcome.welcome,
    });
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
    return requireScannedPlayer(
      playerNumber === null ? null : await this.reader.playerByNumber(playerNumber),
      playerNumber ?? text,
    );
  }

  /**
   * The write's times: the arrival (the device's time when plausible), the record's updatedAt,
   * and what the History adds when device and receipt differ. The receipt is the server's clock.
   */
  private timesOf(request: CheckInRequest, game: GameForPoints): WriteTimes {
    const receivedAt = this.gameNight.now();
    const scannedAt = deviceTimeOf(request.scannedAt);
    const { arrivalAt, issue } = arrivalTime({ scannedAt, receivedAt, gameAt: game.gameAt });
    return {
      arrivalAt,
      // An ended game tells a change since its ending by updatedAt after endedAt (assertSatelliteChangedSinceEnding): a late write is stamped with its receipt.
      updatedAt: game.endedAt ? receivedAt : arrivalAt,
      history: differsFromReceipt(scannedAt, receivedAt)
        ? [deviceTimeChange(scannedAt, receivedAt, issue && ARRIVAL_TIME_ISSUE_TEXT[issue])]
        : [],
    };
  }

  private async checkInNew(
    game: GameForPoints,
    player: PlayerForCheckIn,
    request: CheckInRequest,
    hostID: number,
    times: WriteTimes,
  ): Promise<Outcome> {
    const fresh = {
      ...newPointRecord({ gameID: game.gameID, playerID: player.playerID, hostID, now: times.arrivalAt }),
      updatedAt: times.updatedAt,
    };
    if (game.eventType !== EventType.Quarterly)
      return { record: await this.points.add(fresh), message: 'Player checked in', changed: true };
    // SPEC §4: the first check-in records the first buy-in option (and a player short of 20 points is refused).
    const seasonPoints = await this.seasonPoints(game, player);
    const buys = checkInQuarterly(NOTHING_BOUGHT, seasonPoints, allowedBy(request));
    return {
      record: await this.points.add({ ...fresh, ...buys }),
      message: 'Player checked in with the buy-in',
      changed: true,
      seasonPoints,
    };
  }

  private async checkInAgain(
    record: PointRecord,
    game: GameForPoints,
    player: PlayerForCheckIn,
    request: CheckInRequest,
    hostID: number,
    times: WriteTimes,
  ): Promise<Outcome> {
    if (game.eventType === EventType.Satellite) {
      // A burst of queued scans is judged by when each was made, not by when they arrived together.
      const scan = scanSatellite(record, game, times.arrivalAt);
      if (!scan.modified)
        return { record, message: 'Scanned less than 2 minutes ago: no points added', changed: false };
      const saved = await this.points.save({ ...record, points: scan.points, updatedAt: times.updatedAt, hostID });
      return { record: saved, message: `${scan.awarded} points added`, changed: true };
    }
    if (game.eventType === EventType.Quarterly) {
      const seasonPoints = await this.seasonPoints(game, player);
      const buys = checkInQuarterly(record, seasonPoints, allowedBy(request));
      const saved = await this.points.save({ ...record, ...buys, updatedAt: times.updatedAt, hostID });
      const bought = buys.reBuy !== record.reBuy ? 'Rebuy' : buys.addOn !== record.addOn ? 'Add-On' : 'Buy-in';
      return { record: saved, message: `${bought} recorded`, changed: true, seasonPoints };
    }
    throw new PlayerAlreadyCheckedInError();
  }

  /**
   * The welcome's points (issue 30): this game's for a satellite, the qualifying season's
   * for a quarterly, the calendar year's in the league's zone for games that play as Regular
   * (what the player leaderboard counts: ended, listed, not canceled games), none otherwise.
   */
  private async welcomePoints(
    game: GameForPoints,
    player: PlayerForCheckIn,
    record: PointRecord,
    seasonPoints: number | undefined,
  ): Promise<Pick<WelcomeMessage, 'totalPoints' | 'pointsScope'>> {
    if (game.eventType === EventType.Satellite) return { totalPoints: record.points, pointsScope: 'game' };
    if (game.eventType === EventType.Quarterly) return { totalPoints: seasonPoints ?? 0, pointsScope: 'season' };
    if (!playsAsRegular(game.eventType)) return { totalPoints: 0, pointsScope: null };
    const zone = this.site.leagueTimeZone;
    const year = { year: monthOf(game.gameAt, zone).year, period: 'All' as const };
    return {
      totalPoints: await this.reader.pointsInRange(player.playerID, periodRange(year, zone)),
      pointsScope: 'year',
    };
  }

  /** The player's points in the season that qualifies for this quarterly (live, from their records). */
  private seasonPoints(game: GameForPoints, player: PlayerForCheckIn): Promise<number> {
    const zone = this.site.leagueTimeZone;
    return this.reader.pointsInRange(player.playerID, periodRange(qualifyingSeasonFor(game.gameAt, zone), zone));
  }
}

interface WriteTimes {
  readonly arrivalAt: Date;
  readonly updatedAt: Date;
  readonly history: readonly HistoryChange[];
}

interface Outcome {
  record: PointRecord;
  message: string;
  /** false when nothing was saved (a satellite scan within 2 minutes) */
  changed: boolean;
  seasonPoints?: number;
}

const allowedBy = (request: CheckInRequest) => ({
  rebuys: request.rebuysAllowed ?? false,
  addOns: request.addOnsAllowed ?? false,
});
