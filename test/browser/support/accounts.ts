import { expect, type Page } from '@playwright/test';

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
