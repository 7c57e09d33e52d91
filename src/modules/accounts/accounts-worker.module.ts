import { Module } from '@nestjs/common';
import { PlayersWorkerModule } from '../players/players-worker.module.js';
import { SendSecurityNoticeMailHandler } from './application/commands/send-security-notice-mail.handler.js';
import { SecurityNoticeMailStore } from './application/ports/security-notice-mail.store.js';
import { MikroOrmSecurityNoticeMailStore } from './infrastructure/mikro-orm-security-notice-mail.store.js';
import { SecurityNoticeSubscriber } from './infrastructure/security-notice.subscriber.js';

/** The accounts module's part of the worker process: the security notices mailed to an account (issue 32). */
@Module({
  imports: [PlayersWorkerModule],
  providers: [
    { provide: SecurityNoticeMailStore, useClass: MikroOrmSecurityNoticeMailStore },
    SendSecurityNoticeMailHandler,
    SecurityNoticeSubscriber,
  ],
})
export class AccountsWorkerModule {}
