import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/application/clock.js';
import { Outbox } from '../../../../shared/application/outbox.js';
import { COUNTED_RECORDS_TAG, partTag, ReadCache } from '../../../../shared/application/read-cache.js';
import { UnitOfWork } from '../../../../shared/application/unit-of-work.js';
import { GameNightGames, type LockedGame } from '../../../games/application/ports/game-night.js';
import { changesBetween, HISTORY_ACTIONS } from '../../../games/domain/game-history.js';
import { gameViewerOf } from '../../../games/domain/game.js';
import { GameNotFoundError } from '../../../games/domain/games.errors.js';
import { GameEndedEvent } from '../../domain/game-ended.event.js';
import { assertSatelliteChangedSinceEnding, endGame, gameKindOf } from '../../domain/game-ending.js';
import { assertGameOpenForChanges } from '../../domain/game-lock.js';
import type { EndGameRequest, GameTotalsAnswer, PointWriteAnswer } from '../../domain/point-calls.js';
import { PointNotFoundError } from '../../domain/points.errors.js';
import { GameNight } from '../game-night.js';
import { GameEndingStore, type GameToEnd, type RecordToEnd } from '../ports/game-ending.store.js';
import { EndGameCommand, GAME_ENDED_MESSAGE } from './end-game.command.js';

/** What an ending changes on the game and on each record, as the audit trail follows them. */
const ENDED_GAME_FIELDS = [
  'totalPlayers',
  'totalRecords',
  'earningsEstimated',
  'earningsActual',
  'hostID',
  'endedAt',
] as const;
const ENDED_RECORD_FIELDS = ['place', 'points', 'bonusType', 'bonuses'] as const;

/**
 * Product §4.12 behind the points screen's end button. The game's row is locked first, so
 * two endings at once run one after the other: the second finds nothing changed ("No
 * changes detected") and saves nothing. Points, ties, double points and bonuses come from
 * endGame(); a client's points or bonuses are never read.
 */
@CommandHandler(EndGameCommand)
export class EndGameHandler implements ICommandHandler<EndGameCommand> {
  constructor(
    private readonly store: GameEndingStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly readCache: ReadCache,
    private readonly games: GameNightGames,
    private readonly night: GameNight,
  ) {}

  async execute({ request, user }: EndGameCommand): Promise<PointWriteAnswer> {
    const hostID = await this.night.actingHost(user, request.hostID);
    const now = this.clock.now();
    const game = await this.unitOfWork.run(
      async () => {
        // The games module locks its row (two endings at once: the second waits, then reads what the first saved).
        const row = await this.games.lockGame(request.gameID);
        if (!row) throw new GameNotFoundError();
        const locked = gameToEndOf(row);
        assertGameOpenForChanges(locked, user.userType, now);
        const records = await this.store.recordsOf(locked.gameID);
        const satellite = gameKindOf(locked.eventType) === 'satellite';
        // A satellite has no places to set: its ending sums the points its scans gave.
        const placed = satellite ? records : withRequestedPlaces(records, request.places);
        const ending = endGame(locked, placed);
        if (satellite) assertSatelliteChangedSinceEnding(locked, records, ending.totals);

        await this.store.saveEnded(
          ending.records
            .filter((entry) => entry.changed)
            .map(({ record, place, points, bonusType, bonuses }) => ({
              pointID: record.pointID,
              place,
              points,
              bonusType,
              bonuses,
            })),
          hostID,
          now,
        );
        const earnings = await this.games.recordEnding(
          {
            gameID: locked.gameID,
            totalPlayers: ending.totals.totalPlayers,
            totalRecords: ending.totals.totalRecords,
            hostID,
            endedAt: now,
          },
          locked,
        );
        // The audit trail: one row for the ending (or correction), the game's figures and each record it changed, old -> new.
        const after = {
          totalPlayers: ending.totals.totalPlayers,
          totalRecords: ending.totals.totalRecords,
          ...earnings,
          hostID,
          endedAt: now,
        };
        const recordChanges = ending.records
          .filter((entry) => entry.changed)
          .flatMap(({ record, place, points, bonusType, bonuses }) =>
            // A record's place before the ending is its stored one (the request's is already on `record`).
            changesBetween(
              { ...record, place: 'storedPlace' in record ? record.storedPlace : record.place },
              { place, points, bonusType, bonuses },
              ENDED_RECORD_FIELDS,
              record.playerID,
            ),
          );
        await this.games.recordHistory(user, [
          {
            gameID: locked.gameID,
            action: locked.endedAt ? HISTORY_ACTIONS.correction : HISTORY_ACTIONS.end,
            changes: [...changesBetween(locked, after, ENDED_GAME_FIELDS), ...recordChanges],
          },
        ]);
        await this.outbox.add(GameEndedEvent, new GameEndedEvent(locked, now, locked.endedAt !== null).toPayload());
        const totals: GameTotalsAnswer = {
          gameID: locked.gameID,
          ...ending.totals,
          ...earnings,
          hostID,
          endedAt: now.toISOString(),
        };
        return { totals, satellite };
        // A refusal here fails the whole request (nothing catches it): no savepoint needed inside an idempotent write's transaction.
      },
      { joinOuter: true },
    );

    // Its game's records and row, which also ends every answer that reads the whole tables (lists, a player's
    // games, the dashboards), and the lists of counted records; another game's own answers stay kept (issue 35).
    await this.readCache.drop(...endingTagsOf(request.gameID));
    this.games.refreshGame(request.gameID);
    const { rows } = await this.games.listPoints(request.gameID, true, gameViewerOf(user));
    return {
      message: game.satellite ? `${GAME_ENDED_MESSAGE}. Total points: ${game.totals.totalPoints}` : GAME_ENDED_MESSAGE,
      points: rows,
      game: game.totals,
    };
  }
}

/** What an ending (or a correction) changes: its game's records and row, and which records count. */
export const endingTagsOf = (gameID: number): string[] => [
  partTag('points', 'game', gameID),
  partTag('games', 'game', gameID),
  COUNTED_RECORDS_TAG,
];

/** The game being ended, from the row the games module locked. */
function gameToEndOf(row: LockedGame): GameToEnd {
  const {
    gameID,
    venueID,
    eventID,
    eventType,
    doublePoints,
    gameAt,
    endedAt,
    canceled,
    totalPlayers,
    totalRecords,
    hostID,
    earningsEstimated,
    earningsActual,
  } = row;
  return {
    gameID,
    venueID,
    eventID,
    eventType,
    doublePoints,
    gameAt,
    endedAt,
    canceled,
    totalPlayers,
    totalRecords,
    hostID,
    earningsEstimated,
    earningsActual,
  };
}

/** The records with the places the request gives them; every listed record must be one of the game's. */
function withRequestedPlaces(
  records: readonly RecordToEnd[],
  places: EndGameRequest['places'],
): (RecordToEnd & { storedPlace: number })[] {
  const byPoint = new Map(places.map(({ pointID, place }) => [pointID, place]));
  const ofGame = new Set(records.map((record) => record.pointID));
  if (places.some(({ pointID }) => !ofGame.has(pointID))) throw new PointNotFoundError();
  return records.map((record) => ({
    ...record,
    storedPlace: record.place,
    place: byPoint.get(record.pointID) ?? record.place,
  }));
}
