import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../shared/application/auth/authenticated-user.js';
import type { Rows } from '../../../shared/application/rows.js';
import type { GameEarnings } from '../domain/earnings.js';
import type { GameViewer } from '../domain/game.js';
import type { GameEndingFigures } from '../domain/game-figures.js';
import type { HistoryEntry } from '../domain/game-history.js';
import type { GamePointRow } from '../domain/game-row.js';
import { RecordGameEndingCommand } from '../application/commands/record-game-ending.command.js';
import { RecordGameHistoryCommand } from '../application/commands/record-game-history.command.js';
import { GameNightGames } from '../application/ports/game-night.js';
import { GameNotifier, type DisplayPlayerMessage } from '../application/ports/game-notifier.js';
import { GameRowLock, type LockedGame } from '../application/ports/game-row-lock.js';
import { ListGamePointsQuery } from '../application/queries/list-game-points.query.js';

/**
 * Games' side of game night (GameNightGames), over games' own parts: the row lock
 * (GameRowLock), its messages on the CQRS buses (the ending, the audit trail, the game's
 * records) and the realtime notifier. Each call runs in the caller's async context, so
 * the lock, the ending and the history join its transaction as they did when points sent
 * the messages itself.
 */
@Injectable()
export class CqrsGameNightGames extends GameNightGames {
  constructor(
    private readonly rowLock: GameRowLock,
    private readonly notifier: GameNotifier,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {
    super();
  }

  lockGame(gameID: number): Promise<LockedGame | null> {
    return this.rowLock.lock(gameID);
  }

  recordEnding(
    ending: GameEndingFigures,
    locked: Pick<LockedGame, 'eventType' | 'earningsEstimated' | 'earningsActual'>,
  ): Promise<GameEarnings> {
    return this.commandBus.execute(new RecordGameEndingCommand(ending, locked));
  }

  recordHistory(
    actor: Pick<AuthenticatedUser, 'playerID' | 'sessionID'> | null,
    entries: readonly HistoryEntry[],
  ): Promise<void> {
    return this.commandBus.execute(new RecordGameHistoryCommand(actor, entries));
  }

  refreshGame(gameID: number): void {
    this.notifier.refreshGame(gameID);
  }

  displayPlayer(message: DisplayPlayerMessage): void {
    this.notifier.displayPlayer(message);
  }

  listPoints(gameID: number, all: boolean, viewer: GameViewer): Promise<Rows<GamePointRow>> {
    return this.queryBus.execute(new ListGamePointsQuery(gameID, all, viewer));
  }
}
