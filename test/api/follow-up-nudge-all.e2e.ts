import { FOLLOW_UP_MESSAGES as M, type NudgeAllResponse } from '@ticklist/contracts';
import { ShareTokenBox } from '../../server/src/modules/shares/share-token.box';
import { completeAll, invitedADayAgo, sharedChecklist, type SharedChecklist } from './support/follow-up';
import { useTestServer, type ServerSuite } from './support/test-server';
import { waitFor } from '../kit';
import { readOutbox } from './support/test-server';

const AUDIENCE = 1_000;

/** `n` more recipients on the checklist, stored in bulk with links made the product's way (the share route would take minutes). */
async function addRecipients(t: ServerSuite, checklistId: string, n: number, label: string): Promise<string[]> {
  const box = t.server.server.app.get(ShareTokenBox);
  const emails = Array.from({ length: n }, (_, i) => `${label}.${i}.${Date.now().toString(36)}@example.net`);
  const tokens = emails.map(() => box.create());
  const users: Array<{ id: string }> = await t.db.query(`INSERT INTO users (email, account_type) SELECT unnest($1::text[]), 'guest' RETURNING id`, [emails]);
  await t.db.query(
    `INSERT INTO shares (checklist_id, recipient_id, access_token_hash, access_token_encrypted)
     SELECT $1, u, h, e FROM unnest($2::uuid[], $3::text[], $4::text[]) AS x(u, h, e)`,
    [checklistId, users.map((u) => u.id), tokens.map((tk) => tk.hash), tokens.map((tk) => tk.encrypted)],
  );
  return emails;
}

const nudgeAll = (t: ServerSuite, shared: SharedChecklist) =>
  t.api.post<NudgeAllResponse>(`/api/checklist/${shared.checklist.id}/nudge`, {}, shared.owner.token);

describe('nudge all on a large audience', () => {
  const t = useTestServer();

  it('nudges everyone with work left who can be mailed, skips the rest, once a day; each nudged share gets one ledger row and one mail', async () => {
    // Three recipients through the product: one done (not counted), one who opted out (skipped).
    const shared = await sharedChecklist(t.api, t.server, 3);
    await invitedADayAgo(t.server, shared.checklist.id);
    const [done, optedOut] = shared.recipients as [SharedChecklist['recipients'][0], SharedChecklist['recipients'][0]];
    await completeAll(t.api, shared.checklist, done);
    await t.db.query(`UPDATE users SET unsubscribed_at = now() WHERE email = $1`, [optedOut.email]);
    const bulk = await addRecipients(t, shared.checklist.id, AUDIENCE, 'crowd');
    // Two of the crowd were nudged an hour ago (the once-a-day rule holds them back).
    await t.db.query(
      `UPDATE shares SET last_nudged_at = now() - interval '1 hour' WHERE recipient_id IN (SELECT id FROM users WHERE email = ANY($1))`,
      [bulk.slice(0, 2)],
    );

    const first = await nudgeAll(t, shared);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ nudged: AUDIENCE - 2 + 1, skipped: 3 });

    const ledger: Array<{ n: number; per: number }> = await t.db.query(
      `SELECT count(*)::int AS n, max(c)::int AS per FROM (SELECT share_id, count(*) AS c FROM share_reminders sr JOIN shares s ON s.id = sr.share_id
        WHERE s.checklist_id = $1 AND sr.kind = 'nudge' GROUP BY share_id) x`,
      [shared.checklist.id],
    );
    expect(ledger[0]).toEqual({ n: AUDIENCE - 1, per: 1 });
    const counted: Array<{ n: number }> = await t.db.query(
      `SELECT count(*)::int AS n FROM shares WHERE checklist_id = $1 AND reminders_sent = 1 AND last_nudged_at > now() - interval '1 minute'`,
      [shared.checklist.id],
    );
    expect(counted[0]!.n).toBe(AUDIENCE - 1);

    // Again at once: nobody is nudged twice in a day.
    expect((await nudgeAll(t, shared)).body).toEqual({ nudged: 0, skipped: AUDIENCE + 2 });

    // One mail each, queued with the nudges: every nudged recipient's mail is still queued or already
    // sent (queue read first, then the outbox, so none falls between), and nobody got two.
    // (A subject this long is folded in the file: the body's "0 of 3 done" marks a nudge here.)
    // Only this checklist's audience counts: on PostgreSQL the suites share one database, so this server
    // may also send a mail another suite's server left queued.
    const audience = new Set([...shared.recipients.map((r) => r.email), ...bulk].map((e) => e.toLowerCase()));
    const nudgeMails = () =>
      readOutbox(t.server.dataDir).filter((m) => m.text.includes(M.mailProgress(0, 3)) && audience.has(m.to.toLowerCase()));
    const queued: Array<{ email: string }> = await t.db.query(
      `SELECT u.email FROM mail_jobs mj JOIN shares s ON s.id = (mj.payload->>'shareId')::uuid JOIN users u ON u.id = s.recipient_id
        WHERE mj.kind = 'nudge' AND s.checklist_id = $1`,
      [shared.checklist.id],
    );
    const sent = nudgeMails().map((m) => m.to.toLowerCase());
    const mailed = new Set([...queued.map((r) => r.email), ...sent]);
    expect(mailed.size).toBe(AUDIENCE - 1);
    expect([optedOut.email, done.email, bulk[0]!, bulk[1]!].filter((email) => mailed.has(email))).toEqual([]);
    expect(sent.length).toBe(new Set(sent).size);
    // …and they start going out at once, not at the queue's next poll.
    await waitFor(() => nudgeMails().length > 0, {
      timeoutMs: 8_000,
      intervalMs: 250,
      describe: () => 'a first nudge mail',
    });
  }, 120_000);
});
