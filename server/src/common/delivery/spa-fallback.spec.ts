import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SpaFallback } from './spa-fallback';

describe('SpaFallback', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  async function serve(html: string): Promise<FastifyInstance> {
    const dir = mkdtempSync(join(tmpdir(), 'spa-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'index.html'), html);
    const spa = new SpaFallback(dir);
    const app = Fastify();
    app.setNotFoundHandler((request, reply) => (spa.shouldServe(request) ? spa.send(request, reply) : reply.code(404).send()));
    await app.ready();
    return app;
  }

  it('serves a large page compressed as the browser prefers, the same page whatever the encoding', async () => {
    const html = `<!doctype html><div id="root"></div>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(40)}`;
    const app = await serve(html);
    const br = await app.inject({ url: '/dashboard', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    const gz = await app.inject({ url: '/dashboard', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(html);
    const plain = await app.inject({ url: '/dashboard' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(1);
    expect(plain.headers.vary).toBe('Accept-Encoding');
    await app.close();
  });

  it('does not compress a page too small to gain, and answers 304 to its ETag', async () => {
    const app = await serve('<!doctype html><div id="root"></div>');
    const first = await app.inject({ url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await app.inject({ url: '/login', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await app.inject({ url: '/api/x' })).statusCode).toBe(404);
    await app.close();
  });
});
