#!/usr/bin/env node
// Sign-in challenges across two server processes on one PostgreSQL and one Redis (issue 49):
//  1. passkey registration options from A, the attestation sent to B: added;
//  2. sign-in options from B, the assertion sent to A: signed in (as "passkey"); the same
//     assertion again on B: refused (the challenge was spent on A);
//  3. the code step of a password sign-in on A (an account with an authenticator app), the code
//     sent to B: signed in as "password+totp"; the spent mfaToken is refused on A.
// The software passkey is the API suites' (test/api/support/software-authenticator.ts), turned into
// a module here with SWC. Needs DATABASE_URL and REDIS_URL and a build. Exits 0/1 with a summary.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transformFileSync } from '@swc/core';
import { Secret, TOTP } from 'otpauth';
import { call, ROOT, runCheck, startProcess, verifiedOwner } from './flows.mjs';

const APP_URL = 'http://localhost:4555';
const processes = [];

async function softwarePasskeyClass() {
  const source = join(ROOT, 'test', 'api', 'support', 'software-authenticator.ts');
  const { code } = transformFileSync(source, { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } });
  const file = join(mkdtempSync(join(tmpdir(), 'passkey-')), 'software-authenticator.mjs');
  writeFileSync(file, code);
  return (await import(pathToFileURL(file).href)).SoftwarePasskey;
}

async function expectStatus(promise, status, what) {
  const res = await promise;
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function methodOf(url, token) {
  const { sessions } = await expectStatus(call(url, 'GET', '/api/user/sessions', undefined, token), 200, 'sessions');
  return sessions.find((s) => s.current)?.method;
}

async function main() {
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL) throw new Error('needs DATABASE_URL and REDIS_URL (one PostgreSQL, one Redis)');
  const SoftwarePasskey = await softwarePasskeyClass();
  const inviteCode = `sc-${randomBytes(6).toString('hex')}`;
  // Passkeys are offered at http://localhost: both replicas serve that one origin.
  const env = { JWT_SECRET: `sc-${randomBytes(24).toString('hex')}`, INVITE_CODES: inviteCode, APP_URL, RATE_LIMIT: 'off' };
  const a = await startProcess('A', env);
  processes.push(a);
  const b = await startProcess('B', env);
  processes.push(b);
  const owner = await verifiedOwner(a.url, inviteCode, processes);

  // 1. A registration challenge made on A, answered on B.
  const passkey = new SoftwarePasskey('localhost', APP_URL);
  const creation = await expectStatus(call(a.url, 'POST', '/api/user/passkeys/registration-options', {}, owner.token), 200, 'registration options on A');
  await expectStatus(call(b.url, 'POST', '/api/user/passkeys', { name: 'Replica', response: passkey.register(creation) }, owner.token), 201, 'the attestation on B');

  // 2. A sign-in challenge made on B, answered on A; the same assertion again on B is refused.
  const request = await expectStatus(call(b.url, 'POST', '/api/login/passkey/options', {}), 200, 'sign-in options on B');
  const assertion = passkey.assert(request.challenge);
  const signedIn = await expectStatus(call(a.url, 'POST', '/api/login/passkey', { response: assertion }), 200, 'the assertion on A');
  if ((await methodOf(b.url, signedIn.token)) !== 'passkey') throw new Error('the passkey session is not listed as "passkey"');
  await expectStatus(call(b.url, 'POST', '/api/login/passkey', { response: assertion }), 401, 'the spent challenge on B');

  // 3. The code step: its token made on A, the code sent to B; spent on both.
  const { secret } = await expectStatus(call(a.url, 'POST', '/api/user/totp', {}, owner.token), 200, 'start TOTP');
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  await expectStatus(call(b.url, 'POST', '/api/user/totp/confirm', { code: totp.generate() }, owner.token), 200, 'confirm TOTP on B');
  const step = await expectStatus(call(a.url, 'POST', '/api/login_check', { username: owner.email, password: owner.password }), 200, 'password on A');
  if (!step.mfaRequired) throw new Error('no code step for an account with TOTP');
  // The next period's code: the one that confirmed it was spent.
  const code = totp.generate({ timestamp: Date.now() + 30_000 });
  const withCode = await expectStatus(call(b.url, 'POST', '/api/login/mfa', { mfaToken: step.mfaToken, code }), 200, 'the code on B');
  if ((await methodOf(a.url, withCode.token)) !== 'password+totp') throw new Error('the code step session is not listed as "password+totp"');
  await expectStatus(call(a.url, 'POST', '/api/login/mfa', { mfaToken: step.mfaToken, code: totp.generate({ timestamp: Date.now() + 60_000 }) }), 401, 'the spent mfaToken on A');

  return 'a passkey added and used across replicas (each challenge once); the code step begun on A finished on B';
}

await runCheck('sign-in challenges across replicas', main, () => Promise.all(processes.map((p) => p.stop().catch(() => undefined))));
