import { type DynamicModule, type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import { Settings } from './config/settings.js';
import { ALL_ENTITIES } from './entities.js';
import { GamesModule } from './modules/games/games.module.js';
import { PlayersModule } from './modules/players/players.module.js';
import { VenuesModule } from './modules/venues/venues.module.js';
import { AccessGuard } from './shared/interface/auth/access.guard.js';
import { HealthController } from './shared/interface/health.controller.js';
import { TestClockMiddleware } from './shared/interface/test-clock.middleware.js';
import { SharedModule } from './shared/shared.module.js';

/** The API process: every module's controllers, the guard, and the test clock. */
@Module({})
export class AppModule implements NestModule {
  static forRoot(settings: Settings): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: settings.logLevel,
            autoLogging: { ignore: (request) => request.url === '/v1/health' },
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
        }),
        SharedModule.forRoot(settings, ALL_ENTITIES),
        CqrsModule.forRoot(),
        PlayersModule,
        VenuesModule,
        GamesModule,
      ],
      controllers: [HealthController],
      providers: [{ provide: APP_GUARD, useClass: AccessGuard }],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(TestClockMiddleware).forRoutes('{*path}');
  }
}
