import { Secret, TOTP } from 'otpauth';
import { call } from '../kit';
import { expect, test } from './support/fixtures';
import { hasHorizontalScroll, newPage, PHONE } from './support/browser';
import { fillLogin, storedSession } from './support/accounts';
import { expectAxeClean, shot } from './support/page-checks';
import { registerVerifiedOwner } from './support/sharing';

const codeOf = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/** The code step of a sign-in (issue 49): an account with an authenticator app signs in with its code, at 390 px. */
test('login with a second factor: the password, then the code step, then the dashboard', async ({ app, browser }) => {
  const owner = await registerVerifiedOwner(app, 'totp');
  const started = await call(app.url, 'POST', '/api/user/totp', {}, owner.token);
  const secret: string = started.body.secret;
  expect((await call(app.url, 'POST', '/api/user/totp/confirm', { code: codeOf(secret) }, owner.token)).status).toBe(200);

  const { context, page } = await newPage(browser, PHONE);
  try {
    await page.goto(`${app.url}/login`);
    await fillLogin(page, owner.email, owner.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeVisible();
    expect((await storedSession(page)).token).toBeNull();
    const code = page.getByLabel('Authentication code');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('That code is not right.');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectAxeClean(page);
    await shot(page, 'sign-in-code-step-390');
    await code.fill(codeOf(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/dashboard$/);
    expect((await storedSession(page)).user.email).toBe(owner.email);
  } finally {
    await context.close();
  }
});
