import { MikroORM } from '@mikro-orm/postgresql';
import { Module } from '@nestjs/common';
import { Settings } from '../../config/settings.js';
import { WorkLedger } from '../../shared/infrastructure/queue/work-ledger.js';
import { createRedisConnection } from '../../shared/infrastructure/redis/redis-connection.js';
import { RebuildStandingsHandler } from './application/commands/rebuild-standings.handler.js';
import { RecomputeGameStandingsHandler } from './application/commands/recompute-game-standings.handler.js';
import { RecomputeStandingsHandler } from './application/commands/recompute-standings.handler.js';
import { StartStandingsRebuildHandler } from './application/commands/start-standings-rebuild.handler.js';
import { StandingsRebuildQueue } from './application/ports/standings-rebuild.queue.js';
import { GetStandingsRebuildHandler } from './application/queries/get-standings-rebuild.handler.js';
import { StandingsChanges } from './application/ports/standings-changes.js';
import { StandingsStore } from './application/ports/standings.store.js';
import { GetPointStatsHandler } from './application/queries/get-point-stats.handler.js';
import { ListSeriesLeaderboardsHandler } from './application/queries/list-series-leaderboards.handler.js';
import { ListLeaderboardHandler, ListLeaderboardJsonHandler } from './application/queries/list-leaderboard.handler.js';
import { ListPlayerGamesHandler } from './application/queries/list-player-games.handler.js';
import { ListPointGamesHandler } from './application/queries/list-point-games.handler.js';
import { ListPointHistoryHandler } from './application/queries/list-point-history.handler.js';
import { ListVenueGamesHandler } from './application/queries/list-venue-games.handler.js';
import { StandingsSource } from './application/standings-source.js';
import { BullMqStandingsRebuildQueue } from './infrastructure/bullmq-standings-rebuild.queue.js';
import { MikroOrmStandingsStore } from './infrastructure/mikro-orm-standings.store.js';
import { RedisStandingsChanges } from './infrastructure/redis-standings-changes.js';
import { StandingsQueue } from './infrastructure/standings.queue.js';
import { PointListsController } from './interface/point-lists.controller.js';
import { StandingsController } from './interface/standings.controller.js';
import { declarePlayerReferences } from '../../shared/application/player-merge.js';
import { LEADERBOARDS_PLAYER_REFERENCES } from './leaderboards.tables.js';
import { StandingsGateway } from './interface/standings.gateway.js';
import { StandingsRebuildController } from './interface/standings-rebuild.controller.js';

/**
 * Leaderboards: the standings read model (player totals per league / venue / event and
 * month / season / year / all time), the commands that recompute it, and the reads of it;
 * and the standings lists read straight from the records (games and champions, a player's
 * history, games by venue).
 */
@Module({
  controllers: [StandingsController, PointListsController, StandingsRebuildController],
  providers: [
    declarePlayerReferences(LEADERBOARDS_PLAYER_REFERENCES),
    { provide: StandingsStore, useClass: MikroOrmStandingsStore },
    // Pub/sub on Redis: the worker says which standings it wrote, each API tells its open pages (StandingsGateway).
    {
      provide: StandingsChanges,
      inject: [Settings],
      useFactory: (settings: Settings) => new RedisStandingsChanges(settings.redisUrl, settings.queuePrefix),
    },
    RecomputeStandingsHandler,
    RecomputeGameStandingsHandler,
    RebuildStandingsHandler,
    StandingsSource,
    ListLeaderboardHandler,
    ListLeaderboardJsonHandler,
    GetPointStatsHandler,
    ListSeriesLeaderboardsHandler,
    ListPlayerGamesHandler,
    ListPointGamesHandler,
    ListPointHistoryHandler,
    ListVenueGamesHandler,
    // An admin's full rebuild: queued from the API, run and reported by the worker (StandingsProcessor).
    {
      provide: StandingsQueue,
      inject: [Settings, MikroORM],
      useFactory: (settings: Settings, orm: MikroORM) =>
        new StandingsQueue(
          createRedisConnection(settings.redisUrl, 'standings-queue', { waitForReconnect: true }),
          settings.queuePrefix,
          new WorkLedger(orm),
        ),
    },
    { provide: StandingsRebuildQueue, useClass: BullMqStandingsRebuildQueue },
    StartStandingsRebuildHandler,
    StandingsGateway,
    GetStandingsRebuildHandler,
  ],
})
export class LeaderboardsModule {}
