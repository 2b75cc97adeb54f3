import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { call, freePort, startServer } from '../kit';
import { expect, test, type RunningApp } from './support/fixtures';
import { createChecklistViaApi, shareViaApi } from './support/checklists';
import { newPage } from './support/browser';
import { registerVerifiedOwner } from './support/sharing';

const SOCKET_CLIENT = readFileSync(join(__dirname, '..', '..', 'node_modules', 'socket.io-client', 'dist', 'socket.io.min.js'));

/** An integrator's page: plain HTML and the Socket.IO client, served from its own origin. */
function integratorPage(): Server {
  return createServer((req, res) => {
    if (req.url === '/socket.io.min.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(SOCKET_CLIENT);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Integration</title><script src="/socket.io.min.js"></script>');
  });
}

/** What the page's scripts can do with a token against the API of another origin. */
async function callApi(page: Page, api: string, token: string) {
  return page.evaluate(
    async ({ api, token }) => {
      try {
        const list = await fetch(`${api}/api/checklist`, { headers: { Authorization: `Bearer ${token}` } });
        // JSON body, bearer token and Idempotency-Key: a preflighted request.
        const created = await fetch(`${api}/api/checklist/create`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': `k-${Math.random()}` },
          body: JSON.stringify({ title: 'From the integration', description: '', items: [{ text: 'One', description: '' }] }),
        });
        return {
          list: list.status,
          remaining: list.headers.get('RateLimit-Remaining'),
          created: created.status,
          title: ((await created.json()) as { title: string }).title,
        };
      } catch (error) {
        return { failed: String(error) };
      }
    },
    { api, token },
  );
}

/** Opens a guest socket over HTTP long-polling (the transport CORS applies to): connected, or the error. */
function openGuestSocket(page: Page, api: string, accessToken: string) {
  return page.evaluate(
    ({ api, accessToken }) =>
      new Promise<string>((resolve) => {
        const io = (window as unknown as { io: (url: string, options: object) => any }).io;
        const socket = io(api, { transports: ['polling'], auth: { accessToken }, reconnection: false, timeout: 10_000 });
        socket.on('connect', () => {
          socket.disconnect();
          resolve('connected');
        });
        socket.on('connect_error', (error: Error) => resolve(`connect_error: ${error.message}`));
      }),
    { api, accessToken },
  );
}

/** Issue 42: a page on another origin (CORS_ORIGINS) uses the API and a socket with a token, never cookies. */
test.describe('CORS: an integration page on a second origin', () => {
  let pages: Server;
  let pageOrigin: string;
  let otherOrigin: string;
  let app: RunningApp;
  let browser: Browser;

  test.beforeAll(async ({ browser: launched }) => {
    browser = launched;
    const port = await freePort();
    pages = integratorPage();
    await new Promise<void>((resolve) => pages.listen(port, '127.0.0.1', resolve));
    pageOrigin = `http://127.0.0.1:${port}`;
    // The same page at another host name is another origin, which is not allowed.
    otherOrigin = `http://localhost:${port}`;
    app = await startServer({ name: 'cors', env: { CORS_ORIGINS: pageOrigin, RATE_LIMIT: 'on' } });
  });
  test.afterAll(async () => {
    await app?.stop();
    await new Promise((resolve) => pages?.close(resolve));
  });

  test('the allowed origin calls the API with a personal access token and opens a guest socket; another origin cannot', async () => {
    const owner = await registerVerifiedOwner(app, 'cors');
    const token = (await call(app.url, 'POST', '/api/user/tokens', { name: 'integration', scope: 'write', expiresInDays: 30 }, owner.token)).body.secret as string;
    const checklist = await createChecklistViaApi(app, token, { title: 'Shared', description: '', items: [{ text: 'Tick me', description: '' }] } as never);
    const accessToken = await shareViaApi(app, token, checklist.id, 'cors.guest@example.com');

    const { context, page } = await newPage(browser);
    try {
      await page.goto(`${pageOrigin}/`);
      expect(await callApi(page, app.url, token)).toEqual({ list: 200, remaining: expect.stringMatching(/^\d+$/), created: 201, title: 'From the integration' });
      expect(await openGuestSocket(page, app.url, accessToken)).toBe('connected');
      // No cookie was set or sent: the page's calls carry the bearer token alone.
      expect(await context.cookies(app.url)).toEqual([]);

      await page.goto(`${otherOrigin}/`);
      expect(await callApi(page, app.url, token)).toEqual({ failed: expect.stringContaining('Failed to fetch') });
      expect(await openGuestSocket(page, app.url, accessToken)).toMatch(/^connect_error/);
    } finally {
      await context.close();
    }
  });
});
