import type { Locator, Page } from '@playwright/test';
import { CHECKLIST_UI as T, LIMITS } from '@ticklist/contracts';
import { call } from '../kit';
import { expect, test } from './support/fixtures';
import { openSignedIn, useOwnerSuite } from './support/owner-suite';
import { createChecklist } from './support/sharing';

/**
 * Issue 51, item 7: a list pasted into a task's "What needs to be done?" becomes one task per line,
 * at that place, without its bullets, numbers or check boxes, and the form says how many were added.
 */
test.describe('a list pasted into a task field', () => {
  const suite = useOwnerSuite('paste');

  /** A signed-in page whose clipboard the test may fill (the paste itself is the user's Ctrl+V). */
  async function ownerPage(): Promise<{ page: Page; close: () => Promise<void> }> {
    const { context, page } = await openSignedIn(suite, { owner: suite.owner });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.app.url });
    return { page, close: () => context.close() };
  }

  /** Puts `text` on the clipboard and pastes it into `field` with the keyboard. */
  async function paste(page: Page, field: Locator, text: string): Promise<void> {
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await field.focus();
    await page.keyboard.press('ControlOrMeta+V');
  }

  const values = (fields: Locator) => fields.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));

  test("the issue's example: three lines pasted into Task 1 make three tasks, announced, and are saved as three items", async () => {
    const { page, close } = await ownerPage();
    try {
      await page.goto(`${suite.app.url}/dashboard/create`);
      const title = `Errands ${Date.now().toString(36)}`;
      await page.getByLabel(T.titleLabel).fill(title);
      const texts = page.getByLabel(T.itemTextLabel);
      await paste(page, texts.first(), 'Buy milk\nCall Sam\nBook room');

      await expect(texts).toHaveCount(3);
      expect(await values(texts)).toEqual(['Buy milk', 'Call Sam', 'Book room']);
      await expect(page.getByRole('heading', { name: 'Task 3' })).toBeVisible();
      const status = page.getByRole('status').filter({ hasText: T.pastedList(3, 0, LIMITS.itemsMax) });
      await expect(status).toHaveText(T.pastedList(3, 0, LIMITS.itemsMax));
      await expect(status).toHaveText('3 tasks added from the pasted list.');
      // Typing goes on at the end of the last pasted task.
      await expect(texts.nth(2)).toBeFocused();

      await page.getByRole('button', { name: T.saveChecklist }).click();
      await page.waitForURL(/\/dashboard$/);
      const list = await call(suite.app.url, 'GET', `/api/checklist?q=${encodeURIComponent(title)}`, undefined, suite.owner.token);
      const saved = list.body.items.find((c: { title: string }) => c.title === title);
      expect(saved.items.map((i: { text: string }) => i.text)).toEqual(['Buy milk', 'Call Sam', 'Book room']);
    } finally {
      await close();
    }
  });

  test('bullets, numbers and check boxes go, blank lines are skipped, and the tasks land where the paste was, in place of the selection', async () => {
    const { page, close } = await ownerPage();
    try {
      await page.goto(`${suite.app.url}/dashboard/create`);
      const texts = page.getByLabel(T.itemTextLabel);
      await texts.nth(0).fill('First');
      await page.getByRole('button', { name: T.addItem }).click();
      await page.getByRole('button', { name: T.addItem }).click();
      await texts.nth(1).fill('Replace me');
      await texts.nth(2).fill('Last');
      await texts.nth(1).selectText();
      await paste(page, texts.nth(1), '- [ ] Buy milk\r\n\r\n• Call Sam\r\n  2) Book room\r\n[x] Post letter\r\n☐ Mow lawn\r\n✓ Wash car\r\n* Feed cat\r\n');

      expect(await values(texts)).toEqual(['First', 'Buy milk', 'Call Sam', 'Book room', 'Post letter', 'Mow lawn', 'Wash car', 'Feed cat', 'Last']);
      await expect(page.getByRole('status').filter({ hasText: 'pasted list' })).toHaveText('7 tasks added from the pasted list.');
    } finally {
      await close();
    }
  });

  test('one line pastes as it always did: into the field at the caret, no new task', async () => {
    const { page, close } = await ownerPage();
    try {
      await page.goto(`${suite.app.url}/dashboard/create`);
      const texts = page.getByLabel(T.itemTextLabel);
      await texts.first().fill('Errand: ');
      await paste(page, texts.first(), '- Buy milk\n');
      await expect(texts.first()).toHaveValue('Errand: - Buy milk');
      await expect(texts).toHaveCount(1);
      await expect(page.getByRole('status').filter({ hasText: 'pasted list' })).toHaveCount(0);
    } finally {
      await close();
    }
  });

  test(`in the edit form, a paste stops at ${LIMITS.itemsMax} tasks and says how many lines were left out`, async () => {
    const items = Array.from({ length: LIMITS.itemsMax - 2 }, (_, i) => ({ text: `Step ${i + 1}` }));
    const checklist = await createChecklist(suite.app, suite.owner.token, { title: `Long list ${Date.now().toString(36)}`, items });
    const { page, close } = await ownerPage();
    try {
      await page.goto(`${suite.app.url}/dashboard/edit/${checklist.id}`);
      const texts = page.getByLabel(T.itemTextLabel);
      await expect(texts).toHaveCount(LIMITS.itemsMax - 2);
      const last = texts.nth(LIMITS.itemsMax - 3);
      await last.fill('');
      await paste(page, last, '1. Pack\n2. Load\n3. Drive\n4. Unload\n5. Unpack');

      await expect(texts).toHaveCount(LIMITS.itemsMax);
      expect((await values(texts)).slice(-3)).toEqual(['Pack', 'Load', 'Drive']);
      await expect(page.getByRole('status').filter({ hasText: 'pasted list' })).toHaveText(
        '3 tasks added from the pasted list. 2 more lines were left out: a checklist can have at most 200 items.',
      );
    } finally {
      await close();
    }
  });
});
