import { Module } from '@nestjs/common';
import { ListBonusesHandler } from './application/queries/list-bonuses.handler.js';
import { BonusesController } from './interface/bonuses.controller.js';
import { declarePlayerReferences } from '../../shared/application/player-merge.js';
import { BONUSES_PLAYER_REFERENCES } from './bonuses.tables.js';

/** The API's part of the bonuses module: the Vegas Invites read, answered from the read model the worker keeps (BonusesWorkerModule). */
@Module({
  controllers: [BonusesController],
  providers: [ListBonusesHandler, declarePlayerReferences(BONUSES_PLAYER_REFERENCES)],
})
export class BonusesModule {}
