import type { Page } from 'playwright-core';
import { readMails } from './sharing';

/** Fills the sign-in form on /login and submits it. */
export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The stored session (spec section 3: local storage keys auth_token and user). */
export async function storedSession(page: Page): Promise<{ token: string | null; user: any }> {
  return page.evaluate(() => ({
    token: localStorage.getItem('auth_token'),
    user: JSON.parse(localStorage.getItem('user') ?? 'null'),
  }));
}

/** Waits for a mail to `email` with a link containing `pathPart` sent after `afterCount` mails to that address. */
export async function waitForLink(dataDir: string, email: string, pathPart: string, afterCount = 0, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = readMails(dataDir).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()));
    const link = mails
      .slice(afterCount)
      .flatMap((m) => m.links)
      .reverse()
      .find((l) => l.includes(pathPart));
    if (link) return new URL(link).pathname;
    if (Date.now() > deadline) throw new Error(`no mail to ${email} with a ${pathPart} link`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** How many mails went to `email` so far. */
export function mailCount(dataDir: string, email: string): number {
  return readMails(dataDir).filter((m) => m.to.toLowerCase().includes(email.toLowerCase())).length;
}

/** Asserts that the element is described (aria-describedby) by a text containing `text`. */
export async function expectDescribedBy(page: Page, selector: string, text: string): Promise<void> {
  const description = await page.locator(selector).evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
  expect(description).toContain(text);
}
