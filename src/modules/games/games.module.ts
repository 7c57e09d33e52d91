import { Module } from '@nestjs/common';
import { GameNotifier } from './application/ports/game-notifier.js';
import { GamesGateway } from './interface/games.gateway.js';

/** Games; for now the realtime gateway that game screens watch. */
@Module({
  providers: [GamesGateway, { provide: GameNotifier, useExisting: GamesGateway }],
  exports: [GameNotifier],
})
export class GamesModule {}
