import { Module } from '@nestjs/common';
import { ListPointGamesHandler } from './application/queries/list-point-games.query.js';
import { ListPointHistoryHandler } from './application/queries/list-point-history.query.js';
import { ListVenueGamesHandler } from './application/queries/list-venue-games.query.js';
import { PointListsController } from './interface/point-lists.controller.js';

/** Standings: the reads of SPEC 7 behind the leaderboards, the dashboard and the champions. */
@Module({
  controllers: [PointListsController],
  providers: [ListPointGamesHandler, ListPointHistoryHandler, ListVenueGamesHandler],
})
export class LeaderboardsModule {}
