import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { fastifyTrustProxy } from './common/client-ip';
import { clientErrorHandler, frameworkErrors } from './common/framework-errors';
import { closeConnectionsWhenIdle } from './common/graceful-close';
import { within } from './common/within';
import { acceptCsv, acceptStructuredJson, requireObjectBodies } from './common/json-object-body.hook';
import { acceptRawUploads } from './common/raw-upload-body';
import { refuseUnreadableInput } from './common/request-hygiene.hook';
import { QuietFrameworkLogger } from './common/logging/quiet-framework-logger';
import { logRequests } from './common/logging/request-log';
import { createLogging } from './common/logging/root-logger';
import { addApiCacheControl } from './common/delivery/api-cache';
import { addRateLimitHeaders } from './common/rate-limit/rate-limit-headers';
import { registerCompression } from './common/delivery/compression';
import { addSecurityHeaders } from './common/delivery/security-headers';
import { allowCorsOrigins } from './common/delivery/cors';
import { serveClient } from './common/delivery/static-client';
import { GuestPageHtml } from './common/delivery/guest-page-html';
import { SpaFallback } from './common/delivery/spa-fallback';
import { guardFromSearchEngines } from './common/delivery/search-engines';
import { GuestShareService } from './modules/responses/guest-share.service';
import { serveGuestPage } from './modules/responses/guest-page.route';
import { createValidationPipe } from './common/validation.pipe';
import type { AppConfig } from './config/app-config';
import { externalPostgres, startEmbeddedPostgres, type DatabaseEndpoint } from './database/embedded-postgres';
import { RealtimeIoAdapter } from './realtime/redis-io.adapter';
import { OpenApiDocumentService } from './openapi/openapi-document.service';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The longest a close waits for requests, sockets and jobs before it closes the database anyway. */
const APP_CLOSE_WAIT_MS = 25_000;

export interface RunningServer {
  app: NestFastifyApplication;
  url: string;
  /** Which database this process uses, for the start-up line. */
  database: string;
  port: number;
  /** Stops accepting, finishes in-flight requests, closes sockets and the database. */
  close(): Promise<void>;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the whole product (HTTP, SPA, Socket.IO, database) and listens on config.port. */
export async function startServer(config: AppConfig): Promise<RunningServer> {
  const endpoint: DatabaseEndpoint = config.databaseUrl
    ? externalPostgres(config.databaseUrl)
    : await startEmbeddedPostgres(config.dataDir, { sharedBuffers: config.pgliteSharedBuffers });
  const { logger, requestLine } = createLogging(config);
  let app: NestFastifyApplication;
  try {
    const adapter = new FastifyAdapter({
      bodyLimit: BODY_LIMIT_BYTES,
      trustProxy: fastifyTrustProxy(config.trustProxy),
      genReqId: (req: import("node:http").IncomingMessage) => {
        const incoming = req.headers['x-request-id'];
        return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      },
      // A request whose headers and body have not all arrived in time (a slow-loris client holding
      // a connection) is answered 408 and closed by clientErrorHandler. Given to Node's server when
      // created (set afterwards, as Fastify does, it never fired in Node 20), and to Fastify, which
      // would otherwise set it to 0. Node checks its connections every connectionsCheckingInterval
      // (30 s by default, which would double the bound).
      requestTimeout: config.requestTimeoutMs,
      http: { requestTimeout: config.requestTimeoutMs, connectionsCheckingInterval: Math.min(1_000, config.requestTimeoutMs / 4) },
      forceCloseConnections: 'idle',
      return503OnClosing: true,
      frameworkErrors,
      clientErrorHandler,
    });
    app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, endpoint, logger), adapter, {
      bufferLogs: true,
    });
  } catch (error) {
    await endpoint.close();
    throw error;
  }
  app.useLogger(new QuietFrameworkLogger(app.get(Logger)));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useWebSocketAdapter(new RealtimeIoAdapter(app, config.redisUrl));
  app.get(OpenApiDocumentService).attach(app);

  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onSend', (request, reply, payload, done) => {
    reply.header('X-Request-Id', request.id);
    done(null, payload);
  });
  logRequests(fastify, requestLine);
  acceptStructuredJson(fastify);
  acceptCsv(fastify);
  acceptRawUploads(fastify);
  requireObjectBodies(fastify);
  closeConnectionsWhenIdle(fastify);
  if (config.rateLimit) addRateLimitHeaders(fastify);
  addSecurityHeaders(fastify, config.servedOverHttps);
  await allowCorsOrigins(fastify, config.corsOrigins);
  guardFromSearchEngines(fastify);
  refuseUnreadableInput(fastify);
  addApiCacheControl(fastify);
  await registerCompression(fastify);
  if (existsSync(config.clientDist)) {
    await serveClient(fastify, config.clientDist);
    serveGuestPage(fastify, app.get(GuestShareService), new GuestPageHtml(config.clientDist), app.get(SpaFallback));
  }

  await app.listen({ port: config.port, host: config.host });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  let closing: Promise<void> | null = null;
  return {
    app,
    port,
    database: endpoint.description,
    url: `http://localhost:${port}`,
    close: () =>
      (closing ??= (async () => {
        try {
          // Requests and jobs get their own bounded waits; this bound names a stage that overran
          // them (it was seen once in CI, unexplained) instead of holding the process open.
          await within(app.close(), APP_CLOSE_WAIT_MS, () => {
            console.error(`Closing: the application did not stop within ${APP_CLOSE_WAIT_MS / 1000} s; closing the database anyway`);
          });
        } finally {
          await endpoint.close();
        }
      })()),
  };
}
