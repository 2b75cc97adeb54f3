import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { postWebhook, vetHost } from './webhook-http';

/** The delivery call against real loopback servers: time bound, no redirects, capped answer, refused addresses. */
describe('postWebhook', () => {
  let server: Server;
  let base: string;
  const requests: { path: string; headers: Record<string, unknown>; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        requests.push({ path: req.url!, headers: req.headers, body });
        if (req.url === '/silent') return; // never answers
        if (req.url === '/redirect') return void res.writeHead(302, { location: '/ok' }).end();
        if (req.url === '/big') return void res.writeHead(200).end('x'.repeat(200 * 1024));
        res.writeHead(200, { 'content-type': 'text/plain' }).end('fine');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('POSTs the body with the given headers and keeps the start of the answer', async () => {
    const result = await postWebhook(`${base}/ok?x=1`, '{"a":1}', { 'webhook-id': 'e1' }, { allowPrivate: true });
    expect(result).toMatchObject({ ok: true, statusCode: 200, responseStart: 'fine', error: null });
    expect(requests.at(-1)).toMatchObject({ path: '/ok?x=1', body: '{"a":1}', headers: { 'webhook-id': 'e1', 'content-type': 'application/json' } });
  });

  it('gives up after the time bound', async () => {
    const result = await postWebhook(`${base}/silent`, '{}', {}, { allowPrivate: true, timeoutMs: 300 });
    expect(result).toMatchObject({ ok: false, statusCode: null, error: 'Timed out after 0.3 s' });
    expect(result.durationMs).toBeGreaterThanOrEqual(290);
  });

  it('is cut at once by its signal (shutdown), long before the time bound', async () => {
    const abort = new AbortController();
    const pending = postWebhook(`${base}/silent`, '{}', {}, { allowPrivate: true, timeoutMs: 30_000, signal: abort.signal });
    abort.abort();
    await expect(pending).resolves.toMatchObject({ ok: false, statusCode: null, error: 'Aborted' });
  });

  it('does not follow a redirect', async () => {
    const before = requests.length;
    const result = await postWebhook(`${base}/redirect`, '{}', {}, { allowPrivate: true });
    expect(result).toMatchObject({ ok: false, statusCode: 302, error: 'HTTP 302 (redirects are not followed)' });
    expect(requests.length).toBe(before + 1);
  });

  it('reads at most 64 KB of the answer and keeps 1 KB', async () => {
    const result = await postWebhook(`${base}/big`, '{}', {}, { allowPrivate: true });
    expect(result.ok).toBe(true);
    expect(result.responseStart).toHaveLength(1024);
  });

  it('refuses loopback, private and metadata hosts unless allowed, before connecting', async () => {
    const before = requests.length;
    const result = await postWebhook(`${base}/ok`, '{}', {}, { allowPrivate: false });
    expect(result).toMatchObject({ ok: false, statusCode: null, error: expect.stringMatching(/^Refused: 127\.0\.0\.1 resolves to 127\.0\.0\.1/) });
    expect(requests.length).toBe(before);
    await expect(vetHost('localhost', false)).rejects.toThrow(/^Refused: localhost resolves to/);
    await expect(vetHost('169.254.169.254', false)).rejects.toThrow(/Refused/);
    await expect(vetHost('[::ffff:10.0.0.1]', false)).rejects.toThrow(/Refused/);
    await expect(vetHost('[2002:a00:1::]', false)).rejects.toThrow(/^Refused: 2002:a00:1:: resolves to 2002:a00:1::, not a public address/);
    await expect(vetHost('[2002:5db8:d822::1]', false)).resolves.toEqual({ address: '2002:5db8:d822::1', family: 6 });
    await expect(vetHost('93.184.216.34', false)).resolves.toEqual({ address: '93.184.216.34', family: 4 });
  });
});
