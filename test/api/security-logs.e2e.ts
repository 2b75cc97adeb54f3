import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { REALTIME_MESSAGES } from '@ticklist/contracts';
import { Api } from './support/http';
import { SmtpSink } from './support/hostile-smtp';
import { freePort, readOutbox, spawnServer, startServer, waitForLink, waitForMail, waitHealthy, type RunningServer, type ServerProcess } from '../kit';
import { closeAllSockets, connect, emitAck, recordProgress, refusal, waitForEvents } from './support/realtime';

/**
 * Secrets never reach the log. The built server runs as `npm start` would, with every log line
 * captured (LOG_LEVEL=trace, JSON), through register, login (right and wrong), verification,
 * resend, forgot/reset, password change, share, guest view and respond, unsubscribe, socket
 * handshakes and failing requests that carry secrets in their path, query, header and body. Then
 * no password, JWT, access token, reset token, verification hash, unsubscribe token or the JWT
 * secret may appear anywhere in the captured output.
 *
 * Mail goes to a local SMTP sink (SMTP_URL) rather than the outbox: outside production the outbox
 * mode logs each mail's links on purpose (a development convenience), so that mode would put reset,
 * verification and share links in the log by design. Over SMTP nothing should; in production
 * nothing does in either mode (the last describe).
 */
describe('secrets never in logs', () => {
  jest.setTimeout(180_000);
  let dataDir: string;
  let sink: SmtpSink;
  let proc: ServerProcess;
  let api: Api;
  let requests = 0;
  const secrets: Record<string, string> = {};
  const jwtSecret = randomBytes(32).toString('base64url');
  const invite = `invite-${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ticklist-logs-'));
    sink = await new SmtpSink().start();
    const port = String(await freePort());
    proc = spawnServer(
      {
        PORT: port,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'trace',
        LOG_FORMAT: 'json',
        SMTP_URL: sink.url,
        JWT_SECRET: jwtSecret,
        INVITE_CODES: invite,
        APP_URL: `http://localhost:${port}`,
      },
      { inheritEnv: false },
    );
    await waitHealthy(proc.url);
    api = new Api(proc.url);
  });
  afterAll(async () => {
    closeAllSockets();
    console.log(`security-logs: ${requests} requests`);
    if (proc && proc.child.exitCode === null) {
      proc.child.kill('SIGTERM');
      await proc.exited;
    }
    await sink?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (method: string, path: string, body?: unknown, token?: string, headers?: Record<string, string>) => {
    requests++;
    return api.request(method, path, { body, token, headers });
  };
  const keep = (name: string, value: string | undefined) => {
    if (!value) throw new Error(`no ${name}`);
    secrets[name] = value;
    return value;
  };
  const after = (url: string, marker: string) => url.slice(url.indexOf(marker) + marker.length).split(/[/?#\s]/)[0]!;

  it('walks every flow that handles a secret', async () => {
    const email = `logs.${randomBytes(4).toString('hex')}@example.com`;
    const password = keep('sign-up password', `Pw-${randomBytes(12).toString('base64url')}`);
    const reg = await call('POST', '/api/register', { username: `logs_${randomBytes(3).toString('hex')}`, email, password, inviteCode: invite, agreeToTerms: true });
    expect(reg.status).toBe(201);
    keep('register JWT', reg.body.token);
    keep('invite code', invite);

    // Sign-in: wrong, then right.
    keep('wrong password', `Wrong-${randomBytes(10).toString('base64url')}`);
    expect((await call('POST', '/api/login_check', { username: email, password: secrets['wrong password'] })).status).toBe(401);
    const login = await call('POST', '/api/login_check', { username: email, password });
    expect(login.status).toBe(200);
    keep('login JWT', login.body.token);
    expect((await call('GET', '/api/me', undefined, login.body.token)).status).toBe(200);

    // Verification link from the mail.
    const verifyUrl = (await sink.waitFor(email, /\/email\/verify\//)).links.find((l) => l.includes('/email/verify/'))!;
    const [uuid, hash] = verifyUrl.split('/email/verify/')[1]!.split('/') as [string, string];
    keep('verification hash', hash);
    const verified = await call('POST', `/api/email/validate/${uuid}/${hash}`, {});
    expect(verified.status).toBe(200);
    keep('verify JWT', verified.body.token);
    // A second use of the link answers "already verified" without a session (issue 44); a link
    // whose hash is wrong fails (and is logged as a failure).
    const again = await call('POST', `/api/email/validate/${uuid}/${hash}`, {});
    expect(again.status).toBe(200);
    expect(again.body.token).toBeUndefined();
    expect((await call('POST', `/api/email/validate/${uuid}/${hash.slice(0, -2)}zz`, {})).status).toBeGreaterThanOrEqual(400);

    // Resend for an unverified second owner.
    const email2 = `logs2.${randomBytes(4).toString('hex')}@example.com`;
    const password2 = keep('second password', `Pw2-${randomBytes(12).toString('base64url')}`);
    const reg2 = await call('POST', '/api/register', { username: `logs2_${randomBytes(3).toString('hex')}`, email: email2, password: password2, inviteCode: invite, agreeToTerms: true });
    keep('second JWT', reg2.body.token);
    const firstLink = (await sink.waitFor(email2, /\/email\/verify\//)).links.find((l) => l.includes('/email/verify/'))!;
    keep('first verification hash (2)', firstLink.split('/').pop());
    expect((await call('GET', '/api/email/request_validate', undefined, reg2.body.token)).status).toBe(200);
    const resent = await sink.waitForCount(email2, /\/email\/verify\//, 2);
    keep('resent verification hash', resent.links.find((l) => l.includes('/email/verify/'))!.split('/').pop());

    // Forgot and reset.
    expect((await call('POST', '/api/password/forgot', { email })).status).toBe(200);
    const resetUrl = (await sink.waitFor(email, /\/password\/reset\//)).links.find((l) => l.includes('/password/reset/'))!;
    const resetToken = keep('reset token', after(resetUrl, '/password/reset/'));
    expect((await call('GET', `/api/password/reset/validate/${resetToken}`)).status).toBe(200);
    const newPassword = keep('reset password', `Reset-${randomBytes(12).toString('base64url')}`);
    const reset = await call('POST', `/api/password/reset/${resetToken}`, { password: newPassword, confirmPassword: newPassword });
    expect(reset.status).toBe(200);
    keep('reset JWT', reset.body.token);
    expect((await call('POST', `/api/password/reset/${resetToken}`, { password: newPassword, confirmPassword: newPassword })).status).toBeGreaterThanOrEqual(400);

    // Password change and profile (both answer a new token).
    const changedPassword = keep('changed password', `Chg-${randomBytes(12).toString('base64url')}`);
    const changed = await call('PUT', '/api/user/password', { currentPassword: newPassword, newPassword: changedPassword, confirmPassword: changedPassword }, reset.body.token);
    expect(changed.status).toBe(200);
    const token = keep('password-change JWT', changed.body.token);
    const wrongCurrent = keep('wrong current password', `Nope-${randomBytes(10).toString('base64url')}`);
    expect((await call('PUT', '/api/user/password', { currentPassword: wrongCurrent, newPassword: `${wrongCurrent}x`, confirmPassword: `${wrongCurrent}x` }, token)).status).toBe(422);
    const profile = await call('PUT', '/api/user/profile', { username: `logs_${randomBytes(3).toString('hex')}` }, token);
    expect(profile.status).toBe(200);
    keep('profile JWT', profile.body.token);
    // The token from before the password change: refused, with the token in the header.
    expect((await call('GET', '/api/me', undefined, login.body.token)).status).toBe(401);

    // Share, then everything a guest does.
    const created = await call('POST', '/api/checklist/create', { title: 'Logs', items: [{ text: 'one' }, { text: 'two' }] }, token);
    expect(created.status).toBe(201);
    const guest = `guest.${randomBytes(4).toString('hex')}@example.net`;
    expect((await call('POST', `/api/checklist/${created.body.id}/share`, { emails: [guest] }, token)).status).toBe(200);
    const shareMail = await sink.waitFor(guest, /\/shared\//);
    const accessToken = keep('access token', after(shareMail.links.find((l) => l.includes('/shared/'))!, '/shared/'));
    const unsubscribe = keep('unsubscribe token', after(shareMail.links.find((l) => l.includes('/unsubscribe/'))!, '/unsubscribe/'));
    expect((await call('GET', `/api/guest/shared/${accessToken}`)).status).toBe(200);
    expect((await call('GET', `/api/guest/shared/${accessToken}?t=${accessToken}`)).status).toBe(200);
    expect((await call('GET', `/api/guest/shared/${accessToken}/nothing`)).status).toBe(404);
    const item = created.body.items[0].id;
    expect((await call('POST', `/api/guest/shared/${accessToken}/respond`, { item, key: 'notes', value: 'a note' })).status).toBe(200);
    expect((await call('POST', `/api/guest/shared/${accessToken}/respond`, { item: 'bad', key: 'complete', value: 'x' })).status).toBe(400);

    // Sockets: owner and guest handshakes, a tick pushed to both, and refused handshakes.
    const owner = await connect(proc.url, { token });
    const guestSocket = await connect(proc.url, { accessToken });
    const seen = recordProgress(owner);
    expect(await emitAck(owner, 'checklist:subscribe', { checklistId: created.body.id })).toEqual({ ok: true });
    expect((await call('POST', `/api/guest/shared/${accessToken}/respond`, { item, key: 'complete', value: true })).status).toBe(200);
    await waitForEvents(seen, 1);
    expect(await refusal(proc.url, { token: login.body.token })).toBe(REALTIME_MESSAGES.authenticationRequired);
    expect(await refusal(proc.url, { accessToken: `${accessToken}x` })).toBe(REALTIME_MESSAGES.authenticationRequired);
    guestSocket.close();
    requests += 6;

    // A personal access token: made (its secret is in the answer), used, refused once revoked.
    const made = await call('POST', '/api/user/tokens', { name: 'logs', scope: 'write', expiresInDays: 30 }, token);
    expect(made.status).toBe(201);
    const pat = keep('personal access token', made.body.secret);
    expect((await call('GET', '/api/checklist', undefined, pat)).status).toBe(200);
    expect((await call('GET', `/api/me?access_token=${pat}`)).status).toBe(401);
    expect((await call('DELETE', `/api/user/tokens/${made.body.token.id}`, undefined, token)).status).toBe(204);
    expect((await call('GET', '/api/checklist', undefined, pat)).status).toBe(401);

    // Unsubscribe link, checked then confirmed.
    expect((await call('GET', `/api/user/email/unsubscribe/${unsubscribe}`)).status).toBe(200);
    expect((await call('POST', `/api/user/email/unsubscribe/${unsubscribe}`)).status).toBe(200);

    // Secrets where they do not belong: in a query string, a bad URL, an unknown route.
    expect((await call('GET', `/api/me?token=${token}`)).status).toBe(401);
    expect((await call('GET', `/api/password/reset/validate/${resetToken}%zz`)).status).toBe(400);
    expect((await call('GET', `/api/nothing/${resetToken}`, undefined, token)).status).toBe(404);
    expect((await call('POST', '/api/login_check', { username: email, password: changedPassword })).status).toBe(200);
  });

  it('none of them is in the log, which did record the requests', async () => {
    // Stop the process: it writes out every line it logged before it exits, so all of it is captured.
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    const log = proc.output();
    // Not vacuous: the requests are there, with their secret path segments redacted.
    expect(log).toContain('/api/login_check');
    expect(log).toContain('/api/guest/shared/[redacted]');
    expect(Object.keys(secrets).length).toBeGreaterThanOrEqual(15);
    const leaked = Object.entries({ ...secrets, 'JWT secret': jwtSecret })
      .filter(([, value]) => log.includes(value) || log.includes(JSON.stringify(value).slice(1, -1)))
      .map(([name]) => name);
    if (leaked.length) {
      const lines = log.split('\n').filter((l) => leaked.some((name) => l.includes(({ ...secrets, 'JWT secret': jwtSecret } as Record<string, string>)[name]!)));
      console.log(`log lines with secrets:\n${lines.join('\n').slice(0, 4000)}`);
    }
    expect(leaked).toEqual([]);
    // JWTs of any kind: nothing shaped like one.
    expect(log.match(/eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g) ?? []).toEqual([]);
  });
});

/**
 * No SMTP_URL, in development as in production: mail goes to the outbox folder, no working link
 * reaches the log, and the folder and its files are this user's alone.
 */
describe.each(['development', 'production'])('%s without SMTP: no secret link in the log, outbox readable by its owner only', (nodeEnv) => {
  jest.setTimeout(120_000);
  let proc: RunningServer;
  let api: Api;

  beforeAll(async () => {
    proc = await startServer({
      name: `${nodeEnv}-outbox`,
      env: (port) => ({ NODE_ENV: nodeEnv, JWT_SECRET: randomBytes(32).toString('base64url'), LOG_LEVEL: 'trace', APP_URL: `http://localhost:${port}` }),
      inheritEnv: false,
    });
    api = new Api(proc.url);
  });
  afterAll(() => proc?.stop());

  it('mails verification, reset, guest and unsubscribe links without logging any of them', async () => {
    const email = `prod.${randomBytes(4).toString('hex')}@example.com`;
    const password = `Pw-${randomBytes(12).toString('base64url')}`;
    const reg = await api.post('/api/register', { username: `prod_${randomBytes(3).toString('hex')}`, email, password, inviteCode: proc.inviteCode, agreeToTerms: true });
    expect(reg.status).toBe(201);
    const verify = await waitForLink(proc.dataDir, email, /\/email\/verify\//);
    const [uuid, hash] = verify.split('/email/verify/')[1]!.split('/') as [string, string];
    expect((await api.post(`/api/email/validate/${uuid}/${hash}`, {})).status).toBe(200);
    expect((await api.post('/api/password/forgot', { email })).status).toBe(200);
    await waitForMail(proc.dataDir, email, /reset/i);
    const created = await api.post('/api/checklist/create', { title: 'Prod', items: [{ text: 'one' }] }, reg.body.token);
    const guest = `guest.${randomBytes(4).toString('hex')}@example.net`;
    expect((await api.post(`/api/checklist/${created.body.id}/share`, { emails: [guest] }, reg.body.token)).status).toBe(200);
    await waitForLink(proc.dataDir, guest, /\/shared\//);

    const mails = readOutbox(proc.dataDir);
    const links = mails.flatMap((m) => m.links).filter((l) => /\/(email\/verify|password\/reset|shared|unsubscribe)\//.test(l));
    expect(links.length).toBeGreaterThanOrEqual(4);
    // The secret part of each: the path's last segment.
    const secrets = links.map((l) => new URL(l).pathname.split('/').pop()!);
    const log = proc.output();
    expect(log).toContain('written to outbox/');
    expect(secrets.filter((secret) => log.includes(secret))).toEqual([]);
    expect(links.filter((link) => log.includes(link))).toEqual([]);
  });

  it('writes the outbox folder 0700 and each mail 0600', () => {
    const outbox = join(proc.dataDir, 'outbox');
    expect(statSync(outbox).mode & 0o777).toBe(0o700);
    const files = readOutbox(proc.dataDir).map((m) => m.file);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect({ file, mode: statSync(join(outbox, file)).mode & 0o777 }).toEqual({ file, mode: 0o600 });
  });
});
