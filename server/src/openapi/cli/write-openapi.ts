import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { AppModule } from '../../app.module';
import { createLogging } from '../../common/logging/root-logger';
import { loadConfig } from '../../config/app-config';
import type { DatabaseEndpoint } from '../../database/embedded-postgres';
import { buildOpenApiDocument } from '../openapi-document';
import { serverVersion } from '../openapi-document.service';

/** No database is opened: Nest's preview mode reads the routes without making any provider. */
const NO_DATABASE: DatabaseEndpoint = { url: 'postgres://unused', poolSize: 1, embedded: true, description: 'none', close: async () => {} };

/**
 * `node server/dist/openapi/cli/write-openapi.js [file]`: writes the OpenAPI document the server
 * serves at /api/openapi.json (to stdout without a file), built from the same controllers without a
 * database or a listening server, for linting it in CI. APP_URL names the document's server.
 */
async function main(file: string | undefined): Promise<void> {
  // No secret is used to describe routes; a fixed one keeps loadConfig from making one on disk.
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', JWT_SECRET: 'unused-while-describing-the-routes-only' });
  const { logger } = createLogging(config);
  const app = await NestFactory.create(AppModule.forRoot(config, NO_DATABASE, logger), new FastifyAdapter(), { preview: true, logger: false });
  app.setGlobalPrefix('api');
  const json = `${JSON.stringify(buildOpenApiDocument(app, serverVersion(), config.appUrl), null, 2)}\n`;
  if (file) writeFileSync(file, json);
  // Exit only once a piped stdout took all of it (process.exit would cut it short).
  else await new Promise<void>((resolve, reject) => process.stdout.write(json, (error) => (error ? reject(error) : resolve())));
}

// Exits when done: the application's modules may hold timers that would keep the process alive.
main(process.argv[2]).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
    process.exit(1);
  },
);
