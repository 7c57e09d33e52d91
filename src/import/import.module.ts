import { type DynamicModule, Module } from '@nestjs/common';
import { BonusesCliModule } from '../modules/bonuses/bonuses-cli.module.js';
import { ImportLeague } from './application/import-league.js';
import { ImportLedger } from './application/ports/import-ledger.js';
import { ImportProgress } from './application/ports/import-progress.js';
import { LeagueWriter } from './application/ports/league-writer.js';
import { OldSiteClient } from './application/ports/old-site.client.js';
import { FetchOldSiteClient } from './infrastructure/fetch.old-site.client.js';
import { MikroOrmImportLedger } from './infrastructure/mikro-orm.import-ledger.js';
import { MikroOrmLeagueWriter } from './infrastructure/mikro-orm.league-writer.js';

/**
 * The import from the site being replaced (issue 22; docs/import.md), for the
 * `npm run import` CLI: imported next to AppModule, so the writer reaches the modules'
 * commands and queries (the standings rebuild, the leaderboard) on the same database.
 */
@Module({})
export class ImportModule {
  static forSite(oldSiteUrl: string, progress: ImportProgress): DynamicModule {
    return {
      module: ImportModule,
      imports: [BonusesCliModule],
      providers: [
        { provide: OldSiteClient, useValue: new FetchOldSiteClient(oldSiteUrl) },
        { provide: ImportProgress, useValue: progress },
        { provide: ImportLedger, useClass: MikroOrmImportLedger },
        { provide: LeagueWriter, useClass: MikroOrmLeagueWriter },
        ImportLeague,
      ],
    };
  }
}
