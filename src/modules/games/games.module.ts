import { Module } from '@nestjs/common';
import { GameNotifier } from './application/ports/game-notifier.js';
import { GetCalendarFeedHandler } from './application/queries/get-calendar-feed.query.js';
import { CalendarController } from './interface/calendar.controller.js';
import { GamesGateway } from './interface/games.gateway.js';

/** Games; for now the realtime gateway that game screens watch. */
@Module({
  controllers: [CalendarController],
  providers: [GamesGateway, { provide: GameNotifier, useExisting: GamesGateway }, GetCalendarFeedHandler],
  exports: [GameNotifier],
})
export class GamesModule {}
