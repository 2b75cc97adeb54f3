import { DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { ScheduleModule } from '@nestjs/schedule';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { destination, pino, type DestinationStream, type Logger } from 'pino';
import { prettyFactory } from 'pino-pretty';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { REDACT_PATHS, redactUrl } from './common/redact';
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
  static forRoot(config: AppConfig, endpoint: DatabaseEndpoint): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggerModule.forRoot({
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: {
            logger: rootLogger(config),
            genReqId: (req: IncomingMessage) => (req as IncomingMessage & { id?: string }).id ?? randomUUID(),
            serializers: {
              req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
            customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'info'),
            // Health checks are polled every few seconds: not logged. Under Nest's middleware `url` has
            // lost the /api prefix; `originalUrl` is the request's own.
            autoLogging: { ignore: (req) => requestPath(req) === '/api/health' },
          },
        }),
        EventEmitterModule.forRoot(),
        ScheduleModule.forRoot(),
        DatabaseModule.forRoot(endpoint),
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

/**
 * The one pino logger: nestjs-pino's app logger and its request logger both use it. Given only
 * options, each would make its own, and with the pretty format each its own pino-pretty thread
 * (a V8 isolate and some 15 MB of an idle process each).
 */
function rootLogger(config: AppConfig): Logger {
  const options = { level: config.logLevel, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
  return config.logFormat === 'pretty' ? pino(options, prettyStdout()) : pino(options, bufferedStdout());
}

/**
 * pino's own asynchronous stdout, written in blocks of at least 4 KiB or every 250 ms, and flushed
 * at exit (pino registers that). A write per line was about 5 % of the HTTP thread's time under a
 * stream of saves (bench/RESULTS.md); a line now reaches the terminal at most a quarter second late.
 */
function bufferedStdout() {
  return destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 });
}

/**
 * The pretty format, formatted as each line is written: pino-pretty's formatter in front of the
 * buffered stdout. pino-pretty's stream does the same through a line splitter and two object-mode
 * streams, which cost about 8 % of the saves a second (bench/RESULTS.md).
 */
function prettyStdout(): DestinationStream {
  const format = prettyFactory({ singleLine: true, colorize: false });
  const stdout = bufferedStdout();
  return { write: (line: string) => void stdout.write(format(line)) };
}

function requestPath(req: IncomingMessage & { originalUrl?: string }): string {
  return (req.originalUrl ?? req.url ?? '').split('?', 1)[0]!;
}
