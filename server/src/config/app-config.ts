import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compile as compileProxyList } from '@fastify/proxy-addr';
import { FILE_LIMITS } from '@ticklist/contracts';
import { z } from 'zod';
import { oidcConfig, type OidcConfig } from './oidc-config';
import { parseS3Url, type S3Location } from './s3-url';

/** A bad setting: its message is the one line printed before the process exits. */
export class ConfigError extends Error {}

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine((v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `must be a URL starting with ${protocols.map((p) => p + '//').join(' or ')}`);

const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const envSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  PORT: optional(z.coerce.number().int().min(0).max(65535)),
  HOST: optional(z.string()),
  APP_URL: optional(url(['http:', 'https:'])),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(url(['postgres:', 'postgresql:'])),
  DATABASE_STATEMENT_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(600_000)),
  PGLITE_SHARED_BUFFERS: optional(z.string().trim().regex(/^\d{1,6}(kB|MB|GB)$/, 'must be a size such as 16MB')),
  REDIS_URL: optional(url(['redis:', 'rediss:'])),
  SMTP_URL: optional(url(['smtp:', 'smtps:'])),
  MAIL_FROM: optional(z.string()),
  SUPPORT_EMAIL: optional(z.string().email()),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters (256 bits)')),
  JWT_EXPIRES_IN_SECONDS: optional(z.coerce.number().int().min(60)),
  INVITE_CODES: optional(z.string()),
  RATE_LIMIT: optional(z.enum(['on', 'off'])),
  REDIS_KEY_PREFIX: optional(z.string().max(64)),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  LOG_FORMAT: optional(z.enum(['json', 'pretty'])),
  CLIENT_DIST: optional(z.string()),
  SHUTDOWN_TIMEOUT_MS: optional(z.coerce.number().int().min(0)),
  REQUEST_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(600_000)),
  TRUST_PROXY: optional(z.string().trim().transform((v, ctx) => parseTrustProxy(v, ctx))),
  WEBHOOKS_ALLOW_PRIVATE: optional(z.enum(['on', 'off'])),
  WEBHOOKS_ALLOW_INSECURE: optional(z.enum(['on', 'off'])),
  WEBHOOKS_RETRY_BASE_MS: optional(z.coerce.number().int().min(1).max(3_600_000)),
  CORS_ORIGINS: optional(z.string().transform((v, ctx) => parseOrigins(v, ctx))),
  OIDC_ISSUER: optional(url(['https:', 'http:'])),
  OIDC_CLIENT_ID: optional(z.string().trim()),
  OIDC_CLIENT_SECRET: optional(z.string()),
  OIDC_PROVIDER_NAME: optional(z.string().trim().max(60)),
  OIDC_ALLOWED_DOMAINS: optional(z.string()),
  OIDC_ONLY: optional(z.enum(['on', 'off'])),
  OIDC_BREAKGLASS_EMAIL: optional(z.string().email()),
  S3_URL: optional(z.string().trim().transform((v, ctx) => parseS3Url(v, ctx))),
  STORAGE_QUOTA_MB: optional(z.coerce.number().int().min(1)),
});

/**
 * CORS_ORIGINS: the browser origins allowed to call /api and /socket.io with a bearer token
 * (`https://a.example,https://b.example`). Each must be exactly an origin: scheme, host and port,
 * no path and no wildcard (an origin is named, never guessed).
 */
function parseOrigins(value: string, ctx: z.RefinementCtx): string[] {
  const list = value.split(',').map((part) => part.trim()).filter(Boolean);
  for (const origin of list) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      /* reported below */
    }
    const exact =
      parsed && (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.origin === origin.toLowerCase() && !origin.includes('*');
    if (!exact) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `must be a comma-separated list of origins such as https://app.example (got ${JSON.stringify(origin)})` });
      return z.NEVER;
    }
  }
  return list.map((origin) => origin.toLowerCase());
}

/**
 * Which proxies may tell us the client's address and protocol (X-Forwarded-For/-Proto):
 * `off`, a number of hops (`1`: the one proxy in front), or addresses and CIDRs
 * (`127.0.0.1,10.0.0.0/8`, or proxy-addr's names such as `loopback`).
 */
export type TrustProxy = false | number | string;

function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  if (/^(off|false|0)$/i.test(value)) return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const list = value.split(',').map((part) => part.trim()).filter(Boolean);
  try {
    compileProxyList(list);
    return list.join(',');
  } catch {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'must be off, a number of proxy hops, or a comma-separated list of addresses/CIDRs' });
    return z.NEVER;
  }
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl?: string;
  /**
   * On PostgreSQL, the longest a statement may run (its `statement_timeout`) and be waited for; the hot
   * paths wait at most 5 s (SqlRepository). Past it the request answers 503. Default 30 s.
   */
  databaseStatementTimeoutMs?: number;
  /** The embedded PGlite's buffer cache (PostgreSQL's shared_buffers), e.g. '16MB'; unset: the default. */
  pgliteSharedBuffers?: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  supportEmail: string;
  jwtSecret: string;
  jwtExpiresInSeconds: number;
  /** Codes from INVITE_CODES (unlimited uses), or the one generated for the embedded default. */
  inviteCodes: string[];
  generatedInviteCode: boolean;
  rateLimit: boolean;
  /** Prefix of this deployment's Redis keys (rate-limit counters). */
  redisKeyPrefix: string;
  logLevel: string;
  logFormat: 'json' | 'pretty';
  clientDist: string;
  shutdownTimeoutMs: number;
  /** How long a request (headers and body) may take to arrive: then 408 and the connection closed. */
  requestTimeoutMs: number;
  /** Proxies whose X-Forwarded-* headers are believed (none unless TRUST_PROXY says). */
  trustProxy: TrustProxy;
  /** APP_URL is https: every answer carries HSTS and upgrade-insecure-requests. */
  servedOverHttps: boolean;
  /** Browser origins allowed to call the API and sockets with a bearer token (CORS); none by default. */
  corsOrigins: string[];
  /** Webhook delivery rules (self-hosting and tests may loosen the first two). */
  webhooks: {
    /** Deliver to loopback, private, link-local and metadata addresses too. */
    allowPrivate: boolean;
    /** Accept plain http:// endpoint URLs. */
    allowInsecure: boolean;
    /** The first retry's delay; each next one doubles (with jitter). */
    retryBaseMs: number;
  };
  /** Single sign-on (OIDC_*); null: off. */
  oidc: OidcConfig | null;
  /** Where answers' files go (issue 46): object storage when S3_URL is set, else the database. */
  s3?: S3Location;
  /** Every file of an owner's checklists together, in bytes (STORAGE_QUOTA_MB). */
  storageQuotaBytes: number;
}

/** Parses and validates the environment once. Throws ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const e = parsed.data;
  const nodeEnv = e.NODE_ENV ?? 'development';
  const port = e.PORT ?? 3000;
  const dataDir = resolve(e.DATA_DIR ?? './data');
  const jwtSecret = e.JWT_SECRET ?? persistedSecret(nodeEnv, dataDir);
  const fromEnv = (e.INVITE_CODES ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const generate = fromEnv.length === 0 && !e.DATABASE_URL;
  const appUrl = (e.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const oidc = oidcConfig(e);
  if (oidc && 'missing' in oidc) throw new ConfigError(`Invalid configuration: ${oidc.missing} is required`);
  return {
    env: nodeEnv,
    port,
    host: e.HOST ?? '0.0.0.0',
    appUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS ?? 30_000,
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Ticklist <no-reply@ticklist.local>',
    supportEmail: e.SUPPORT_EMAIL ?? 'support@ticklist.app',
    jwtSecret,
    jwtExpiresInSeconds: e.JWT_EXPIRES_IN_SECONDS ?? 7 * 24 * 3600,
    inviteCodes: generate ? [persistedInviteCode(dataDir)] : fromEnv,
    generatedInviteCode: generate,
    rateLimit: e.RATE_LIMIT !== 'off',
    redisKeyPrefix: e.REDIS_KEY_PREFIX ?? 'ticklist:',
    logLevel: e.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    logFormat: e.LOG_FORMAT ?? (nodeEnv === 'production' ? 'json' : 'pretty'),
    clientDist: resolve(e.CLIENT_DIST ?? join(__dirname, '..', '..', '..', 'client', 'dist')),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS ?? 8_000,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS ?? 30_000,
    // Off unless set, production included: a process reached directly (the Dockerfile exposes its
    // port) would otherwise take any client's X-Forwarded-For as its address (per-IP limits).
    trustProxy: e.TRUST_PROXY ?? false,
    servedOverHttps: appUrl.startsWith('https:'),
    corsOrigins: e.CORS_ORIGINS ?? [],
    webhooks: {
      allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE === 'on',
      allowInsecure: e.WEBHOOKS_ALLOW_INSECURE === 'on',
      retryBaseMs: e.WEBHOOKS_RETRY_BASE_MS ?? 10_000,
    },
    oidc,
    s3: e.S3_URL,
    storageQuotaBytes: (e.STORAGE_QUOTA_MB ?? FILE_LIMITS.defaultQuotaMb) * 1024 * 1024,
  };
}

function persistedSecret(nodeEnv: string, dataDir: string): string {
  if (nodeEnv === 'production') throw new ConfigError('Invalid configuration: JWT_SECRET is required in production');
  return readOrCreate(join(dataDir, 'jwt-secret'), () => randomBytes(32).toString('base64url'));
}

function persistedInviteCode(dataDir: string): string {
  return readOrCreate(join(dataDir, 'invite-code'), () => `alpha-${randomBytes(6).toString('hex')}`);
}

function readOrCreate(file: string, make: () => string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(join(file, '..'), { recursive: true });
  const value = make();
  writeFileSync(file, value + '\n', { mode: 0o600 });
  return value;
}
