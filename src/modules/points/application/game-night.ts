import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../shared/application/auth/authenticated-user.js';
import { Clock } from '../../../shared/application/clock.js';
import { Outbox } from '../../../shared/application/outbox.js';
import { COUNTED_RECORDS_TAG, partTag, ReadCache } from '../../../shared/application/read-cache.js';
import { UnitOfWork } from '../../../shared/application/unit-of-work.js';
import { hasHostLevel, UserType } from '../../../shared/domain/user-type.js';
import { GameNightGames, type LockedGame } from '../../games/application/ports/game-night.js';
import { estimatedEarnings } from '../../games/domain/earnings.js';
import { changesBetween, type HistoryAction, type HistoryChange } from '../../games/domain/game-history.js';
import type { GamePointRow } from '../../games/domain/game-row.js';
import { GameNotFoundError } from '../../games/domain/games.errors.js';
import { GetPlayerLevelQuery } from '../../players/application/queries/get-player-level.query.js';
import { HostNotEligibleError } from '../../venues/domain/venues.errors.js';
import { EndedGameEditedEvent } from '../domain/ended-game-edited.event.js';
import { assertGameOpenForChanges } from '../domain/game-lock.js';
import type { GameTotalsAnswer, WelcomeMessage } from '../domain/point-calls.js';
import { PointNotFoundError } from '../domain/points.errors.js';
import { recordedOfChips } from '../domain/quarterly-buy-in.js';
import { GameNightStore, type GameForPoints } from './ports/game-night.store.js';
import { PointRepository, type PointRecord } from './ports/point.repository.js';

/** A record's fields the audit trail follows (a check-in starts from none of them, a removal ends there). */
export const RECORD_HISTORY_FIELDS = ['place', 'points', 'bonusType', 'bonuses', 'buyIn', 'reBuy', 'addOn'] as const;
const EMPTY_RECORD = { place: 0, points: 0, bonusType: 0, bonuses: 0, buyIn: 0, reBuy: 0, addOn: 0 };

/** Quarterly buys as the records and the points screen give them (thousands: 15 is 15K), not the domain's whole chips. */
const asRecorded = <R extends typeof EMPTY_RECORD>(record: R) => ({
  ...record,
  buyIn: recordedOfChips(record.buyIn),
  reBuy: recordedOfChips(record.reBuy),
  addOn: recordedOfChips(record.addOn),
});

/** What a game-night write needs of its game, from the row the games module locked. */
const gameForPointsOf = ({
  gameID,
  venueID,
  eventID,
  eventType,
  doublePoints,
  gameAt,
  canceled,
  endedAt,
  hostID,
  earningsActual,
}: LockedGame): GameForPoints => ({
  gameID,
  venueID,
  eventID,
  eventType,
  doublePoints,
  gameAt,
  canceled,
  endedAt,
  hostID,
  earningsActual,
});

/** What every game-night write does around its rule: one transaction, the game locked, the caller checked, the screens told. */
@Injectable()
export class GameNight {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly reader: GameNightStore,
    private readonly points: PointRepository,
    private readonly clock: Clock,
    private readonly queryBus: QueryBus,
    private readonly readCache: ReadCache,
    private readonly games: GameNightGames,
    private readonly outbox: Outbox,
  ) {}

  now(): Date {
    return this.clock.now();
  }

  /** Runs `work` in one transaction; nothing it wrote stays when it throws. */
  transaction<T>(work: () => Promise<T>): Promise<T> {
    return this.unitOfWork.run(work);
  }

  /** Locks the game and checks it is open to this caller (game-lock.ts). Call inside `transaction`. */
  async openGame(gameID: number, user: AuthenticatedUser): Promise<GameForPoints> {
    const locked = await this.games.lockGame(gameID);
    if (!locked) throw new GameNotFoundError();
    const game = gameForPointsOf(locked);
    assertGameOpenForChanges(game, user.userType, this.clock.now());
    // An ended game's records are in the standings: the change reaches them as an ending would (rolled back with the write if it fails).
    if (game.endedAt) await this.outbox.add(EndedGameEditedEvent, new EndedGameEditedEvent(game).toPayload());
    return game;
  }

  /**
   * A record and its game, the game locked and open to the caller. The record is read again
   * under the lock (a remove may have committed meanwhile). With `gameID`, a record of
   * another game is "not checked in to this game".
   */
  async openRecord(
    pointID: number,
    gameID: number | null | undefined,
    user: AuthenticatedUser,
  ): Promise<{ record: PointRecord; game: GameForPoints }> {
    const before = await this.points.findByID(pointID);
    if (!before || (gameID && before.gameID !== gameID)) throw new PointNotFoundError();
    const game = await this.openGame(before.gameID, user);
    const record = await this.points.findByID(pointID);
    if (!record) throw new PointNotFoundError();
    return { record, game };
  }

  /**
   * The host recorded on saved entries (product §6's acting-host selector): a Manager and up
   * may name any player of host level; everyone else acts as themselves, whatever they send.
   */
  async actingHost(user: AuthenticatedUser, requested: number | null | undefined): Promise<number> {
    if (!requested || requested === user.playerID || user.userType < UserType.Manager) return user.playerID;
    if (!hasHostLevel((await this.queryBus.execute(new GetPlayerLevelQuery(requested))) ?? 0))
      throw new HostNotEligibleError();
    return requested;
  }

  /**
   * Appends the change to the game's audit trail (who, session, when, old -> new), in the
   * write's transaction: call inside `transaction`, after the change. A change that rolls
   * back leaves no row; a row that cannot be written rolls the change back.
   */
  async recordHistory(
    user: AuthenticatedUser,
    action: HistoryAction,
    before: PointRecord | null,
    after: PointRecord | null,
    extra: readonly HistoryChange[] = [],
  ): Promise<void> {
    const record = (after ?? before)!;
    const changes = [
      ...extra,
      ...changesBetween(asRecorded(before ?? EMPTY_RECORD), asRecorded(after ?? EMPTY_RECORD), RECORD_HISTORY_FIELDS),
    ];
    await this.games.recordHistory(user, [
      { gameID: record.gameID, action, pointID: record.pointID, playerID: record.playerID, changes },
    ]);
  }

  /** The game's figures after the write, counted from its records (the stored totals are the end of the game's to set). Call inside `transaction`. */
  async totals(game: GameForPoints): Promise<GameTotalsAnswer> {
    const { records, points } = await this.reader.totalsOf(game.gameID);
    return {
      gameID: game.gameID,
      totalPlayers: records,
      totalRecords: records,
      totalPoints: points,
      earningsEstimated: estimatedEarnings(records, game.eventType),
      earningsActual: game.earningsActual,
      hostID: game.hostID,
      endedAt: game.endedAt?.toISOString() ?? null,
    };
  }

  /**
   * After the commit: cached answers that read the records go, the game's screens reload, and
   * the monitor greets a checked-in player. A check-in, a place, a removal or buys write only
   * the records (the game row is the ending's to change), so answers that read no records
   * (venue and event lists, the calendar's venues) stay kept through a game night.
   */
  async announce(
    gameID: number,
    options: { changed: boolean; ended: boolean; welcome?: WelcomeMessage },
  ): Promise<void> {
    if (options.changed) {
      // This game's records: its own answers go, and every answer that reads records across games;
      // another game's stay kept (issue 35: a check-in every moment on a Friday). An ended game's
      // records count: the lists of counted records go too (the standings follow from the outbox).
      const records = partTag('points', 'game', gameID);
      await (options.ended ? this.readCache.drop(records, COUNTED_RECORDS_TAG) : this.readCache.drop(records));
      this.games.refreshGame(gameID);
    }
    if (options.welcome) this.games.displayPlayer(options.welcome);
  }

  /** The rows as GET /v1/game/points answers them. */
  async rowsOf(gameID: number, pointIDs: readonly number[]): Promise<GamePointRow[]> {
    if (pointIDs.length === 0) return [];
    const { rows } = await this.games.listPoints(gameID, true, { level: UserType.Owner, seesUnlisted: true });
    return rows.filter((row) => pointIDs.includes(row.pointID));
  }
}
