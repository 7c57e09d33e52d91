import { Module } from '@nestjs/common';
import { RebuildAllInvitesHandler } from './application/commands/rebuild-all-invites.handler.js';
import { RecomputeInviteYearHandler } from './application/commands/recompute-invite-year.handler.js';
import { InviteAwardStore } from './application/ports/invite-award.store.js';
import { MikroOrmInviteAwardStore } from './infrastructure/mikro-orm-invite-award.store.js';

/** Just the invites recompute, for the `standings:rebuild` CLI: no queues, no mail, no scheduler. */
@Module({
  providers: [
    { provide: InviteAwardStore, useClass: MikroOrmInviteAwardStore },
    RecomputeInviteYearHandler,
    RebuildAllInvitesHandler,
  ],
})
export class BonusesCliModule {}
