import { Module } from '@nestjs/common';
import { ExplicitRoutes } from '../../shared/interface/compat/explicit-routes.js';
import { GamesModule } from '../games/games.module.js';
import { CheckInPlayerHandler } from './application/commands/check-in-player.handler.js';
import { EndGameHandler } from './application/commands/end-game.handler.js';
import { RemovePlayerHandler } from './application/commands/remove-player.handler.js';
import { SetPlaceHandler } from './application/commands/set-place.handler.js';
import { SetQuarterlyBuysHandler } from './application/commands/set-quarterly-buys.handler.js';
import { SetSatellitePointsHandler } from './application/commands/set-satellite-points.handler.js';
import { GameNight } from './application/game-night.js';
import { GameEndingStore } from './application/ports/game-ending.store.js';
import { GameNightStore } from './application/ports/game-night.store.js';
import { PointRepository } from './application/ports/point.repository.js';
import { GamesOfPointsHandler } from './application/queries/games-of-points.handler.js';
import { MikroOrmGameEndingStore } from './infrastructure/mikro-orm-game-ending.store.js';
import { MikroOrmGameNightStore } from './infrastructure/mikro-orm-game-night.store.js';
import { MikroOrmPointRepository } from './infrastructure/mikro-orm-point.repository.js';
import { GameEndingController } from './interface/game-ending.controller.js';
import { PointsCompatController } from './interface/points-compat.controller.js';
import { PointsController } from './interface/points.controller.js';
import { declarePlayerReferences } from '../../shared/application/player-merge.js';
import { POINTS_PLAYER_REFERENCES } from './points.tables.js';

/**
 * Points: the game-night commands behind the points screen (check-in, scans, buys,
 * places, removing a player, ending a game), with the domain rules in `domain/`.
 */
@Module({
  imports: [GamesModule],
  controllers: [PointsController, GameEndingController, PointsCompatController],
  providers: [
    ExplicitRoutes,
    EndGameHandler,
    { provide: GameEndingStore, useClass: MikroOrmGameEndingStore },
    { provide: PointRepository, useClass: MikroOrmPointRepository },
    { provide: GameNightStore, useClass: MikroOrmGameNightStore },
    GameNight,
    CheckInPlayerHandler,
    SetPlaceHandler,
    SetSatellitePointsHandler,
    SetQuarterlyBuysHandler,
    RemovePlayerHandler,
    GamesOfPointsHandler,
    declarePlayerReferences(POINTS_PLAYER_REFERENCES),
  ],
})
export class PointsModule {}
