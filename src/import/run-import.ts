import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import type { Settings } from '../config/settings.js';
import { ImportLeague, type ImportReport } from './application/import-league.js';
import type { ImportProgress } from './application/ports/import-progress.js';
import { ImportModule } from './import.module.js';
import { closeWithin } from '../shared/interface/close-within.js';

export interface RunImportOptions {
  readonly from: string;
  readonly userName: string;
  readonly password: string;
  readonly dryRun: boolean;
  readonly progress: ImportProgress;
}

/** Runs one import into the database `settings` name (the CLI, and the suite on its second site). */
export async function runImport(settings: Settings, options: RunImportOptions): Promise<ImportReport> {
  @Module({ imports: [AppModule.forRoot(settings), ImportModule.forSite(options.from, options.progress)] })
  class ImportRunModule {}
  const app = await NestFactory.createApplicationContext(ImportRunModule, { logger: ['error'] });
  try {
    return await app.get(ImportLeague).run({
      userName: options.userName,
      password: options.password,
      dryRun: options.dryRun,
      leagueTimeZone: settings.leagueTimeZone,
    });
  } finally {
    await closeWithin(app);
  }
}
