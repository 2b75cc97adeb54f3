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

/** The text of each line an element is laid out on, top to bottom (its characters grouped by height). */
export async function renderedLines(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const lines: Array<{ top: number; text: string }> = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        const line = lines.find((l) => Math.abs(l.top - top) < 4);
        if (line) line.text += text[i];
        else lines.push({ top, text: text[i]! });
      }
    }
    return lines.sort((a, b) => a.top - b.top).map((l) => l.text);
  });
}
