import { Module } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import { Settings } from '../../config/settings.js';
import { WorkLedger } from '../../shared/infrastructure/queue/work-ledger.js';
import { createRedisConnection } from '../../shared/infrastructure/redis/redis-connection.js';
import { UnsubscribeTokens } from '../players/application/unsubscribe-tokens.js';
import { RebuildAllInvitesHandler } from './application/commands/rebuild-all-invites.handler.js';
import { RecomputeInviteYearHandler } from './application/commands/recompute-invite-year.handler.js';
import { SendMonthlyInvitesHandler } from './application/commands/send-monthly-invites.handler.js';
import { SendStandingsMailHandler } from './application/commands/send-standings-mail.handler.js';
import { InviteAwardStore } from './application/ports/invite-award.store.js';
import { GameChangedSubscriber } from './infrastructure/game-changed.subscriber.js';
import { GameEndedSubscriber } from './infrastructure/game-ended.subscriber.js';
import { InvitesRebuildSubscriber } from './infrastructure/invites-rebuild.subscriber.js';
import { PlayersMergedSubscriber } from './infrastructure/players-merged.subscriber.js';
import { MikroOrmInviteAwardStore } from './infrastructure/mikro-orm-invite-award.store.js';
import { VegasInvitesProcessor } from './infrastructure/vegas-invites.processor.js';
import { VegasInvitesQueue } from './infrastructure/vegas-invites.queue.js';

/**
 * The bonuses module's part of the worker process: the Vegas Invites read model (recomputed
 * per invite year after each GameEnded and GameChanged, all years on a first start or when asked), the monthly invites
 * mail and the standings mail after a game. Apart from BonusesModule so the worker loads no
 * HTTP code; the `standings:rebuild` CLI can load it for rebuildAllInvites().
 */
@Module({
  providers: [
    { provide: InviteAwardStore, useClass: MikroOrmInviteAwardStore },
    {
      provide: UnsubscribeTokens,
      inject: [Settings],
      useFactory: (settings: Settings) =>
        new UnsubscribeTokens(settings.mailLinkSecret, settings.mailLinkSecretPrevious),
    },
    RecomputeInviteYearHandler,
    RebuildAllInvitesHandler,
    SendMonthlyInvitesHandler,
    SendStandingsMailHandler,
    {
      provide: VegasInvitesQueue,
      inject: [Settings, MikroORM],
      useFactory: (settings: Settings, orm: MikroORM) =>
        new VegasInvitesQueue(
          createRedisConnection(settings.redisUrl, 'vegas-invites-queue', { waitForReconnect: true }),
          settings.queuePrefix,
          settings.invitesSettleMs,
          new WorkLedger(orm),
        ),
    },
    {
      provide: VegasInvitesProcessor,
      inject: [MikroORM, CommandBus, VegasInvitesQueue, Settings],
      useFactory: (orm: MikroORM, commandBus: CommandBus, queue: VegasInvitesQueue, settings: Settings) =>
        new VegasInvitesProcessor(
          orm,
          commandBus,
          queue,
          createRedisConnection(settings.redisUrl, 'vegas-invites-worker', { waitForReconnect: true }),
          {
            prefix: settings.queuePrefix,
            leagueTimeZone: settings.leagueTimeZone,
            lockMs: settings.jobLockMs,
            checkEveryMs: settings.sweepEveryMs,
          },
        ),
    },
    GameEndedSubscriber,
    GameChangedSubscriber,
    InvitesRebuildSubscriber,
    PlayersMergedSubscriber,
  ],
  exports: [VegasInvitesQueue],
})
export class BonusesWorkerModule {}
