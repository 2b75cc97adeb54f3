import {
  REVIEW_MESSAGES,
  type ChecklistSummary,
  type GuestShareResponse,
  type PostReviewResponse,
  type ShareProgressEvent,
  type ShareReviewEvent,
} from '@ticklist/contracts';
import { waitFor } from '../kit';
import { completeAll, ownerShare, sharedChecklist, type Recipient, type SharedChecklist } from './support/follow-up';
import { expectErrorBody, type ApiResponse } from './support/http';
import { closeAllSockets, connect, watchChecklist, type TestSocket } from './support/realtime';
import { guestRespond } from './support/sharing';
import { readOutbox, useTestServer } from './support/test-server';
import { addWebhook, Receiver, WEBHOOK_ENV } from './support/webhooks';

/** Review (issue 48): a finished recipient waits for the owner, who accepts items or sends them back. */
describe('review of a recipient\'s answers', () => {
  const suite = useTestServer({ env: WEBHOOK_ENV });
  afterEach(() => closeAllSockets());

  const reviewPath = (s: SharedChecklist, r: Recipient) => `/api/checklist/${s.checklist.id}/shares/${r.shareId}/review`;
  const review = (s: SharedChecklist, r: Recipient, body: unknown) => suite.api.post<PostReviewResponse>(reviewPath(s, r), body, s.owner.token);
  const guestView = async (r: Recipient) => (await suite.api.get<GuestShareResponse>(`/api/guest/shared/${r.accessToken}`)).body.share;
  const reviewed = (overrides: Record<string, unknown> = {}) => sharedChecklist(suite.api, suite.server, 1, { review: true, ...overrides });
  /** The owner's row of the recipient once its review reached `state` (the submission follows the save's commit). */
  const reviewReaches = (s: SharedChecklist, r: Recipient, state: string) =>
    waitFor(async () => {
      const share = await ownerShare(suite.api, s.owner, s.checklist.id, r.shareId);
      return share.review?.state === state ? share : undefined;
    });
  /** An error answer: its status and the contract's body. */
  function refused(res: ApiResponse<unknown>, status: number): void {
    expect(res.status).toBe(status);
    expectErrorBody(res.body);
  }
  function heard<T>(socket: TestSocket, name: 'share:review' | 'share:progress'): T[] {
    const events: T[] = [];
    socket.on(name, (e: never) => events.push(e));
    return events;
  }

  it('turns review on with the checklist, and leaves checklists without it as they were', async () => {
    const s = await reviewed();
    expect(s.checklist).toMatchObject({ review: true, records: false });
    const plain = await sharedChecklist(suite.api, suite.server, 1);
    expect(plain.checklist).not.toHaveProperty('review');
    const [r] = plain.recipients as [Recipient];
    await completeAll(suite.api, plain.checklist, r);
    expect(await ownerShare(suite.api, plain.owner, plain.checklist.id, r.shareId)).not.toHaveProperty('review');
    expect(await guestView(r)).not.toHaveProperty('review');
    const wrong = await suite.api.post('/api/checklist/create', { title: 'T', items: [{ text: 'a' }], review: 'yes' }, s.owner.token);
    refused(wrong, 400);
    expect(wrong.body.errors).toEqual({ review: [REVIEW_MESSAGES.reviewInvalid] });
  });

  it('a decision on a share not of the checklist is 404 at once, and the server keeps answering', async () => {
    const s = await reviewed();
    const other = await reviewed();
    const [foreign] = other.recipients as [Recipient];
    // Another checklist's share (same owner) and an unknown id: each 404, read after the transaction (on
    // the embedded database a read from inside it waited for the one session the transaction held).
    for (const shareId of [foreign.shareId, '00000000-0000-4000-8000-000000000000']) {
      const res = await suite.api.post(`/api/checklist/${s.checklist.id}/shares/${shareId}/review`, { acceptAll: true }, s.owner.token);
      refused(res, 404);
    }
    expect((await suite.api.get(`/api/checklist/${s.checklist.id}`, s.owner.token)).status).toBe(200);
  });

  it('a round trip: submitted and read-only, sent back with a reason, redone, accepted — live on both sides', async () => {
    const s = await reviewed();
    const [r] = s.recipients as [Recipient];
    const [first, second, third] = s.checklist.items as [ChecklistSummary['items'][number], ChecklistSummary['items'][number], ChecklistSummary['items'][number]];
    const ownerHears = heard<ShareReviewEvent>(await watchChecklist(suite.server.url, s.owner.token, s.checklist.id, () => undefined), 'share:review');
    const guestSocket = await connect(suite.server.url, { accessToken: r.accessToken });
    const guestHears = heard<ShareReviewEvent>(guestSocket, 'share:review');
    const guestProgress = heard<ShareProgressEvent>(guestSocket, 'share:progress');

    // Not finished yet: nothing to review.
    expect((await guestRespond(suite.api, r.accessToken, first.id, 'complete', true)).status).toBe(200);
    refused(await review(s, r, { acceptAll: true }), 409);
    await completeAll(suite.api, s.checklist, r);

    const submitted = await reviewReaches(s, r, 'submitted');
    expect(submitted!.review).toEqual({ state: 'submitted', rounds: 0, items: [] });
    expect((await guestView(r)).review).toEqual({ state: 'submitted', rounds: 0, items: [] });
    const locked = await guestRespond(suite.api, r.accessToken, first.id, 'complete', false);
    refused(locked, 409);
    expect(locked.body.message).toBe(REVIEW_MESSAGES.submittedReadOnly);

    const sentBack = await review(s, r, { items: [{ itemId: first.id, decision: 'accept' }, { itemId: second.id, decision: 'rework', reason: 'The photo is blurred' }] });
    expect(sentBack.status).toBe(200);
    const afterRework = {
      state: 'changes_requested',
      rounds: 1,
      items: [
        { itemId: first.id, decision: 'accept', reason: null },
        { itemId: second.id, decision: 'rework', reason: 'The photo is blurred' },
      ],
    };
    expect(sentBack.body).toEqual({ review: afterRework });
    // The item sent back counts as not done, for the owner and the recipient, and live.
    const row = await ownerShare(suite.api, s.owner, s.checklist.id, r.shareId);
    expect(row.completedItems.map((c) => c.itemId).sort()).toEqual([first.id, third.id].sort());
    const guest = await guestView(r);
    expect(guest.review).toEqual(afterRework);
    expect(guest.checklist.items.find((i) => i.id === second.id)!.response!.complete).toBe(false);
    await waitFor(() => guestProgress.some((e) => e.itemId === second.id && !e.completedItems.some((c) => c.itemId === second.id)));

    // Redone: submitted again, the item sent back undecided with its reason kept.
    expect((await guestRespond(suite.api, r.accessToken, second.id, 'complete', true)).status).toBe(200);
    const again = await reviewReaches(s, r, 'submitted');
    expect(again!.review).toEqual({ ...afterRework, state: 'submitted', items: [afterRework.items[0], { ...afterRework.items[1], decision: null }] });

    const accepted = await review(s, r, { acceptAll: true });
    expect(accepted.body.review).toMatchObject({ state: 'accepted', rounds: 1 });
    expect(accepted.body.review.items.map((i) => i.decision)).toEqual(['accept', 'accept', 'accept']);
    const closedForGood = await guestRespond(suite.api, r.accessToken, third.id, 'notes', 'late note');
    refused(closedForGood, 409);
    expect(closedForGood.body.message).toBe(REVIEW_MESSAGES.acceptedReadOnly);
    refused(await review(s, r, { acceptAll: true }), 409);

    const states = ['submitted', 'changes_requested', 'submitted', 'accepted'];
    await waitFor(() => ownerHears.length >= states.length && guestHears.length >= states.length);
    for (const events of [ownerHears, guestHears]) {
      expect(events.map((e) => e.review.state)).toEqual(states);
      expect(events.every((e) => e.checklistId === s.checklist.id && e.shareId === r.shareId && e.runId === null)).toBe(true);
    }
    expect(ownerHears[3]!.review).toEqual(accepted.body.review);
  });

  it('mails the recipient once per review, listing every item sent back with its reason', async () => {
    const s = await reviewed();
    const [r] = s.recipients as [Recipient];
    const [first, second] = s.checklist.items as [{ id: string; text: string }, { id: string; text: string }];
    await completeAll(suite.api, s.checklist, r);
    await reviewReaches(s, r, 'submitted');
    await review(s, r, { items: [{ itemId: first.id, decision: 'rework', reason: 'Sign it, please' }, { itemId: second.id, decision: 'rework', reason: 'Wrong date' }] });
    const mails = await waitFor(() => {
      const found = readOutbox(suite.server.dataDir).filter((m) => m.to.toLowerCase().includes(r.email.toLowerCase()) && m.text.includes('asks you to redo:'));
      return found.length ? found : undefined;
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${first.text}: Sign it, please`);
    expect(mails[0]!.text).toContain(`${second.text}: Wrong date`);
    expect(mails[0]!.text).toContain(`/shared/${r.accessToken}`);
  });

  it('refuses bad decisions with 422 keyed by item, and another owner\'s share with 404', async () => {
    const s = await reviewed();
    const [r] = s.recipients as [Recipient];
    const item = s.checklist.items[0]!;
    await completeAll(suite.api, s.checklist, r);
    await reviewReaches(s, r, 'submitted');

    const noReason = await review(s, r, { items: [{ itemId: item.id, decision: 'rework' }, { itemId: item.id, decision: 'rework', reason: 'x'.repeat(501) }] });
    refused(noReason, 422);
    expect(noReason.body.errors).toEqual({
      'items[0].reason': [REVIEW_MESSAGES.reasonRequired],
      'items[1].itemId': [REVIEW_MESSAGES.itemTwice],
      'items[1].reason': [REVIEW_MESSAGES.reasonTooLong],
    });
    const unknown = await review(s, r, { items: [{ itemId: item.id, decision: 'accept' }, { itemId: '00000000-0000-4000-8000-000000000000', decision: 'accept' }] });
    refused(unknown, 422);
    expect(unknown.body.errors).toEqual({ 'items[1].itemId': [REVIEW_MESSAGES.itemNotInChecklist] });
    refused(await review(s, r, {}), 422);
    refused(await review(s, r, { acceptAll: 'yes' }), 400);

    const other = await reviewed();
    refused(await suite.api.post(reviewPath(s, r), { acceptAll: true }, other.owner.token), 404);
    // Nothing was decided by any of these.
    expect((await ownerShare(suite.api, s.owner, s.checklist.id, r.shareId)).review).toEqual({ state: 'submitted', rounds: 0, items: [] });
  });

  it('an offline change to an item sent back lands as a new answer and the review stays the server\'s', async () => {
    const s = await reviewed();
    const [r] = s.recipients as [Recipient];
    const [first, second] = s.checklist.items as [{ id: string }, { id: string }];
    await completeAll(suite.api, s.checklist, r);
    await reviewReaches(s, r, 'submitted');
    await review(s, r, { items: [{ itemId: first.id, decision: 'rework', reason: 'Add the serial number' }] });
    // Queued while offline: a note on the item sent back and a change to another one, sent when back.
    expect((await guestRespond(suite.api, r.accessToken, first.id, 'notes', 'serial 1234')).status).toBe(200);
    expect((await guestRespond(suite.api, r.accessToken, second.id, 'complete', true)).status).toBe(200);
    const share = await ownerShare(suite.api, s.owner, s.checklist.id, r.shareId);
    expect(share.review).toMatchObject({ state: 'changes_requested', rounds: 1 });
    expect(share.completedItems.map((c) => c.itemId)).not.toContain(first.id);
  });

  it('sends run.submitted, run.changes_requested and run.accepted webhooks with the review', async () => {
    const receiver = await new Receiver().listen();
    try {
      const s = await reviewed();
      const [r] = s.recipients as [Recipient];
      await addWebhook(suite.api, s.owner.token, receiver.url, ['run.submitted', 'run.changes_requested', 'run.accepted']);
      const item = s.checklist.items[0]!;
      await completeAll(suite.api, s.checklist, r);
      await reviewReaches(s, r, 'submitted');
      const back = (await review(s, r, { items: [{ itemId: item.id, decision: 'rework', reason: 'Again' }] })).body.review;
      await guestRespond(suite.api, r.accessToken, item.id, 'complete', true);
      await reviewReaches(s, r, 'submitted');
      const done = (await review(s, r, { acceptAll: true })).body.review;
      await receiver.waitFor((got) => got.length >= 4);
      const ref = { checklist: { id: s.checklist.id, title: s.checklist.title }, share: { id: r.shareId, recipientEmail: r.email.toLowerCase() }, run: null };
      expect(receiver.received.map((got) => got.payload.type)).toEqual(['run.submitted', 'run.changes_requested', 'run.submitted', 'run.accepted']);
      expect(receiver.ofType('run.changes_requested').map((p) => p.data)).toEqual([{ ...ref, review: back }]);
      expect(receiver.ofType('run.accepted').map((p) => p.data)).toEqual([{ ...ref, review: done }]);
      expect(receiver.ofType('run.submitted')[0]!.data).toEqual({ ...ref, review: { state: 'submitted', rounds: 0, items: [] } });
    } finally {
      await receiver.stop();
    }
  });
});
