import Fastify, { type FastifyInstance } from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import { registerCompression } from './compression';

/** The BREACH rule: an answer carrying a secret is never compressed, however large. */
describe('registerCompression', () => {
  let app: FastifyInstance;
  const large = { token: 'secret-'.repeat(10), notes: 'text the caller chose '.repeat(200) };

  beforeAll(async () => {
    app = Fastify();
    await registerCompression(app);
    app.get('/plain', async () => large);
    app.get('/secret', { config: { secretInAnswer: true } }, async () => large);
    app.get('/small', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });

  it('compresses a large answer with brotli and says it varies by Accept-Encoding', async () => {
    const res = await get('/plain');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(large);
  });

  it('leaves an answer marked secretInAnswer uncompressed', async () => {
    const res = await get('/secret');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual(large);
  });

  it('leaves answers under 1 KiB uncompressed', async () => {
    expect((await get('/small')).headers['content-encoding']).toBeUndefined();
  });
});
