import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { test, type Locator, type Page } from '@playwright/test';
import { expect } from './fixtures';

/** Every axe rule set, experimental and best practices included. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'];

/** No axe violation on the page as it is now (each one listed with its targets when there are). */
export async function expectAxeClean(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

/** Saves a screenshot of the new UI beside the test's results, to look at. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** Where a named screenshot goes: SCREENSHOT_DIR, or test-results/screenshots (Playwright makes the folder). */
export const screenshotPath = (file: string): string =>
  join(process.env.SCREENSHOT_DIR ?? join(__dirname, '..', '..', '..', 'test-results', 'screenshots'), file);

/** A checklist's card on the dashboard, by its title. */
export const cardOf = (page: Page, title: string): Locator =>
  page.locator('article', { has: page.getByRole('heading', { name: title, exact: true }) });

/** A recipient's row in a checklist card, by their address. */
export const rowOf = (card: Locator, email: string): Locator => card.locator('li.recipient').filter({ hasText: email });
