import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module.js';
import { EndGameHandler } from './application/commands/end-game.command.js';
import { GameEndingStore } from './application/ports/game-ending.store.js';
import { MikroOrmGameEndingStore } from './infrastructure/mikro-orm-game-ending.store.js';
import { GameEndingController } from './interface/game-ending.controller.js';

/**
 * Points: the game-night commands behind the points screen (check-in, scans, buys,
 * places, removing a player, ending a game), with the domain rules in `domain/`.
 */
@Module({
  imports: [GamesModule],
  controllers: [GameEndingController],
  providers: [EndGameHandler, { provide: GameEndingStore, useClass: MikroOrmGameEndingStore }],
})
export class PointsModule {}
