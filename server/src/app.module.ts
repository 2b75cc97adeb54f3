import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { ScheduleModule } from '@nestjs/schedule';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { SpaFallback } from './common/delivery/spa-fallback';
import type { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import type { DatabaseEndpoint } from './database/embedded-postgres';
import { DOMAIN_MODULES } from './modules';
import { RealtimeModule } from './realtime/realtime.module';
import { OpenApiModule } from './openapi/openapi.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, endpoint: DatabaseEndpoint, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        // Nest's app logger over the root logger. Its per-request middleware is left out (no routes):
        // requests are logged by a Fastify hook (common/logging/request-log.ts).
        LoggerModule.forRoot({ pinoHttp: { logger }, forRoutes: [] }),
        EventEmitterModule.forRoot(),
        ScheduleModule.forRoot(),
        DatabaseModule.forRoot(endpoint, config.databaseStatementTimeoutMs),
        ...DOMAIN_MODULES,
        OpenApiModule,
        // Socket.IO: listens to the domain modules' events; none of them imports it.
        RealtimeModule,
      ],
      providers: [
        { provide: SpaFallback, useValue: new SpaFallback(config.clientDist) },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
