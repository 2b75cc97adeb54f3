import type { Locator, Page } from '@playwright/test';
import { CHECKLIST_UI as T, GUEST_PAGE_HTML, RESULTS_TEXTS as R, SHARING_MESSAGES as M } from '@ticklist/contracts';
import { call } from '../kit';
import { expect, test } from './support/fixtures';
import { DESKTOP, newPage, PHONE } from './support/browser';
import { openSignedIn, useOwnerSuite } from './support/owner-suite';
import { cardOf } from './support/page-checks';
import { createChecklist, mailedPath, type CreatedChecklist } from './support/sharing';
import { recipientToggle } from './support/recipient-row';

/**
 * Issue 51, item 3: text a person wrote sets its direction from its content. Hebrew and Arabic read
 * right to left (the `!` of `לחתום על החוזה!` at its left end), Latin left to right, and the
 * interface around them stays left to right.
 */
const HEBREW_TITLE = 'חוזה השכירות';
const ARABIC_DESCRIPTION = 'كل ما يلزم لتوقيع العقد';
const HEBREW_ITEM = 'לחתום על החוזה!';
const ARABIC_ITEM = 'توقيع العقد';
const LATIN_ITEM = 'Sign the contract!';
const HEBREW_HELP = 'בעט כחול בלבד.';

const direction = (el: Locator) => el.evaluate((node) => getComputedStyle(node).direction);

async function expectDirection(el: Locator, dir: 'rtl' | 'ltr'): Promise<void> {
  await expect(el).toBeVisible();
  await expect.poll(() => direction(el)).toBe(dir);
}

test.describe('text a person wrote keeps its own direction (issue 51)', () => {
  const suite = useOwnerSuite('rtl');
  let checklist: CreatedChecklist;
  let latin: CreatedChecklist;
  let recipient: string;
  let accessToken: string;

  test.beforeAll(async () => {
    const { app, owner } = suite;
    checklist = await createChecklist(app, owner.token, {
      title: HEBREW_TITLE,
      description: ARABIC_DESCRIPTION,
      items: [{ text: HEBREW_ITEM, description: HEBREW_HELP }, { text: ARABIC_ITEM }, { text: LATIN_ITEM }],
    });
    latin = await createChecklist(app, owner.token, { title: 'Tenancy agreement', description: 'What the signing needs.', items: [{ text: LATIN_ITEM }] });
    recipient = `rtl-${Date.now().toString(36)}@example.net`;
    expect((await call(app.url, 'POST', `/api/checklist/${checklist.id}/share`, { emails: [recipient] }, owner.token)).status).toBe(200);
    accessToken = (await mailedPath(app.dataDir, recipient, '/shared/')).split('/').pop()!;
    const ticked = await call(app.url, 'POST', `/api/guest/shared/${accessToken}/respond`, { item: checklist.items[0]!.id, key: 'complete', value: true });
    expect(ticked.status).toBe(200);
  });

  async function ownerPage(viewport = DESKTOP): Promise<{ page: Page; close: () => Promise<void> }> {
    const { context, page } = await openSignedIn(suite, { viewport, owner: suite.owner });
    return { page, close: () => context.close() };
  }

  test('guest page: title, description, items, help and the notes box, each in its own direction', async () => {
    const { context, page } = await newPage(suite.browser, PHONE);
    try {
      await page.goto(`${suite.app.url}/shared/${accessToken}`);
      const root = page.locator('#root');
      await expectDirection(root.getByRole('heading', { level: 1, name: HEBREW_TITLE }), 'rtl');
      await expectDirection(root.getByText(ARABIC_DESCRIPTION, { exact: true }), 'rtl');
      await expectDirection(root.getByText(HEBREW_ITEM, { exact: true }), 'rtl');
      await expectDirection(root.getByText(ARABIC_ITEM, { exact: true }), 'rtl');
      await expectDirection(root.getByText(LATIN_ITEM, { exact: true }), 'ltr');

      const hebrewItem = root.locator('li', { hasText: HEBREW_ITEM });
      await hebrewItem.getByRole('button', { name: new RegExp(`^${M.help}`) }).click();
      await expectDirection(hebrewItem.getByText(HEBREW_HELP, { exact: true }), 'rtl');
      await expectDirection(hebrewItem.getByText(M.helpPrefix, { exact: true }), 'ltr');

      await hebrewItem.getByRole('button', { name: new RegExp(`^${M.notes}`) }).click();
      const notes = hebrewItem.getByLabel(M.notesLabel);
      await notes.fill('נחתם במשרד.');
      await expectDirection(notes, 'rtl');
      await notes.fill('ملاحظة');
      await expectDirection(notes, 'rtl');
      await notes.fill('Signed at the office.');
      await expectDirection(notes, 'ltr');
      // The interface around the text stays as it is.
      await expectDirection(hebrewItem.getByText(M.notesLabel, { exact: true }), 'ltr');
      await expectDirection(root.getByText(M.progressLabel, { exact: true }).first(), 'ltr');
    } finally {
      await context.close();
    }
  });

  test("guest page's first paint from the server: title and items already in their own direction", async () => {
    const context = await suite.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${suite.app.url}/shared/${accessToken}`);
      const shown = page.locator(`#${GUEST_PAGE_HTML.snapshotId}`);
      await expectDirection(shown.getByRole('heading', { level: 1, name: HEBREW_TITLE }), 'rtl');
      await expectDirection(shown.getByText(HEBREW_ITEM, { exact: true }), 'rtl');
      await expectDirection(shown.getByText(ARABIC_ITEM, { exact: true }), 'rtl');
      await expectDirection(shown.getByText(LATIN_ITEM, { exact: true }), 'ltr');
    } finally {
      await context.close();
    }
  });

  test("owner's dashboard: the card's title and description, and a recipient's items", async () => {
    const { page, close } = await ownerPage();
    try {
      await page.goto(`${suite.app.url}/dashboard`);
      const card = cardOf(page, HEBREW_TITLE);
      await expectDirection(card.getByRole('heading', { name: HEBREW_TITLE }), 'rtl');
      await expectDirection(card.getByText(ARABIC_DESCRIPTION, { exact: true }), 'rtl');
      await expectDirection(card.getByText(T.created), 'ltr');
      const other = cardOf(page, latin.title);
      await expectDirection(other.getByRole('heading', { name: latin.title }), 'ltr');
      await expectDirection(other.getByText('What the signing needs.', { exact: true }), 'ltr');

      await expectDirection(card.getByText(recipient, { exact: true }), 'ltr');
      await recipientToggle(card, recipient).click();
      const row = card.locator('li.recipient', { hasText: recipient });
      await expectDirection(row.locator('.recipient__item-text', { hasText: HEBREW_ITEM }), 'rtl');
      await expectDirection(row.locator('.recipient__item-text', { hasText: LATIN_ITEM }), 'ltr');
    } finally {
      await close();
    }
  });

  test('edit form: title, description, task and help fields follow what is in them', async () => {
    const { page, close } = await ownerPage();
    try {
      await page.goto(`${suite.app.url}/dashboard/edit/${checklist.id}`);
      const title = page.getByLabel(T.titleLabel);
      await expect(title).toHaveValue(HEBREW_TITLE);
      await expectDirection(title, 'rtl');
      await expectDirection(page.getByLabel(T.descriptionLabel, { exact: true }), 'rtl');
      const texts = page.getByLabel(T.itemTextLabel);
      await expectDirection(texts.nth(0), 'rtl');
      await expectDirection(texts.nth(1), 'rtl');
      await expectDirection(texts.nth(2), 'ltr');
      await expectDirection(page.getByLabel(T.itemDescriptionLabel).nth(0), 'rtl');
      await expectDirection(page.getByText(T.itemTextLabel).first(), 'ltr');

      // A field changes direction as it is typed in.
      await page.getByRole('button', { name: T.addItem }).click();
      const added = texts.nth(3);
      await added.fill('לשלם פיקדון');
      await expectDirection(added, 'rtl');
      await added.fill('Pay the deposit');
      await expectDirection(added, 'ltr');
    } finally {
      await close();
    }
  });

  test('create form: a title typed in Arabic reads right to left', async () => {
    const { page, close } = await ownerPage(PHONE);
    try {
      await page.goto(`${suite.app.url}/dashboard/create`);
      const title = page.getByLabel(T.titleLabel);
      await title.fill(ARABIC_ITEM);
      await expectDirection(title, 'rtl');
      await title.fill('Lease');
      await expectDirection(title, 'ltr');
    } finally {
      await close();
    }
  });

  test('results and its print view: the title, description and done items in their own direction', async () => {
    const { page, close } = await ownerPage();
    try {
      await page.goto(`${suite.app.url}/dashboard/results/${checklist.id}`);
      const heading = page.getByRole('heading', { level: 1, name: R.pageTitle(HEBREW_TITLE) });
      await expect(heading).toBeVisible();
      for (const media of ['screen', 'print'] as const) {
        await page.emulateMedia({ media });
        await expectDirection(heading, 'ltr');
        await expectDirection(heading.getByText(HEBREW_TITLE, { exact: true }), 'rtl');
        await expectDirection(page.getByText(ARABIC_DESCRIPTION, { exact: true }), 'rtl');
        // The item × recipient grid (issue 44): items head the columns, recipients the rows.
        const grid = page.getByRole('table');
        await expectDirection(grid.getByRole('columnheader').getByText(HEBREW_ITEM, { exact: true }), 'rtl');
        await expectDirection(grid.getByRole('rowheader').getByText(recipient, { exact: true }), 'ltr');
      }
    } finally {
      await close();
    }
  });
});
