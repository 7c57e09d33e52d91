import { type DynamicModule, type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import { Settings } from './config/settings.js';
import { ALL_ENTITIES } from './entities.js';
import { AccountsModule } from './modules/accounts/accounts.module.js';
import { BonusesModule } from './modules/bonuses/bonuses.module.js';
import { DepositsModule } from './modules/deposits/deposits.module.js';
import { EmbedsModule } from './modules/embeds/embeds.module.js';
import { GamesModule } from './modules/games/games.module.js';
import { LeaderboardsModule } from './modules/leaderboards/leaderboards.module.js';
import { PlayersModule } from './modules/players/players.module.js';
import { PointsModule } from './modules/points/points.module.js';
import { PostsModule } from './modules/posts/posts.module.js';
import { SitemapModule } from './modules/sitemap/sitemap.module.js';
import { VenuesModule } from './modules/venues/venues.module.js';
import { AccessGuard } from './shared/interface/auth/access.guard.js';
import { HealthController } from './shared/interface/health.controller.js';
import { HealthStatus } from './shared/interface/health-status.js';
import { ProcessReadiness } from './shared/interface/process-readiness.js';
import { JobsDashboardController } from './shared/interface/jobs-dashboard/jobs-dashboard.controller.js';
import { SecurityEventsController } from './shared/interface/security/security-events.controller.js';
import { SiteAddressMiddleware } from './shared/interface/site-address.middleware.js';
import { TestClockMiddleware } from './shared/interface/test-clock.middleware.js';
import { SharedModule } from './shared/shared.module.js';

/** The API process: every module's controllers, the guard, and the test clock (test mode, or TEST_CLOCK=true). */
@Module({})
export class AppModule implements NestModule {
  static forRoot(settings: Settings): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot({
          // No logger per request: a line with every header of every request, at info level, is not
          // worth its cost on each read (nestjs-pino's default route never matched here anyway).
          // Failures are logged where they are handled (DomainErrorFilter).
          forRoutes: [],
          pinoHttp: {
            level: settings.logLevel,
            autoLogging: false,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
        }),
        SharedModule.forRoot(settings, ALL_ENTITIES),
        CqrsModule.forRoot(),
        PlayersModule,
        AccountsModule,
        VenuesModule,
        GamesModule,
        PostsModule,
        PointsModule,
        LeaderboardsModule,
        BonusesModule,
        DepositsModule,
        EmbedsModule,
        SitemapModule,
      ],
      controllers: [HealthController, JobsDashboardController, SecurityEventsController],
      providers: [{ provide: APP_GUARD, useClass: AccessGuard }, HealthStatus, ProcessReadiness],
    };
  }

  constructor(private readonly settings: Settings) {}

  configure(consumer: MiddlewareConsumer): void {
    // Without the test clock (production, demo unless TEST_CLOCK=true) no middleware at all on the request path.
    if (this.settings.testClockEnabled) consumer.apply(TestClockMiddleware).forRoutes('{*path}');
    // Demo mode without SITE_URL: links made during a request use the address it was made to.
    if (this.settings.siteUrlFromRequest) consumer.apply(SiteAddressMiddleware).forRoutes('{*path}');
  }
}
