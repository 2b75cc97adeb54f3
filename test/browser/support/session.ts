import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { call } from '../../kit';
import type { RunningApp } from './fixtures';

export interface TestOwner {
  token: string;
  user: { id: string; username: string; email: string; emailValidated: boolean; [k: string]: unknown };
  email: string;
  password: string;
}

/** Registers a fresh owner through the API (POST /api/register with the app's invite code). */
export async function registerOwner(app: Pick<RunningApp, 'url' | 'inviteCode'>, prefix = 'owner'): Promise<TestOwner> {
  const suffix = randomBytes(4).toString('hex');
  const email = `${prefix}-${suffix}@example.com`;
  const password = `Correct-horse-${suffix}`;
  const res = await call(app.url, 'POST', '/api/register', {
    username: `${prefix}_${suffix}`,
    email,
    password,
    inviteCode: app.inviteCode,
    agreeToTerms: true,
  });
  if (res.status !== 201 || !res.body?.token || !res.body?.user) {
    throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { token: res.body.token, user: res.body.user, email, password };
}

/**
 * Signs a browser page in the way the app keeps a session (spec section 3): local storage keys
 * auth_token and user (JSON). It visits a same-origin JSON URL first so no app code runs before
 * the keys are set; navigate to the page under test afterwards.
 */
export async function signInPage(page: Page, baseUrl: string, session: { token: string; user: unknown }): Promise<void> {
  await page.goto(`${baseUrl}/api/health`);
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('auth_token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: session.token, user: session.user },
  );
}

/** Registers an owner and signs the page in as them. */
export async function signInNewOwner(page: Page, app: Pick<RunningApp, 'url' | 'inviteCode'>, prefix = 'owner'): Promise<TestOwner> {
  const owner = await registerOwner(app, prefix);
  await signInPage(page, app.url, owner);
  return owner;
}
