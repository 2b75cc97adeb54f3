import type { Page } from '@playwright/test';
import { WORKFLOW_MESSAGES as W } from '@ticklist/contracts';
import { expect, test } from './support/fixtures';
import { DESKTOP, hasHorizontalScroll, PHONE } from './support/browser';
import { registerOwner } from './support/session';
import { createChecklistViaApi, getChecklistForEdit, respondViaApi, shareViaApi, verifyOwnerEmail } from './support/checklists';
import { openSignedIn, useAppSuite } from './support/owner-suite';
import { screenshotPath } from './support/page-checks';

const shot = (page: Page, name: string) => page.screenshot({ path: screenshotPath(`checklists-${name}.png`), fullPage: true });

test.describe('checklists: edit', () => {
  const suite = useAppSuite();

  test('edits a checklist with responses: locked items, Modified, and the policy modal for the first unresolved item', async () => {
    const owner = await registerOwner(suite.app);
    await verifyOwnerEmail(suite.app, owner.email);
    const checklist = await createChecklistViaApi(suite.app, owner.token, {
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
    const access = await shareViaApi(suite.app, owner.token, checklist.id, guest);
    await respondViaApi(suite.app, access, extinguishers!.id, 'complete', true);
    await respondViaApi(suite.app, access, firstAid!.id, 'complete', true);

    const { context, page } = await openSignedIn(suite, { viewport: DESKTOP, owner: { ...owner, user: { ...owner.user, emailValidated: true } } });
    const puts: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'PUT') puts.push(req.postData() ?? '');
    });
    await page.goto(suite.app.url + '/dashboard');
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
    await page.screenshot({ path: screenshotPath('checklists-edit-modal-390.png') });
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(puts).toHaveLength(0);

    // Opened by 'Update Checklist' (issue 44; the contract's "Where the spec describes a defect"):
    // the choice is stored and the dialog goes on to the next such item (Task 3).
    await page.getByRole('button', { name: 'Update Checklist' }).click();
    await expect(dialog.getByText('Task 2', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep Responses' }).click();
    await expect(dialog.getByText('Task 3', { exact: true })).toBeVisible();
    await expect(dialog.getByText('First aid kits')).toBeVisible();
    await expect(tasks.nth(1).getByRole('button', { name: 'Keep responses', exact: true })).toBeVisible();
    await expect(tasks.nth(1).getByText('Modified', { exact: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(puts).toHaveLength(0);
    // A choice made from the badge stores it and sends nothing.
    await tasks.nth(1).getByRole('button', { name: 'Keep responses', exact: true }).click();
    await expect(dialog.getByText('Task 2', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep Responses' }).click();
    await expect(dialog).toHaveCount(0);
    expect(puts).toHaveLength(0);

    // Update again: Task 3 is the first unresolved one; its choice is the last, so the update is sent.
    await page.getByRole('button', { name: 'Update Checklist' }).click();
    await expect(dialog.getByText('Task 3', { exact: true })).toBeVisible();
    await shot(page, 'edit-policies-1280');
    await dialog.getByRole('button', { name: 'Reset Responses' }).click();
    await page.waitForURL(/\/dashboard$/);
    expect(puts).toHaveLength(1);
    // The dashboard says it was updated (issue 44).
    await expect(page.getByRole('status').filter({ hasText: W.checklistUpdated })).toBeVisible();
    const card = page.locator('[data-testid="checklist-card"]').first();
    await expect(card.getByText('3 items', { exact: true })).toBeVisible();
    // The list was updated from the answer: the reset item no longer counts as done.
    await expect(card.getByText('1/3 completed')).toBeVisible();
    await page.setViewportSize(PHONE);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await shot(page, 'list-shared-390');

    const after = await getChecklistForEdit(suite.app, owner.token, checklist.id);
    expect(after.items.map((i) => [i.id, i.text, i.responses.length])).toEqual([
      [exits!.id, 'Fire exits', 0],
      [extinguishers!.id, 'Extinguishers (all floors)', 1],
      [firstAid!.id, 'First aid kits', 0],
    ]);
    await context.close();
  });

  test('edit: not found and at phone width', async () => {
    const { context, page, owner } = await openSignedIn(suite, { viewport: PHONE });
    await page.goto(suite.app.url + '/dashboard/edit/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Checklist not found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to Dashboard' })).toBeVisible();

    const checklist = await createChecklistViaApi(suite.app, owner.token, {
      title: 'Packing list for a long weekend away',
      description: 'Everything for the trip',
      items: [
        { text: 'Passport', description: 'Check the expiry date', displayOrder: 1 },
        { text: 'Chargers', description: null, displayOrder: 2 },
      ],
    });
    await page.goto(suite.app.url + `/dashboard/edit/${checklist.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Checklist' })).toBeVisible();
    await expect(page.getByLabel('What needs to be done?').first()).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await shot(page, 'edit-390');
    await context.close();
  });
});
