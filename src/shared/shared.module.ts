import { Global, Module, type DynamicModule } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Settings } from '../config/settings.js';
import { Clock } from './application/clock.js';
import { ImageCleaner } from './application/images/image-cleaner.js';
import { ImageStore } from './application/images/image-store.js';
import { StoredImages } from './application/images/stored-images.js';
import { Mailer } from './application/mailer.js';
import { IdempotencyStore } from './application/idempotency-store.js';
import { Outbox } from './application/outbox.js';
import { declarePlayerReferences, PlayerReferenceMover, PlayerReferences } from './application/player-merge.js';
import { ReadCache } from './application/read-cache.js';
import { SessionCache } from './application/auth/session-cache.js';
import { SiteInfo } from './application/site-info.js';
import { RequestSiteInfo } from './infrastructure/site/request-site-info.js';
import { SqlReads } from './application/sql-reads.js';
import { UnitOfWork } from './application/unit-of-work.js';
import { RequestScopedClock } from './infrastructure/clock/request-scoped.clock.js';
import { buildOrmConfig, type EntityList } from './infrastructure/database/mikro-orm.config.js';
import { MikroOrmSqlReads } from './infrastructure/database/mikro-orm.sql-reads.js';
import { MikroOrmUnitOfWork } from './infrastructure/database/mikro-orm.unit-of-work.js';
import { LocalDiskImageStore } from './infrastructure/images/local-disk.image-store.js';
import { SharpImageCleaner } from './infrastructure/images/sharp.image-cleaner.js';
import { NodemailerMailer } from './infrastructure/mail/nodemailer.mailer.js';
import { MikroOrmIdempotencyStore } from './infrastructure/idempotency/mikro-orm.idempotency-store.js';
import { IDEMPOTENCY_PLAYER_REFERENCES } from './infrastructure/idempotency/idempotency-keys.player-references.js';
import { SqlPlayerReferenceMover } from './infrastructure/database/sql-player-reference.mover.js';
import { MikroOrmOutbox } from './infrastructure/outbox/mikro-orm.outbox.js';
import { RedisReadCache } from './infrastructure/read-cache/redis-read-cache.js';
import { RedisModule } from './infrastructure/redis/redis.module.js';
import { SecurityEvents, SecurityLog } from './application/security-log.js';
import { SecurityEventMetrics } from './infrastructure/metrics/league-metrics.js';
import { MikroOrmSecurityEvents, MikroOrmSecurityLog } from './infrastructure/security/mikro-orm.security-log.js';
import { SECURITY_EVENTS_PLAYER_REFERENCES } from './infrastructure/security/security-events.player-references.js';

/**
 * What every module may use: settings, the clock, mail, the database (writes through
 * repositories, reads through SqlReads), Redis and the read cache. Built from Settings so
 * tests can start the app on their own database and queue prefix; the entities come from
 * the process's composition root (src/entities.ts), since src/shared knows no module.
 */
@Global()
@Module({})
export class SharedModule {
  static forRoot(settings: Settings, entities: EntityList): DynamicModule {
    return {
      module: SharedModule,
      imports: [
        MikroOrmModule.forRoot({
          ...buildOrmConfig(settings.databaseUrl, entities, { poolMax: settings.databasePoolMax }),
          registerRequestContext: true,
        }),
        RedisModule,
      ],
      providers: [
        { provide: Settings, useValue: settings },
        { provide: RequestSiteInfo, useValue: new RequestSiteInfo(settings) },
        { provide: SiteInfo, useExisting: RequestSiteInfo },
        { provide: RequestScopedClock, useValue: new RequestScopedClock(settings.leagueTimeZone) },
        { provide: Clock, useExisting: RequestScopedClock },
        {
          provide: Mailer,
          useValue: new NodemailerMailer({
            smtpUrl: settings.smtpUrl,
            from: settings.mailFrom,
            mailDir: settings.mailDir,
          }),
        },
        { provide: UnitOfWork, useClass: MikroOrmUnitOfWork },
        { provide: Outbox, useClass: MikroOrmOutbox },
        { provide: IdempotencyStore, useClass: MikroOrmIdempotencyStore },
        { provide: SqlReads, useClass: MikroOrmSqlReads },
        { provide: ReadCache, useClass: RedisReadCache },
        { provide: SessionCache, useValue: new SessionCache() },
        // Uploaded images (player and deposit images): docs/architecture.md "Images".
        { provide: ImageStore, useValue: new LocalDiskImageStore(settings.uploadDir) },
        { provide: ImageCleaner, useValue: new SharpImageCleaner() },
        StoredImages,
        // Merging players: every module declares its player columns; one step moves them.
        { provide: PlayerReferences, useValue: new PlayerReferences() },
        { provide: PlayerReferenceMover, useClass: SqlPlayerReferenceMover },
        declarePlayerReferences(IDEMPOTENCY_PLAYER_REFERENCES),
        // The security log (issue 32): a log line, a metric and a row per event.
        { provide: SecurityEventMetrics, useValue: new SecurityEventMetrics() },
        { provide: SecurityLog, useClass: MikroOrmSecurityLog },
        { provide: SecurityEvents, useClass: MikroOrmSecurityEvents },
        declarePlayerReferences(SECURITY_EVENTS_PLAYER_REFERENCES),
      ],
      exports: [
        Settings,
        SiteInfo,
        RequestSiteInfo,
        Clock,
        RequestScopedClock,
        Mailer,
        UnitOfWork,
        Outbox,
        IdempotencyStore,
        SqlReads,
        ReadCache,
        SessionCache,
        RedisModule,
        ImageStore,
        StoredImages,
        PlayerReferences,
        PlayerReferenceMover,
        SecurityLog,
        SecurityEvents,
        SecurityEventMetrics,
      ],
    };
  }
}
