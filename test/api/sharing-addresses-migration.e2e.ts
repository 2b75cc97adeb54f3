import { registerVerifiedOwner } from './support/accounts';
import { createChecklist } from './support/checklists';
import { accessTokenFromOutbox, guestEmail, guestRespond, guestView, shareChecklist } from './support/sharing';
import { useTestServer } from './support/test-server';

/**
 * Issue 51 item 1: recipients an earlier version stored as written are cleaned by the
 * DecoratedRecipients migration. The server runs on a database of its own: the suite writes
 * decorated rows as the old code did, then runs the migration again.
 */
describe('sharing: the migration of decorated recipients', () => {
  const suite = useTestServer({ env: { DATABASE_URL: '' } });

  it('merges a decorated recipient into the plain one (both histories kept) and reduces one with no plain twin', async () => {
    const { db } = suite;
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const onboarding = await createChecklist(suite.api, owner.token, { title: 'Onboarding' });
    const offboarding = await createChecklist(suite.api, owner.token, { title: 'Offboarding' });
    const [first, second] = onboarding.items.map((i) => i.id);
    const yara = guestEmail('yara');
    const [decorated, zed] = [guestEmail('tmp'), guestEmail('zed')];

    await shareChecklist(suite.api, owner.token, onboarding.id, [yara, decorated]);
    await shareChecklist(suite.api, owner.token, offboarding.id, [decorated, zed]);
    const plainLink = await accessTokenFromOutbox(suite.server, yara);
    const [decoratedOnboarding, decoratedOffboarding] = (
      (await db.query(
        `SELECT s.checklist_id, s.id FROM shares s JOIN users u ON u.id = s.recipient_id WHERE u.email = $1 ORDER BY s.checklist_id = $2 DESC`,
        [decorated, onboarding.id],
      )) as { id: string }[]
    ).map((s) => s.id);
    expect((await guestRespond(suite.api, plainLink, first!, 'complete', true)).status).toBe(200);
    // Responses of the decorated share: one on an item the plain share answered, one on an item it did not.
    await db.query(`INSERT INTO item_responses (share_id, item_id, complete, notes) VALUES ($1, $2, false, 'other'), ($1, $3, true, 'Gate code 4711')`, [
      decoratedOnboarding,
      first,
      second,
    ]);
    await db.query(`INSERT INTO share_activity (share_id, kind) VALUES ($1, 'opened')`, [decoratedOnboarding]);
    // As the old code stored them: an Outlook copy, and a bare address with a trailing separator.
    await db.query(`UPDATE users SET email = $2 WHERE email = $1`, [decorated, `"Ahmed, Yara" <${yara}>`]);
    await db.query(`UPDATE users SET email = $2 WHERE email = $1`, [zed, `${zed};`]);

    while ((await db.query(`SELECT 1 FROM migrations WHERE name = 'DecoratedRecipients1796200000000'`)).length > 0) await db.undoLastMigration();
    await db.runMigrations();

    const recipientsOf = async (checklistId: string) =>
      ((await db.query(`SELECT u.email FROM shares s JOIN users u ON u.id = s.recipient_id WHERE s.checklist_id = $1 ORDER BY u.email`, [checklistId])) as {
        email: string;
      }[]).map((r) => r.email);
    expect(await recipientsOf(onboarding.id)).toEqual([yara]);
    expect(await recipientsOf(offboarding.id)).toEqual([yara, zed].sort());
    expect(await db.query(`SELECT email FROM users WHERE email LIKE '%<%' OR email LIKE '%;'`)).toEqual([]);

    // The plain share keeps its own answer and gains the decorated share's answer on the other item.
    const view = await guestView(suite.api, plainLink);
    expect(view.status).toBe(200);
    const responses = Object.fromEntries(view.body.share.checklist.items.map((i) => [i.id, i.response]));
    expect(responses[first!]).toMatchObject({ complete: true });
    expect(responses[second!]).toEqual({ complete: true, notes: 'Gate code 4711', answer: true, files: [] });
    const activity = await db.query(`SELECT kind FROM share_activity a JOIN shares s ON s.id = a.share_id WHERE s.id <> $1 AND s.checklist_id = $2`, [decoratedOnboarding, onboarding.id]);
    expect(activity).toContainEqual({ kind: 'opened' });
    // The share on the checklist the plain recipient had none on moved whole: same share, now Yara's.
    expect((await db.query(`SELECT u.email FROM shares s JOIN users u ON u.id = s.recipient_id WHERE s.id = $1`, [decoratedOffboarding]))[0].email).toBe(yara);
  });
});
