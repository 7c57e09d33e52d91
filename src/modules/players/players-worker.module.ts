import { Module } from '@nestjs/common';
import { SendCardRequestMailHandler } from './application/commands/send-card-request-mail.command.js';
import { CardRequestStore } from './application/ports/card-request.store.js';
import { CardRequestedSubscriber } from './infrastructure/card-requested.subscriber.js';
import { MikroOrmCardRequestStore } from './infrastructure/mikro-orm-card-request.store.js';

/** The players module's part of the worker process: the staff mail about card requests. */
@Module({
  providers: [{ provide: CardRequestStore, useClass: MikroOrmCardRequestStore }, SendCardRequestMailHandler, CardRequestedSubscriber],
  exports: [CardRequestedSubscriber],
})
export class PlayersWorkerModule {}
