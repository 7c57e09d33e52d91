import { Module } from '@nestjs/common';
import { SendCardRequestMailHandler } from './application/commands/send-card-request-mail.handler.js';
import { SendEmailChangedMailHandler } from './application/commands/send-email-changed-mail.handler.js';
import { AccountRepository } from './application/ports/account.repository.js';
import { CardRequestStore } from './application/ports/card-request.store.js';
import { CardRequestedSubscriber } from './infrastructure/card-requested.subscriber.js';
import { EmailChangedSubscriber } from './infrastructure/email-changed.subscriber.js';
import { MikroOrmAccountRepository } from './infrastructure/mikro-orm-account.repository.js';
import { MikroOrmCardRequestStore } from './infrastructure/mikro-orm-card-request.store.js';

/** The players module's part of the worker process: the staff mail about card requests, the notice of an email change (the security notices are the accounts worker's). */
@Module({
  providers: [
    { provide: CardRequestStore, useClass: MikroOrmCardRequestStore },
    SendCardRequestMailHandler,
    CardRequestedSubscriber,
    { provide: AccountRepository, useClass: MikroOrmAccountRepository },
    SendEmailChangedMailHandler,
    EmailChangedSubscriber,
  ],
  exports: [AccountRepository],
})
export class PlayersWorkerModule {}
