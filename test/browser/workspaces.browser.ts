import type { Browser } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { FOLLOW_UP_MESSAGES as F, RECIPIENT_UI_TEXTS as R, roleNeededMessage } from '@ticklist/contracts';
import { call } from '../kit';
import { expect, test, type RunningApp } from './support/fixtures';
import { hasHorizontalScroll, newPage, PHONE } from './support/browser';
import { signInPage } from './support/session';
import { cardOf, expectAxeClean, shot } from './support/page-checks';
import { createChecklist, mailedPath, registerVerifiedOwner } from './support/sharing';

/** Teams (issue 47) in the browser, at 390 px: a workspace, an invitation, a new member on its dashboard. */
test.describe('workspaces', () => {
  let app: RunningApp;
  let browser: Browser;

  test.beforeAll(async ({ app: started, browser: launched }) => {
    app = started;
    browser = launched;
  });

  test('an admin makes a workspace and invites; the invited person signs up from the mail and sees the shared dashboard as viewer', async () => {
    const admin = await registerVerifiedOwner(app, 'admin');
    const id = randomBytes(4).toString('hex');
    const invitee = `member-${id}@example.com`;
    const team = `Shop ${id}`;

    const { context: adminContext, page } = await newPage(browser, PHONE);
    try {
      await signInPage(page, app.url, admin);
      await page.goto(`${app.url}/dashboard`);
      await page.getByRole('link', { name: 'New workspace' }).click();
      await expect(page).toHaveTitle('New workspace · Ticklist');
      await page.getByLabel('Workspace name').fill(team);
      await page.getByRole('button', { name: 'Create workspace' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Workspace settings: ${team}` })).toBeVisible();
      await expect(page.getByText(admin.email)).toBeVisible();
      // The only admin: their role and Leave are locked, and the page says why.
      await expect(page.getByLabel(`Role of ${admin.user.username}`)).toBeDisabled();
      await expect(page.getByText('The last admin cannot leave or be demoted: make another member admin first.')).toBeVisible();

      await page.getByRole('textbox', { name: 'E-mail' }).fill(invitee);
      await page.getByLabel('Role', { exact: true }).selectOption('viewer');
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${invitee}` })).toBeVisible();
      await expect(page.getByRole('button', { name: `Withdraw: ${invitee}` })).toBeVisible();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectAxeClean(page);
      await shot(page, 'workspace-settings');
    } finally {
      await adminContext.close();
    }

    const workspaces = await call(app.url, 'GET', '/api/workspaces', undefined, admin.token);
    const workspaceId: string = workspaces.body.workspaces.find((w: { name: string }) => w.name === team).id;
    const shared = await call(app.url, 'POST', '/api/checklist/create', { title: `Closing ${id}`, items: [{ text: 'Lock the door', displayOrder: 1 }], workspaceId }, admin.token);
    expect(shared.status).toBe(201);
    const recipient = `recipient-${id}@example.com`;
    expect((await call(app.url, 'POST', `/api/checklist/${shared.body.id}/share`, { emails: [recipient] }, admin.token)).status).toBe(200);
    await createChecklist(app, admin.token, { title: `Personal ${id}`, items: [{ text: 'Mine alone' }] });

    const { context, page: guest } = await newPage(browser, PHONE);
    try {
      await guest.goto(`${app.url}${await mailedPath(app.dataDir, invitee, '/invitations/')}`);
      await expect(guest).toHaveTitle('Invitation · Ticklist');
      await expect(guest.getByText(`You are invited to the workspace ${team} as viewer.`)).toBeVisible();
      await expectAxeClean(guest);
      await shot(guest, 'invitation');

      await guest.getByRole('link', { name: 'Create an account to join' }).click();
      await expect(guest.getByText(`Creating an account joins you to ${team}.`)).toBeVisible();
      await expect(guest.getByLabel('Email')).toHaveValue(invitee);
      await expect(guest.getByLabel('Alpha Tester Invite Code')).toHaveCount(0);
      await guest.getByLabel('Username').fill(`member_${id}`);
      await guest.getByLabel('Password', { exact: true }).fill(`Long-enough-pass-${id}`);
      await guest.getByLabel(/I agree to the/).check();
      await guest.getByRole('button', { name: 'Create Account' }).click();

      await guest.waitForURL(`**/dashboard?ws=${workspaceId}`);
      await expect(guest.getByLabel('Workspace')).toHaveValue(workspaceId);
      const card = cardOf(guest, `Closing ${id}`);
      await expect(card).toBeVisible();
      await expect(cardOf(guest, `Personal ${id}`)).toHaveCount(0);
      // A viewer reads; Edit and Share are not offered (the server refuses them all the same).
      await expect(card.getByRole('button', { name: 'Preview' })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
      await expect(card.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
      await expect(guest.getByRole('button', { name: 'Create Checklist' })).toHaveCount(0);
      // Nor are the recipient controls: due date, nudge, resend, and, opened, the link's.
      await expect(card.getByText(recipient)).toBeVisible();
      for (const name of [F.recipientDueAtLabel(recipient), F.nudgeRecipient(recipient), R.resend, new RegExp(`^${F.nudgeAllPending}`)]) {
        await expect(card.getByRole('button', { name })).toHaveCount(0);
      }
      await card.getByRole('button', { name: new RegExp(recipient) }).click();
      await expect(card.getByRole('button', { name: new RegExp(recipient), expanded: true })).toBeVisible();
      for (const name of [R.revokeAccess, R.removeRecipient, R.sendNewLink]) await expect(card.getByRole('button', { name })).toHaveCount(0);
      expect(await hasHorizontalScroll(guest)).toBe(false);
      await expectAxeClean(guest);
      await shot(guest, 'team-dashboard-viewer');

      // The edit page's address says what the role may not do, instead of a form that cannot save.
      await guest.goto(`${app.url}/dashboard/edit/${shared.body.id}`);
      await expect(guest.getByRole('status').filter({ hasText: roleNeededMessage('editor') })).toBeVisible();
      await expect(guest.getByRole('button', { name: 'Update Checklist' })).toHaveCount(0);
      await expectAxeClean(guest);
      await shot(guest, 'team-edit-viewer');
      await guest.goto(`${app.url}/dashboard?ws=${workspaceId}`);

      // Back to their personal workspace: the URL drops `ws`, the team's checklist leaves the list.
      await guest.getByLabel('Workspace').selectOption({ label: 'Personal' });
      await guest.waitForURL(/\/dashboard$/);
      await expect(cardOf(guest, `Closing ${id}`)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
