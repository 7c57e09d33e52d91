import { Module } from '@nestjs/common';
import { RebuildStandingsHandler } from './application/commands/rebuild-standings.command.js';
import { RecomputeStandingsHandler } from './application/commands/recompute-standings.command.js';
import { StandingsStore } from './application/ports/standings.store.js';
import { MikroOrmStandingsStore } from './infrastructure/mikro-orm-standings.store.js';

/**
 * Leaderboards: the standings read model (player totals per league / venue / event and
 * month / season / year / all time), the commands that recompute it, and the reads of it.
 */
@Module({
  providers: [{ provide: StandingsStore, useClass: MikroOrmStandingsStore }, RecomputeStandingsHandler, RebuildStandingsHandler],
})
export class LeaderboardsModule {}
