import { Module } from '@nestjs/common';
import { SendCardRequestMailHandler } from './application/commands/send-card-request-mail.handler.js';
import { SendEmailChangedMailHandler } from './application/commands/send-email-changed-mail.handler.js';
import { AccountRepository } from './application/ports/account.repository.js';
import { CardRequestStore } from './application/ports/card-request.store.js';
import { CardRequestedSubscriber } from './infrastructure/card-requested.subscriber.js';
import { EmailChangedSubscriber } from './infrastructure/email-changed.subscriber.js';
import { MikroOrmAccountRepository } from './infrastructure/mikro-orm-account.repository.js';
import { MikroOrmCardRequestStore } from './infrastructure/mikro-orm-card-request.store.js';
import { SendSecurityNoticeMailHandler } from './application/commands/send-security-notice-mail.handler.js';
import { SecurityNoticeMailStore } from './application/ports/security-notice-mail.store.js';
import { MikroOrmSecurityNoticeMailStore } from './infrastructure/mikro-orm-security-notice-mail.store.js';
import { SecurityNoticeSubscriber } from './infrastructure/security-notice.subscriber.js';

/** The players module's part of the worker process: the staff mail about card requests, the notice of an email change, the security notices (issue 32). */
@Module({
  providers: [
    { provide: CardRequestStore, useClass: MikroOrmCardRequestStore },
    SendCardRequestMailHandler,
    CardRequestedSubscriber,
    { provide: AccountRepository, useClass: MikroOrmAccountRepository },
    SendEmailChangedMailHandler,
    EmailChangedSubscriber,
    { provide: SecurityNoticeMailStore, useClass: MikroOrmSecurityNoticeMailStore },
    SendSecurityNoticeMailHandler,
    SecurityNoticeSubscriber,
  ],
})
export class PlayersWorkerModule {}
