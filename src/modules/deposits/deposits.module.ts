import { Module } from '@nestjs/common';
import { ApplyGameDepositsHandler } from './application/commands/apply-game-deposits.handler.js';
import { GameBooksWriter } from './application/deposit-books.writer.js';
import { DeleteDepositHandler } from './application/commands/delete-deposit.handler.js';
import { SaveDepositHandler } from './application/commands/save-deposit.handler.js';
import { DepositBooksStore } from './application/ports/deposit-books.store.js';
import { DepositRepository } from './application/ports/deposit.repository.js';
import { GetDepositHandler } from './application/queries/get-deposit.handler.js';
import { ListDepositsHandler } from './application/queries/list-deposits.handler.js';
import { MikroOrmDepositBooksStore } from './infrastructure/mikro-orm-deposit-books.store.js';
import { MikroOrmDepositRepository } from './infrastructure/mikro-orm-deposit.repository.js';
import { ApplyDepositsController } from './interface/apply-deposits.controller.js';
import { DepositsController } from './interface/deposits.controller.js';
import { DepositImagesController } from './interface/deposit-images.controller.js';
import { GamesCompatController } from './interface/games-compat.controller.js';
import { ExplicitRoutes } from '../../shared/interface/compat/explicit-routes.js';
import { SetDepositImageHandler } from './application/commands/set-deposit-image.handler.js';
import { RemoveDepositImageHandler } from './application/commands/remove-deposit-image.handler.js';
import { GetDepositImageHandler } from './application/queries/get-deposit-image.handler.js';
import { GamesModule } from '../games/games.module.js';
import { declarePlayerReferences } from '../../shared/application/player-merge.js';
import { DEPOSITS_PLAYER_REFERENCES } from './deposits.tables.js';

/**
 * Deposits: hosts' deposits of collected earnings and their application to the host's games
 * (deposit-application.ts). The games' earnings fields are the games module's, written
 * through its RecordGameDepositsCommand; what each deposit applied is this module's
 * deposit_games table.
 */
@Module({
  // GameRowLock: deposit application locks the games it changes through their owner.
  imports: [GamesModule],
  controllers: [DepositsController, DepositImagesController, ApplyDepositsController, GamesCompatController],
  providers: [
    ExplicitRoutes,
    { provide: DepositRepository, useClass: MikroOrmDepositRepository },
    { provide: DepositBooksStore, useClass: MikroOrmDepositBooksStore },
    GameBooksWriter,
    SaveDepositHandler,
    DeleteDepositHandler,
    ApplyGameDepositsHandler,
    ListDepositsHandler,
    GetDepositHandler,
    SetDepositImageHandler,
    RemoveDepositImageHandler,
    GetDepositImageHandler,
    declarePlayerReferences(DEPOSITS_PLAYER_REFERENCES),
  ],
})
export class DepositsModule {}
