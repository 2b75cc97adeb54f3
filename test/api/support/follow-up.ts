import type { ChecklistSummary, Share } from '@ticklist/contracts';
import { DataSource } from 'typeorm';
import { waitFor } from '../../kit';
import { CLOCK, type Clock } from '../../../server/src/common/clock/clock';
import { ReminderJob } from '../../../server/src/modules/follow-up/reminder.job';
import { registerVerifiedOwner, type Owner } from './accounts';
import { createChecklist } from './checklists';
import { Api } from './http';
import { accessTokenFromOutbox, guestEmail, guestRespond, shareChecklist } from './sharing';
import { readOutbox, startTestServer, type OutboxMail, type TestServer, type TestServerOptions } from './test-server';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The app's clock, moved by the test: every "now" of follow-through reads it. */
export function controlClock(server: TestServer): { set(at: Date | number): void; now(): Date } {
  const clock = server.server.app.get<Clock>(CLOCK);
  let current = Date.now();
  clock.now = () => new Date(current);
  return { set: (at) => void (current = typeof at === 'number' ? at : at.getTime()), now: () => new Date(current) };
}

/**
 * The checklist's invitations moved a day back, as if its recipients had been invited yesterday: an
 * invitation counts as a nudge for the once-a-day rule (issue 44), so a test that nudges right after
 * sharing says so with this instead of waiting a day. Waits until no invitation is on its way any
 * more (a share job sends after it reports), then moves the rule's own record (`last_nudged_at`) and
 * nothing else.
 */
export async function invitedADayAgo(server: TestServer, checklistId: string): Promise<void> {
  const db = server.server.app.get(DataSource);
  await waitFor(
    async () => ((await db.query(`SELECT count(*)::int AS n FROM shares WHERE checklist_id = $1 AND delivery_status = 'queued'`, [checklistId])) as Array<{ n: number }>)[0]!.n === 0,
    { describe: () => `invitations of checklist ${checklistId} still queued` },
  );
  await db.query(`UPDATE shares SET last_nudged_at = last_nudged_at - interval '1 day' WHERE checklist_id = $1 AND last_nudged_at IS NOT NULL`, [checklistId]);
}

/** One pass of the reminder job at `at`, as the scheduler would run it. */
export const runReminders = (server: TestServer, at: Date | number): Promise<number> =>
  server.server.app.get(ReminderJob).run(new Date(at));

/** Reminder and nudge mails to `email` so far, oldest first. */
export const followUpMailsTo = (server: Pick<TestServer, 'dataDir'>, email: string): OutboxMail[] =>
  readOutbox(server.dataDir).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()) && /This is a reminder about|sent you a nudge/.test(m.text));

/** A header of a mail as written (folded lines joined), e.g. header(mail, 'Subject'). */
export function mailHeader(mail: OutboxMail, name: string): string | undefined {
  const head = mail.text.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim();
}

export interface Recipient {
  email: string;
  shareId: string;
  accessToken: string;
}

export interface SharedChecklist {
  owner: Owner;
  checklist: ChecklistSummary;
  recipients: Recipient[];
}

/** A verified owner's checklist (3 items unless `body` says otherwise) shared with `n` fresh recipients. */
export async function sharedChecklist(api: Api, server: TestServer, n: number, body: Record<string, unknown> = {}, owner?: Owner): Promise<SharedChecklist> {
  const who = owner ?? (await registerVerifiedOwner(api, server));
  const created = await createChecklist(api, who.token, body);
  const emails = Array.from({ length: n }, () => guestEmail('due'));
  await shareChecklist(api, who.token, created.id, emails);
  const summary = (await api.get<ChecklistSummary>(`/api/checklist/${created.id}/edit`, who.token)).body;
  const recipients: Recipient[] = [];
  for (const email of emails) {
    const share = summary.shares.find((s: Share) => s.recipientUser.email === email)!;
    recipients.push({ email, shareId: share.id, accessToken: await accessTokenFromOutbox(server, email) });
  }
  return { owner: who, checklist: summary, recipients };
}

/** The recipient ticks every item. */
export async function completeAll(api: Api, checklist: ChecklistSummary, recipient: Recipient): Promise<void> {
  for (const item of checklist.items) {
    const res = await guestRespond(api, recipient.accessToken, item.id, 'complete', true);
    if (res.status !== 200) throw new Error(`respond failed: ${res.status}`);
  }
}

/** The owner's row of one recipient, read from the edit view. */
export async function ownerShare(api: Api, owner: Owner, checklistId: string, shareId: string): Promise<Share> {
  const res = await api.get<ChecklistSummary>(`/api/checklist/${checklistId}/edit`, owner.token);
  return res.body.shares.find((s) => s.id === shareId)!;
}

export interface ClockedServer {
  server: TestServer;
  api: Api;
  clock: ReturnType<typeof controlClock>;
}

/**
 * A test server for one describe block whose clock the tests move: started before its tests,
 * stopped after. Read the fields inside tests (they are set once the server is up).
 */
export function clockedServer(options: TestServerOptions = {}): ClockedServer {
  const fixture = {} as ClockedServer;
  beforeAll(async () => {
    fixture.server = await startTestServer(options);
    fixture.api = new Api(fixture.server.url);
    fixture.clock = controlClock(fixture.server);
  });
  afterAll(() => fixture.server?.stop());
  return fixture;
}
