import { Module } from '@nestjs/common';
import { DeleteGameHandler } from './application/commands/delete-game.command.js';
import { RecordGameDepositsHandler } from './application/commands/record-game-deposits.command.js';
import { RecordGameHistoryHandler } from './application/commands/record-game-history.command.js';
import { GameHistoryStore } from './application/ports/game-history.store.js';
import { GetGameHistoryHandler } from './application/queries/get-game-history.query.js';
import { MikroOrmGameHistoryStore } from './infrastructure/mikro-orm-game-history.store.js';
import { RecordGameEndingHandler } from './application/commands/record-game-ending.command.js';
import { RemoveUnplayedGamesHandler } from './application/commands/remove-unplayed-games.command.js';
import { SaveGameHandler } from './application/commands/save-game.command.js';
import { GameNotifier } from './application/ports/game-notifier.js';
import { GameRepository } from './application/ports/game.repository.js';
import { GetEarningsReportHandler } from './application/queries/get-earnings-report.query.js';
import { GetGameHandler } from './application/queries/get-game.query.js';
import { ListGamePointsHandler } from './application/queries/list-game-points.query.js';
import { ListGamesHandler } from './application/queries/list-games.query.js';
import { NextGameHandler } from './application/queries/next-game.query.js';
import { MikroOrmGameRepository } from './infrastructure/mikro-orm-game.repository.js';
import { GamesController } from './interface/games.controller.js';
import { GetCalendarFeedHandler } from './application/queries/get-calendar-feed.query.js';
import { CalendarController } from './interface/calendar.controller.js';
import { GamesGateway } from './interface/games.gateway.js';
import { GameRowLock } from './application/ports/game-row-lock.js';
import { ControlGameClockHandler } from './application/commands/control-game-clock.command.js';
import { SetGameClockStructureHandler } from './application/commands/set-game-clock-structure.command.js';
import { GameClockStore } from './application/ports/game-clock.store.js';
import { GetGameClockHandler } from './application/queries/get-game-clock.query.js';
import { MikroOrmGameClockStore } from './infrastructure/mikro-orm-game-clock.store.js';
import { GameClockController } from './interface/game-clock.controller.js';
import { MikroOrmGameRowLock } from './infrastructure/mikro-orm-game-row.lock.js';
import { declarePlayerReferences } from '../../shared/application/player-merge.js';
import { GAMES_PLAYER_REFERENCES } from './games.tables.js';

/**
 * Games: saving and deleting them (its repository), the reads every game screen uses (its
 * query handlers' own SQL, joining the tables games.tables.ts declares), and the realtime
 * gateway that game screens watch, and the tournament clock (game_clocks).
 */
@Module({
  controllers: [GamesController, CalendarController, GameClockController],
  providers: [
    declarePlayerReferences(GAMES_PLAYER_REFERENCES),
    GamesGateway,
    { provide: GameNotifier, useExisting: GamesGateway },
    { provide: GameRepository, useClass: MikroOrmGameRepository },
    { provide: GameRowLock, useClass: MikroOrmGameRowLock },
    { provide: GameHistoryStore, useClass: MikroOrmGameHistoryStore },
    { provide: GameClockStore, useClass: MikroOrmGameClockStore },
    ControlGameClockHandler,
    SetGameClockStructureHandler,
    GetGameClockHandler,
    RecordGameHistoryHandler,
    GetGameHistoryHandler,
    SaveGameHandler,
    DeleteGameHandler,
    RemoveUnplayedGamesHandler,
    RecordGameEndingHandler,
    RecordGameDepositsHandler,
    ListGamesHandler,
    NextGameHandler,
    GetGameHandler,
    ListGamePointsHandler,
    GetCalendarFeedHandler,
    GetEarningsReportHandler,
  ],
  exports: [GameNotifier, GameRowLock],
})
export class GamesModule {}
