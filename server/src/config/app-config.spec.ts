import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

describe('loadConfig: TRUST_PROXY and HTTPS', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, INVITE_CODES: 'x', JWT_SECRET: 'k'.repeat(32), ...env });

  it('trusts no proxy by default, production included', () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ NODE_ENV: 'production' }).trustProxy).toBe(false);
    expect(load({ NODE_ENV: 'production', TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  it('reads off, a number of hops, or a list of addresses', () => {
    expect(load({ NODE_ENV: 'production', TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: ' 10.0.0.0/8, loopback ' }).trustProxy).toBe('10.0.0.0/8,loopback');
  });

  it('refuses anything else with one line naming the variable', () => {
    expect(() => load({ TRUST_PROXY: 'the proxy' })).toThrow(ConfigError);
    expect(() => load({ TRUST_PROXY: 'the proxy' })).toThrow(/^Invalid configuration: TRUST_PROXY must be off, a number/);
  });

  it('is served over HTTPS exactly when APP_URL is https', () => {
    expect(load({}).servedOverHttps).toBe(false);
    expect(load({ APP_URL: 'http://192.168.1.10:3000' }).servedOverHttps).toBe(false);
    expect(load({ APP_URL: 'https://ticklist.example.com/' }).servedOverHttps).toBe(true);
  });
});

describe('loadConfig: webhooks', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, INVITE_CODES: 'x', JWT_SECRET: 'k'.repeat(32), ...env });

  it('refuses private addresses and plain HTTP unless turned on', () => {
    expect(load({}).webhooks).toEqual({ allowPrivate: false, allowInsecure: false, retryBaseMs: 10_000 });
    expect(load({ WEBHOOKS_ALLOW_PRIVATE: 'on', WEBHOOKS_ALLOW_INSECURE: 'on', WEBHOOKS_RETRY_BASE_MS: '50' }).webhooks).toEqual({
      allowPrivate: true,
      allowInsecure: true,
      retryBaseMs: 50,
    });
  });

  it('names the variable when a value is not on or off', () => {
    expect(() => load({ WEBHOOKS_ALLOW_PRIVATE: 'yes' })).toThrow(/^Invalid configuration: WEBHOOKS_ALLOW_PRIVATE/);
    expect(() => load({ WEBHOOKS_ALLOW_INSECURE: '1' })).toThrow(/^Invalid configuration: WEBHOOKS_ALLOW_INSECURE/);
    expect(() => load({ WEBHOOKS_RETRY_BASE_MS: '0' })).toThrow(/^Invalid configuration: WEBHOOKS_RETRY_BASE_MS/);
  });
});

describe('loadConfig: invite codes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'k'.repeat(32), ...env });

  it('an empty INVITE_CODES counts as unset (docker-compose.yml passes it empty when it is not set)', () => {
    const embedded = load({ INVITE_CODES: '' });
    expect(embedded.generatedInviteCode).toBe(true);
    expect(embedded.inviteCodes).toEqual([load({}).inviteCodes[0]]);
    // On PostgreSQL there is no default code at all: the first process stores a single-use one.
    const postgres = load({ INVITE_CODES: ' ', DATABASE_URL: 'postgres://db.example/ticklist' });
    expect(postgres.inviteCodes).toEqual([]);
    expect(postgres.generatedInviteCode).toBe(false);
  });
});

describe('loadConfig: REQUEST_TIMEOUT_MS', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, INVITE_CODES: 'x', JWT_SECRET: 'k'.repeat(32), ...env });

  it('gives a request 30 s to arrive unless told otherwise', () => {
    expect(load({}).requestTimeoutMs).toBe(30_000);
    expect(load({ REQUEST_TIMEOUT_MS: '1000' }).requestTimeoutMs).toBe(1_000);
    expect(() => load({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/^Invalid configuration: REQUEST_TIMEOUT_MS/);
  });
});

describe('loadConfig: CORS_ORIGINS', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, INVITE_CODES: 'x', JWT_SECRET: 'k'.repeat(32), ...env });

  it('allows no origin by default', () => {
    expect(load({}).corsOrigins).toEqual([]);
    expect(load({ CORS_ORIGINS: ' ' }).corsOrigins).toEqual([]);
  });

  it('reads a comma-separated list of exact origins', () => {
    expect(load({ CORS_ORIGINS: 'https://a.example, https://B.example:8443 ,http://localhost:5173' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example:8443',
      'http://localhost:5173',
    ]);
  });

  it('refuses a wildcard, a path, another scheme or a non-URL with one line naming the variable', () => {
    for (const value of ['*', 'https://a.example/', 'https://a.example/app', 'ftp://a.example', 'a.example', 'https://*.example', 'https://a.example,null']) {
      expect(() => load({ CORS_ORIGINS: value })).toThrow(/^Invalid configuration: CORS_ORIGINS must be a comma-separated list of origins/);
    }
  });
});
