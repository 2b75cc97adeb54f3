import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { loadConfig, type AppConfig } from '../../../server/src/config/app-config';
import { startServer, type RunningServer } from '../../../server/src/bootstrap';
import { Api } from './http';

export interface TestServer {
  url: string;
  port: number;
  config: AppConfig;
  dataDir: string;
  server: RunningServer;
  inviteCode: string;
  stop(): Promise<void>;
}

export interface TestServerOptions {
  /** Rate limits are off unless a suite asks for them (they count per IP, and every test is 127.0.0.1). */
  rateLimit?: boolean;
  env?: Record<string, string>;
  /** Start on this data folder (a restart of an earlier server); it is then kept on stop. */
  dataDir?: string;
}

export const SHARED_DATABASE_SECRET = 'test-secret-shared-by-suites-on-one-postgresql-database';
/**
 * On one PostgreSQL every suite's server may claim any suite's webhook messages, so all of them
 * deliver the way the webhook suites need (to their loopback receivers, retrying quickly). A suite
 * that needs the strict rules runs its server on a database of its own (`DATABASE_URL: ''`).
 */
const SHARED_DATABASE_WEBHOOKS = { WEBHOOKS_ALLOW_PRIVATE: 'on', WEBHOOKS_ALLOW_INSECURE: 'on', WEBHOOKS_RETRY_BASE_MS: '100' };

/**
 * Starts the real product in this process on a free port: HTTP, Socket.IO and the database
 * (a fresh PGlite folder, or DATABASE_URL when set). Mail goes to DATA_DIR/outbox.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'ticklist-test-'));
  const inviteCode = `test-${randomBytes(6).toString('hex')}`;
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    INVITE_CODES: inviteCode,
    RATE_LIMIT: options.rateLimit ? 'on' : 'off',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    LOG_FORMAT: 'json',
    REDIS_KEY_PREFIX: `test-${randomBytes(4).toString('hex')}:`,
    // Suites sharing one PostgreSQL share one secret: a background job of one suite's server (the
    // reminder job sees every share) must be able to open the links another suite's server made.
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL, JWT_SECRET: SHARED_DATABASE_SECRET, ...SHARED_DATABASE_WEBHOOKS } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...options.env,
  };
  const config = loadConfig(env);
  const server = await startServer(config);
  // A given APP_URL stays (passkeys need http://localhost); else links point at the server itself.
  if (!options.env?.APP_URL) config.appUrl = server.url;
  return {
    url: server.url,
    port: server.port,
    config,
    dataDir,
    server,
    inviteCode,
    async stop() {
      await server.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { readOutbox, waitForMail, type OutboxMail } from '../../kit';

/** What most suites hold: the running server, an HTTP client on it and its database. */
export interface ServerSuite {
  server: TestServer;
  api: Api;
  db: DataSource;
}

/**
 * Starts one server for the enclosing describe (beforeAll) and stops it after (afterAll). The
 * fields are filled once beforeAll ran: read them inside tests and hooks, not at definition time.
 */
export function useTestServer(options: TestServerOptions = {}): ServerSuite {
  const suite = {} as ServerSuite;
  beforeAll(async () => {
    suite.server = await startTestServer(options);
    suite.api = new Api(suite.server.url);
    suite.db = suite.server.server.app.get(DataSource);
  });
  afterAll(() => suite.server?.stop());
  return suite;
}
