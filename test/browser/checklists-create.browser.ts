import { WORKFLOW_MESSAGES } from '@ticklist/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { DESKTOP, hasHorizontalScroll, PHONE } from './support/browser';
import { call } from '../kit';
import { registerOwner } from './support/session';
import { createChecklistViaApi } from './support/checklists';
import { openSignedIn, useAppSuite } from './support/owner-suite';
import { screenshotPath } from './support/page-checks';

const shot = (page: Page, name: string) => page.screenshot({ path: screenshotPath(`checklists-${name}.png`), fullPage: true });

/** Counts the dashboard list requests a page makes (the list must be fetched once, not per screen). */
function countListRequests(page: Page): { count: number } {
  const counter = { count: 0 };
  page.on('request', (req) => {
    if (req.method() === 'GET' && /\/api\/checklist\?page=/.test(req.url())) counter.count++;
  });
  return counter;
}

test.describe('checklists: dashboard and create', () => {
  const suite = useAppSuite();

  test('creates a checklist: validation errors first, then success back on the dashboard', async () => {
    const { context, page, owner } = await openSignedIn(suite, { viewport: PHONE });
    const listRequests = countListRequests(page);
    await page.goto(suite.app.url + '/dashboard');

    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Manage and track your checklists')).toBeVisible();
    await expect(page.getByText('Get started in 3 simple steps')).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await shot(page, 'empty-390');

    await page.getByRole('button', { name: 'Create your first checklist' }).click();
    await page.waitForURL(/\/dashboard\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Checklist' })).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(page.getByText('Task 1', { exact: true })).toBeVisible();
    // The last remaining item cannot be removed.
    await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);

    // Nothing filled in: every message of spec section 5, nothing sent.
    await page.getByRole('button', { name: 'Save Checklist' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('At least one item is required')).toBeVisible();
    await expect(page.getByText('Item text is required')).toBeVisible();
    expect(page.url()).toMatch(/\/dashboard\/create$/);
    const title = page.getByLabel('Title');
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await shot(page, 'create-errors-390');

    // Editing a field clears its error.
    await title.fill('  Onboarding  ');
    await expect(page.getByText('Title is required')).toHaveCount(0);
    await page.getByLabel('Description', { exact: true }).fill('  First week  ');

    const texts = page.getByLabel('What needs to be done?');
    const helps = page.getByLabel('How to do it? (Optional)');
    await texts.nth(0).fill('  Laptop  ');
    await expect(page.getByText('At least one item is required')).toHaveCount(0);
    await page.getByRole('button', { name: 'Add Item' }).click();
    await page.getByRole('button', { name: 'Add Item' }).click();
    await page.getByRole('button', { name: 'Add Item' }).click();
    await expect(texts).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'Task 4' })).toBeVisible();
    await texts.nth(1).fill('Badge');
    await helps.nth(1).fill('   ');
    // Task 3 has help text but no text: an error, not silently dropped.
    await helps.nth(2).fill('Ask IT');
    await texts.nth(3).fill('Accounts');
    await page.getByRole('button', { name: 'Save Checklist' }).click();
    const errors = page.locator('.field-error');
    await expect(errors.first()).toBeVisible();
    expect(await errors.allTextContents()).toEqual(['Item text is required']);
    await expect(texts.nth(2)).toHaveAttribute('aria-invalid', 'true');

    // Removing Task 2 re-indexes the error: it now belongs to the new Task 2.
    await page.getByRole('button', { name: 'Remove Task 2' }).click();
    await expect(texts).toHaveCount(3);
    await expect(texts.nth(1)).toHaveAttribute('aria-invalid', 'true');
    await expect(helps.nth(1)).toHaveValue('Ask IT');
    await expect(texts.nth(0)).toHaveAttribute('aria-invalid', 'false');
    await texts.nth(1).fill('  Desk  ');
    await expect(page.locator('.field-error').first()).toHaveCount(0);

    // Reorder by keyboard: Accounts (Task 3) up to Task 2; focus stays on the moved task's control.
    await page.getByRole('button', { name: 'Move Task 3 up' }).focus();
    await page.keyboard.press('Enter');
    await expect(texts.nth(1)).toHaveValue('Accounts');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move Task 2 up');
    // Reorder by dragging: Laptop's handle dropped below the last task.
    const handle = page.locator('[data-drag-handle]').nth(0);
    const box = (await handle.boundingBox())!;
    const last = (await page.locator('[data-testid="task"]').nth(2).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, last.y + last.height * 0.6, { steps: 12 });
    await page.mouse.move(box.x + box.width / 2, last.y + last.height * 0.8, { steps: 4 });
    await page.mouse.up();
    expect(await texts.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value.trim()))).toEqual(['Accounts', 'Desk', 'Laptop']);
    // An empty new task is dropped on save.
    await page.getByRole('button', { name: 'Add Item' }).click();
    await expect(page.locator('[data-testid="task"]')).toHaveCount(4);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await shot(page, 'create-filled-390');

    await page.getByRole('button', { name: 'Save Checklist' }).click();
    await page.waitForURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Your Checklists' })).toBeVisible();
    const card = page.locator('[data-testid="checklist-card"]').first();
    await expect(card.getByRole('heading', { name: 'Onboarding' })).toBeVisible();
    await expect(card.getByText('3 items', { exact: true })).toBeVisible();
    await expect(card.getByText('First week')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Preview' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Share' })).toBeVisible();
    // The list came from the cache the create updated: fetched once for the whole visit.
    expect(listRequests.count).toBe(1);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await shot(page, 'list-390');

    const list = await call(suite.app.url, 'GET', '/api/checklist?page=1', undefined, owner.token);
    const saved = list.body.items[0];
    expect(saved.title).toBe('Onboarding');
    expect(saved.description).toBe('First week');
    expect(saved.items.map((i: any) => [i.text, i.description, i.displayOrder])).toEqual([
      ['Accounts', null, 1],
      ['Desk', 'Ask IT', 2],
      ['Laptop', null, 3],
    ]);
    await context.close();
  });

  test('shows the server\'s field errors under the fields', async () => {
    const { context, page } = await openSignedIn(suite, { viewport: DESKTOP });
    await page.goto(suite.app.url + '/dashboard/create');
    await page.getByLabel('Title').fill('x'.repeat(201));
    await page.getByLabel('What needs to be done?').fill('y'.repeat(501));
    await page.getByRole('button', { name: 'Save Checklist' }).click();
    await expect(page.getByText('Title must be at most 200 characters long')).toBeVisible();
    await expect(page.getByText('Item text must be at most 500 characters long')).toBeVisible();
    expect(page.url()).toMatch(/\/dashboard\/create$/);
    // Cancel goes back to the dashboard without saving, once the owner agreed to drop what they typed (issue 44).
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: WORKFLOW_MESSAGES.discardTitle }).getByRole('button', { name: WORKFLOW_MESSAGES.discardConfirm }).click();
    await page.waitForURL(/\/dashboard$/);
    await expect(page.getByText('Get started in 3 simple steps')).toBeVisible();
    await context.close();
  });

  test('loads more checklists page by page', async () => {
    const owner = await registerOwner(suite.app);
    for (let i = 1; i <= 12; i++) {
      await createChecklistViaApi(suite.app, owner.token, {
        title: `List ${String(i).padStart(2, '0')}`,
        description: null,
        items: [{ text: 'Only task', description: null, displayOrder: 1 }],
      });
    }
    const { context, page } = await openSignedIn(suite, { viewport: DESKTOP, owner });
    await page.goto(suite.app.url + '/dashboard');
    const cards = page.locator('[data-testid="checklist-card"]');
    await expect(cards.first()).toBeVisible();
    await expect(cards).toHaveCount(10);
    // Newest first.
    expect(await cards.first().getByRole('heading').textContent()).toBe('List 12');
    await cards.first().getByText('1 item', { exact: true }).waitFor();
    await shot(page, 'list-1280');
    const more = page.getByRole('button', { name: 'Load More Checklists' });
    // Page 2 is held until the loading state has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route((url) => url.pathname === '/api/checklist' && url.searchParams.get('page') === '2', async (route) => {
      await held;
      await route.continue();
    });
    await more.click();
    await expect(page.getByRole('button', { name: 'Loading more checklists...' })).toBeVisible();
    release();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="checklist-card"]').length === 12);
    expect(await cards.last().getByRole('heading').textContent()).toBe('List 01');
    await expect(more).toHaveCount(0);
    await context.close();
  });
});
