import { randomBytes } from 'node:crypto';
import type { User } from '@ticklist/contracts';
import type { DataSource } from 'typeorm';
import type { Api } from './http';
import { mailsTo as kitMailsTo, waitFor } from '../../kit';
import { startTestServer, waitForMail, type TestServer, type TestServerOptions } from './test-server';

export interface Owner {
  token: string;
  user: User;
  email: string;
  password: string;
  username: string;
}

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  inviteCode: string;
  agreeToTerms: boolean;
}

let counter = 0;

/** startTestServer (kept as the accounts suites' entry point). */
export async function startAccountsServer(options: TestServerOptions = {}): Promise<TestServer> {
  return startTestServer(options);
}

/** A fresh, valid registration body (unique username and address per call). */
export function newRegistration(server: Pick<TestServer, 'inviteCode'>, overrides: Partial<RegisterInput> = {}): RegisterInput {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    username: `user_${id}`.slice(0, 32),
    email: `owner.${id}@example.com`,
    password: `Tl-${randomBytes(12).toString('base64url')}`,
    inviteCode: server.inviteCode,
    agreeToTerms: true,
    ...overrides,
  };
}

/** Signs a new owner up through POST /api/register; fails the test on anything but 201. */
export async function registerOwner(api: Api, server: Pick<TestServer, 'inviteCode'>, overrides: Partial<RegisterInput> = {}): Promise<Owner> {
  const input = newRegistration(server, overrides);
  const res = await api.post('/api/register', input);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.token, user: res.body.user, email: input.email, password: input.password, username: input.username };
}

/** The newest verification link mailed to `email` (waits for it), as { uuid, hash, url }. */
export async function verificationLink(server: Pick<TestServer, 'dataDir'>, email: string) {
  const mail = await waitForMail(server.dataDir, email, /verify/i);
  const url = mail.links.find((l) => /\/email\/verify\/[^/]+\/[^/\s]+$/.test(l));
  if (!url) throw new Error(`no verification link in the mail to ${email}`);
  const [, uuid, hash] = /\/email\/verify\/([^/]+)\/([^/\s]+)$/.exec(url)!;
  return { url, uuid: uuid!, hash: hash! };
}

/** Verifies `email` the way the page does: reads the mailed link and POSTs it. Returns the answer body. */
export async function verifyEmail(api: Api, server: Pick<TestServer, 'dataDir'>, email: string) {
  const { uuid, hash } = await verificationLink(server, email);
  const res = await api.post(`/api/email/validate/${uuid}/${hash}`, {});
  if (res.status !== 200) throw new Error(`verify failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { message: string; token?: string; user?: User };
}

/** A registered owner whose address is already verified. */
export async function registerVerifiedOwner(api: Api, server: Pick<TestServer, 'inviteCode' | 'dataDir'>, overrides: Partial<RegisterInput> = {}) {
  const owner = await registerOwner(api, server, overrides);
  await verifyEmail(api, server, owner.email);
  return { ...owner, user: { ...owner.user, emailValidated: true } };
}

/** The newest link of a given path mailed to `email`, e.g. mailedLink(server, to, /reset/i, '/password/reset/'). */
export async function mailedLink(server: Pick<TestServer, 'dataDir'>, email: string, subject: RegExp, pathPart: string): Promise<string> {
  const mail = await waitForMail(server.dataDir, email, subject);
  const url = mail.links.find((l) => l.includes(pathPart));
  if (!url) throw new Error(`no ${pathPart} link in the mail to ${email}`);
  return url;
}

/** Mails sent to `email` so far. */
export const mailsTo = (server: Pick<TestServer, 'dataDir'>, email: string) => kitMailsTo(server.dataDir, email);

/** Waits until `count` mails whose subject matches `subject` went to `email` (5 s at most). */
export async function waitForMailCount(server: Pick<TestServer, 'dataDir'>, email: string, subject: RegExp, count: number): Promise<void> {
  await waitFor(() => mailsTo(server, email).filter((m) => subject.test(m.subject)).length >= count, {
    timeoutMs: 5_000,
    describe: () => `expected ${count} mails to ${email}`,
  });
}

/** Makes every one-time link of a purpose ('verify', 'reset', 'unsubscribe') of a user expired. */
export const expireEmailTokens = (db: DataSource, purpose: string, userId: string) =>
  db.query(`UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND purpose = $2`, [userId, purpose]);
