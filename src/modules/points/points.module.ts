import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module.js';
import { EndGameHandler } from './application/commands/end-game.command.js';

/**
 * Points: the game-night commands behind the points screen (check-in, scans, buys,
 * places, removing a player, ending a game), with the domain rules in `domain/`.
 */
@Module({
  imports: [GamesModule],
  controllers: [],
  providers: [EndGameHandler],
})
export class PointsModule {}
