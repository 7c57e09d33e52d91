import { Module } from '@nestjs/common';
import { ListBonusesHandler } from './application/queries/list-bonuses.query.js';
import { BonusesController } from './interface/bonuses.controller.js';
import { BonusesMergeStep } from './infrastructure/bonuses.merge-step.js';

/** The API's part of the bonuses module: the Vegas Invites read, answered from the read model the worker keeps (BonusesWorkerModule). */
@Module({
  controllers: [BonusesController],
  providers: [ListBonusesHandler, BonusesMergeStep],
})
export class BonusesModule {}
