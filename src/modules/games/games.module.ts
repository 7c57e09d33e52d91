import { Module } from '@nestjs/common';
import { DeleteGameHandler } from './application/commands/delete-game.handler.js';
import { RecordGameDepositsHandler } from './application/commands/record-game-deposits.handler.js';
import { RecordGameHistoryHandler } from './application/commands/record-game-history.handler.js';
import { GameHistoryStore } from './application/ports/game-history.store.js';
import { GetGameHistoryHandler } from './application/queries/get-game-history.handler.js';
import { MikroOrmGameHistoryStore } from './infrastructure/mikro-orm-game-history.store.js';
import { RecordGameEndingHandler } from './application/commands/record-game-ending.handler.js';
import { RemoveUnplayedGamesHandler } from './application/commands/remove-unplayed-games.handler.js';
import { SaveGameHandler } from './application/commands/save-game.handler.js';
import { GameNotifier } from './application/ports/game-notifier.js';
import { GameRepository } from './application/ports/game.repository.js';
import { GetEarningsReportHandler } from './application/queries/get-earnings-report.handler.js';
import { GetGameHandler } from './application/queries/get-game.handler.js';
import { ListGamePointsHandler } from './application/queries/list-game-points.handler.js';
import { ListGamesHandler } from './application/queries/list-games.handler.js';
import { NextGameHandler } from './application/queries/next-game.handler.js';
import { MikroOrmGameRepository } from './infrastructure/mikro-orm-game.repository.js';
import { GamesController } from './interface/games.controller.js';
import { GetCalendarFeedHandler } from './application/queries/get-calendar-feed.handler.js';
import { CalendarController } from './interface/calendar.controller.js';
import { GamesGateway } from './interface/games.gateway.js';
import { GameRowLock } from './application/ports/game-row-lock.js';
import { GameNightGames } from './application/ports/game-night.js';
import { CqrsGameNightGames } from './infrastructure/cqrs-game-night-games.js';
import { ControlGameClockHandler } from './application/commands/control-game-clock.handler.js';
import { SetGameClockStructureHandler } from './application/commands/set-game-clock-structure.handler.js';
import { GameClockStore } from './application/ports/game-clock.store.js';
import { GetGameClockHandler } from './application/queries/get-game-clock.handler.js';
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
    // Game night (the points module) reaches games through this one port (issue 36).
    { provide: GameNightGames, useClass: CqrsGameNightGames },
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
  exports: [GameRowLock, GameNightGames],
})
export class GamesModule {}
