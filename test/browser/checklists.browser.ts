import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test, type RunningApp } from './support/fixtures';
import { DESKTOP, hasHorizontalScroll, newPage, PHONE } from './support/browser';
import { call } from '../kit';
import { registerOwner, signInPage, type TestOwner } from './support/session';
import {
  createChecklistViaApi,
  getChecklistForEdit,
  respondViaApi,
  shareViaApi,
  verifyOwnerEmail,
} from './support/checklists';

const SHOTS = process.env.SCREENSHOT_DIR ?? join(__dirname, '..', '..', 'test-results', 'screenshots');
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `checklists-${name}.png`), fullPage: true });

/** Counts the dashboard list requests a page makes (the list must be fetched once, not per screen). */
function countListRequests(page: Page): { count: number } {
  const counter = { count: 0 };
  page.on('request', (req) => {
    if (req.method() === 'GET' && /\/api\/checklist\?page=/.test(req.url())) counter.count++;
  });
  return counter;
}

test.describe('checklists: dashboard, create and edit', () => {
  let app: RunningApp;
  let browser: Browser;

  test.beforeAll(async ({ app: started, browser: launched }) => {
    app = started;
    browser = launched;
  });

  async function signedIn(viewport = DESKTOP, owner?: TestOwner) {
    const { context, page } = await newPage(browser, viewport);
    const who = owner ?? (await registerOwner(app));
    await signInPage(page, app.url, who);
    return { context, page, owner: who };
  }

  test('creates a checklist: validation errors first, then success back on the dashboard', async () => {
    const { context, page, owner } = await signedIn(PHONE);
    const listRequests = countListRequests(page);
    await page.goto(app.url + '/dashboard');

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

    const list = await call(app.url, 'GET', '/api/checklist?page=1', undefined, owner.token);
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
    const { context, page } = await signedIn(DESKTOP);
    await page.goto(app.url + '/dashboard/create');
    await page.getByLabel('Title').fill('x'.repeat(201));
    await page.getByLabel('What needs to be done?').fill('y'.repeat(501));
    await page.getByRole('button', { name: 'Save Checklist' }).click();
    await expect(page.getByText('Title must be at most 200 characters long')).toBeVisible();
    await expect(page.getByText('Item text must be at most 500 characters long')).toBeVisible();
    expect(page.url()).toMatch(/\/dashboard\/create$/);
    // Cancel goes back to the dashboard without saving.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/dashboard$/);
    await expect(page.getByText('Get started in 3 simple steps')).toBeVisible();
    await context.close();
  });

  test('edits a checklist with responses: locked items, Modified, and the policy modal for the first unresolved item', async () => {
    const owner = await registerOwner(app);
    await verifyOwnerEmail(app, owner.email);
    const checklist = await createChecklistViaApi(app, owner.token, {
      title: 'Safety walk',
      description: null,
      items: [
        { text: 'Exits', description: null, displayOrder: 1 },
        { text: 'Extinguishers', description: 'Check the tags', displayOrder: 2 },
        { text: 'First aid kit', description: null, displayOrder: 3 },
      ],
    });
    const [exits, extinguishers, firstAid] = checklist.items;
    const guest = `guest-${Date.now()}@example.net`;
    const access = await shareViaApi(app, owner.token, checklist.id, guest);
    await respondViaApi(app, access, extinguishers!.id, 'complete', true);
    await respondViaApi(app, access, firstAid!.id, 'complete', true);

    const { context, page } = await signedIn(DESKTOP, { ...owner, user: { ...owner.user, emailValidated: true } });
    const puts: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'PUT') puts.push(req.postData() ?? '');
    });
    await page.goto(app.url + '/dashboard');
    await page.locator('[data-testid="checklist-card"]').getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(new RegExp(`/dashboard/edit/${checklist.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Checklist' })).toBeVisible();
    await expect(page.getByText('Items with responses require confirmation when modified')).toBeVisible();

    const tasks = page.locator('[data-testid="task"]');
    const texts = page.getByLabel('What needs to be done?');
    expect(await texts.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual(['Exits', 'Extinguishers', 'First aid kit']);
    await expect(tasks.nth(0).getByText('Has responses')).toHaveCount(0);
    await expect(tasks.nth(1).getByText('Has responses')).toBeVisible();
    await expect(tasks.nth(2).getByText('Has responses')).toBeVisible();
    // Locked until Unlock: typing changes nothing.
    await expect(texts.nth(1)).toHaveAttribute('readonly');
    await texts.nth(1).press('End');
    await page.keyboard.type(' XXX');
    await expect(texts.nth(1)).toHaveValue('Extinguishers');
    await shot(page, 'edit-locked-1280');

    // Unlock Tasks 2 and 3 and change both: each shows Modified.
    await tasks.nth(1).getByRole('button', { name: 'Unlock' }).click();
    await tasks.nth(2).getByRole('button', { name: 'Unlock' }).click();
    await texts.nth(1).fill('Extinguishers (all floors)');
    await texts.nth(2).fill('First aid kits');
    await expect(tasks.nth(1).getByText('Modified', { exact: true })).toBeVisible();
    await expect(tasks.nth(2).getByText('Modified', { exact: true })).toBeVisible();
    // Task 1 has no responses: changing it needs no choice.
    await texts.nth(0).fill('Fire exits');

    // Update: the modal opens for the FIRST unresolved item (Task 2) and nothing is sent.
    await page.getByRole('button', { name: 'Update Checklist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Confirmation' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('This item has existing responses')).toBeVisible();
    await expect(dialog.getByText('Task 2', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Extinguishers (all floors)')).toBeVisible();
    await expect(dialog.getByText(guest)).toBeVisible();
    await shot(page, 'edit-modal-1280');
    await page.setViewportSize(PHONE);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.screenshot({ path: join(SHOTS, 'checklists-edit-modal-390.png') });
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(puts).toHaveLength(0);

    await page.getByRole('button', { name: 'Update Checklist' }).click();
    await expect(dialog.getByText('Task 2', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep Responses' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(tasks.nth(1).getByRole('button', { name: 'Keep responses', exact: true })).toBeVisible();
    await expect(tasks.nth(1).getByText('Modified', { exact: true })).toHaveCount(0);
    // The badge reopens the choice.
    await tasks.nth(1).getByRole('button', { name: 'Keep responses', exact: true }).click();
    await expect(dialog.getByText('Task 2', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep Responses' }).click();
    await expect(dialog).toHaveCount(0);
    expect(puts).toHaveLength(0);

    // Next update: Task 3 is the first unresolved one now.
    await page.getByRole('button', { name: 'Update Checklist' }).click();
    await expect(dialog.getByText('Task 3', { exact: true })).toBeVisible();
    await expect(dialog.getByText('First aid kits')).toBeVisible();
    await dialog.getByRole('button', { name: 'Reset Responses' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(tasks.nth(2).getByRole('button', { name: 'Reset responses', exact: true })).toBeVisible();
    await shot(page, 'edit-policies-1280');
    expect(puts).toHaveLength(0);

    await page.getByRole('button', { name: 'Update Checklist' }).click();
    await page.waitForURL(/\/dashboard$/);
    expect(puts).toHaveLength(1);
    const card = page.locator('[data-testid="checklist-card"]').first();
    await expect(card.getByText('3 items', { exact: true })).toBeVisible();
    // The list was updated from the answer: the reset item no longer counts as done.
    await expect(card.getByText('1/3 completed')).toBeVisible();
    await page.setViewportSize(PHONE);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await shot(page, 'list-shared-390');

    const after = await getChecklistForEdit(app, owner.token, checklist.id);
    expect(after.items.map((i) => [i.id, i.text, i.responses.length])).toEqual([
      [exits!.id, 'Fire exits', 0],
      [extinguishers!.id, 'Extinguishers (all floors)', 1],
      [firstAid!.id, 'First aid kits', 0],
    ]);
    await context.close();
  });

  test('edit: not found and at phone width', async () => {
    const { context, page, owner } = await signedIn(PHONE);
    await page.goto(app.url + '/dashboard/edit/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Checklist not found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to Dashboard' })).toBeVisible();

    const checklist = await createChecklistViaApi(app, owner.token, {
      title: 'Packing list for a long weekend away',
      description: 'Everything for the trip',
      items: [
        { text: 'Passport', description: 'Check the expiry date', displayOrder: 1 },
        { text: 'Chargers', description: null, displayOrder: 2 },
      ],
    });
    await page.goto(app.url + `/dashboard/edit/${checklist.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Checklist' })).toBeVisible();
    await expect(page.getByLabel('What needs to be done?').first()).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await shot(page, 'edit-390');
    await context.close();
  });

  test('loads more checklists page by page', async () => {
    const owner = await registerOwner(app);
    for (let i = 1; i <= 12; i++) {
      await createChecklistViaApi(app, owner.token, {
        title: `List ${String(i).padStart(2, '0')}`,
        description: null,
        items: [{ text: 'Only task', description: null, displayOrder: 1 }],
      });
    }
    const { context, page } = await signedIn(DESKTOP, owner);
    await page.goto(app.url + '/dashboard');
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
    await page.route('**/api/checklist?page=2', async (route) => {
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
