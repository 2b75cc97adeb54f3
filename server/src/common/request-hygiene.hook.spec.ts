import Fastify from 'fastify';
import { refuseUnreadableInput } from './request-hygiene.hook';

describe('refuseUnreadableInput', () => {
  const app = Fastify();
  refuseUnreadableInput(app);
  app.get('/*', async () => ({ ok: true }));
  afterAll(() => app.close());

  const status = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;

  it('lets through a URL whose escapes stand for ASCII, UTF-8 or nothing at all', async () => {
    for (const url of ['/a?q=plain', '/a%20b?q=%41%7e%0A', '/caf%C3%A9?q=%F0%9F%8E%89', '/a?q=100%', '/a?q=%zz']) expect(await status(url)).toBe(200);
  });

  it('refuses a URL with an escaped NUL, invalid UTF-8 or an encoded surrogate, beside ASCII escapes or not', async () => {
    for (const url of ['/a?q=%00', '/a%20b?q=x%00', '/a?q=%C3', '/a?q=%41%FF', '/%ED%A0%80', '/a?q=%c3%41']) expect(await status(url)).toBe(400);
  });
});
