import { ANSWER_MESSAGES as A, type ChecklistSummary, type ItemInput, type ShareProgressEvent } from '@ticklist/contracts';
import { registerVerifiedOwner } from './support/accounts';
import { expectErrorBody } from './support/http';
import { progressLike, waitForEvents, watchChecklist } from './support/realtime';
import { accessTokenFromOutbox, guestEmail, guestRespond, guestView, shareChecklist } from './support/sharing';
import { useTestServer } from './support/test-server';
import { expectDocumentedWebhook } from './support/openapi-answers';
import { Receiver, WEBHOOK_ENV, addWebhook, waitForDeliveries } from './support/webhooks';

/** Issue 46: `{ item, key: "answer", value }` typed by the item's kind; done and flagged worked out by the server. */
describe('answers: POST /api/guest/shared/{token}/respond with key "answer"', () => {
  const suite = useTestServer();

  const ITEMS: ItemInput[] = [
    { text: 'Before you start', displayOrder: 1, kind: 'heading' },
    { text: 'Keys handed over', displayOrder: 2 },
    { text: 'Fire exit clear?', displayOrder: 3, kind: 'yesno', settings: { flagOn: 'no' } },
    { text: 'Fridge temperature', displayOrder: 4, kind: 'number', settings: { min: 0, max: 5, unit: '°C', decimals: 1 } },
    { text: 'Inspection day', displayOrder: 5, kind: 'date' },
    { text: 'Rooms checked', displayOrder: 6, kind: 'choice', settings: { options: ['Kitchen', 'Hall', 'Store'], multiple: true, flagOn: ['Store'] } },
    { text: 'Remarks', displayOrder: 7, kind: 'text', settings: { maxLength: 10 } },
    { text: 'Photo of the meter', displayOrder: 8, kind: 'photo' },
    { text: 'Site lead', displayOrder: 9, kind: 'signature' },
  ];

  async function world() {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const made = await suite.api.post<ChecklistSummary>('/api/checklist/create', { title: 'Site inspection', items: ITEMS }, owner.token);
    const email = guestEmail();
    await shareChecklist(suite.api, owner.token, made.body.id, [email]);
    const token = await accessTokenFromOutbox(suite.server, email);
    const id = (text: string) => made.body.items.find((i) => i.text === text)!.id;
    return { owner, checklist: made.body, token, id };
  }

  // Per kind: a valid answer (and whether it is flagged), a flagged one where the kind flags, and invalid ones with their message.
  const CASES: { item: string; valid: unknown; flagged?: unknown; invalid: [unknown, string][] }[] = [
    { item: 'Keys handed over', valid: true, invalid: [['yes', A.checkInvalid]] },
    { item: 'Fire exit clear?', valid: 'yes', flagged: 'no', invalid: [['na', A.yesNoInvalid], [true, A.yesNoInvalid]] },
    { item: 'Fridge temperature', valid: 3.5, flagged: 7, invalid: [[3.25, A.decimalsTooMany(1)], ['3', A.numberInvalid]] },
    { item: 'Inspection day', valid: '2026-02-28', invalid: [['2026-02-30', A.dateInvalid], ['28/02/2026', A.dateInvalid]] },
    { item: 'Rooms checked', valid: ['Hall', 'Kitchen'], flagged: ['Store'], invalid: [[['Attic'], A.choiceInvalid], ['Hall', A.choiceInvalid]] },
    { item: 'Remarks', valid: 'All fine', invalid: [['x'.repeat(11), A.textTooLong(10)], [5, A.textInvalid]] },
    { item: 'Site lead', valid: { name: ' Ada Lovelace ' }, invalid: [[{ name: ' ' }, A.signatureNameRequired], ['Ada', A.signatureInvalid]] },
  ];

  it('every kind: a valid answer is saved and done, a flagged one is flagged, a wrong one is a 422 keyed value, null clears', async () => {
    const { token, id } = await world();
    for (const c of CASES) {
      const ok = await guestRespond(suite.api, token, id(c.item), 'answer', c.valid);
      expect({ item: c.item, status: ok.status }).toEqual({ item: c.item, status: 200 });
      const expected = c.item === 'Rooms checked' ? ['Kitchen', 'Hall'] : c.item === 'Site lead' ? { name: 'Ada Lovelace' } : c.valid;
      expect(ok.body.response).toEqual({
        item: id(c.item), complete: true, notes: null, updatedAt: expect.any(String), answer: expected, files: [], flagged: false,
      });
      if (c.flagged !== undefined) {
        const flagged = await guestRespond(suite.api, token, id(c.item), 'answer', c.flagged);
        expect({ item: c.item, answer: flagged.body.response.answer, flagged: flagged.body.response.flagged, done: flagged.body.response.complete })
          .toEqual({ item: c.item, answer: c.flagged, flagged: true, done: true });
      }
      for (const [value, message] of c.invalid) {
        const bad = await guestRespond(suite.api, token, id(c.item), 'answer', value);
        expect({ item: c.item, value, status: bad.status, errors: bad.body.errors }).toEqual({ item: c.item, value, status: 422, errors: { value: [message] } });
        expectErrorBody(bad.body);
      }
      const cleared = await guestRespond(suite.api, token, id(c.item), 'answer', null);
      expect({ item: c.item, answer: cleared.body.response.answer, done: cleared.body.response.complete, flagged: cleared.body.response.flagged })
        .toEqual({ item: c.item, answer: null, done: false, flagged: false });
    }
    // Photos need files uploaded to the item first: none are, so any id is refused; an empty list is not done.
    const photo = await guestRespond(suite.api, token, id('Photo of the meter'), 'answer', ['5e7d1aed-37df-4fff-8d8f-f9708dff4035']);
    expect(photo.body.errors).toEqual({ value: [A.filesInvalid] });
    const none = await guestRespond(suite.api, token, id('Photo of the meter'), 'answer', []);
    expect(none.body.response).toMatchObject({ answer: [], complete: false });
  });

  it('a tick only on a tick box, no answer on a heading; the guest view shows the answers', async () => {
    const { token, id } = await world();
    const tick = await guestRespond(suite.api, token, id('Fire exit clear?'), 'complete', true);
    expect(tick.status).toBe(422);
    expect(tick.body.errors).toEqual({ key: [A.completeOnlyForCheck] });
    const heading = await guestRespond(suite.api, token, id('Before you start'), 'answer', true);
    expect(heading.status).toBe(422);
    expect(heading.body.errors).toEqual({ key: [A.headingNotAnswerable] });

    expect((await guestRespond(suite.api, token, id('Fridge temperature'), 'answer', 4)).status).toBe(200);
    expect((await guestRespond(suite.api, token, id('Keys handed over'), 'complete', true)).status).toBe(200);
    const view = await guestView(suite.api, token);
    const response = (text: string) => view.body.share.checklist.items.find((i) => i.text === text)!.response;
    expect(response('Fridge temperature')).toEqual({ complete: true, notes: null, answer: 4, files: [] });
    expect(response('Keys handed over')).toEqual({ complete: true, notes: null, answer: true, files: [] });
    expect(response('Fire exit clear?')).toBeNull();
  });

  it('each answer save pushes one share:progress with the answer and the flag; done counts every kind, headings never', async () => {
    const { owner, checklist, token, id } = await world();
    const events: ShareProgressEvent[] = [];
    await watchChecklist(suite.server.url, owner.token, checklist.id, (socket) => socket.on('share:progress', (e) => events.push(e)));
    const saved = await guestRespond(suite.api, token, id('Fridge temperature'), 'answer', 9);
    await waitForEvents(events, 1);
    expect(events[0]).toEqual({
      checklistId: checklist.id,
      shareId: expect.any(String),
      recipientEmail: expect.any(String),
      itemId: id('Fridge temperature'),
      complete: true,
      completedItems: [{ itemId: id('Fridge temperature') }],
      totalItems: 8,
      updatedAt: saved.body.response.updatedAt,
      answer: 9,
      flagged: true,
      // The share's first save: its progress sequence starts at 1 (an answer raises it as a tick does).
      seq: 1,
    });
    await guestRespond(suite.api, token, id('Keys handed over'), 'complete', true);
    await waitForEvents(events, 2);
    expect(events.filter(progressLike({ itemId: id('Fridge temperature') }))).toHaveLength(1);
    expect(events[1]).not.toHaveProperty('answer');
    expect(events[1]!.seq).toBe(2);
  });
});

describe('answers: the owner sees them (/edit, counts.flagged, webhooks)', () => {
  const suite = useTestServer({ env: WEBHOOK_ENV });
  const receiver = new Receiver();
  beforeAll(() => receiver.listen());
  afterAll(() => receiver.stop());

  it('/edit responses carry each recipient\'s answer and flag (never a note)', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const made = await suite.api.post<ChecklistSummary>('/api/checklist/create', {
      title: 'Cold chain',
      items: [{ text: 'Fridge temperature', displayOrder: 1, kind: 'number', settings: { max: 5, unit: '°C' } }],
    }, owner.token);
    const email = guestEmail();
    await shareChecklist(suite.api, owner.token, made.body.id, [email]);
    const token = await accessTokenFromOutbox(suite.server, email);
    const item = made.body.items[0]!.id;
    await guestRespond(suite.api, token, item, 'notes', 'compressor noisy');
    await guestRespond(suite.api, token, item, 'answer', 8);
    const edit = await suite.api.get(`/api/checklist/${made.body.id}/edit`, owner.token);
    expect(edit.body.items[0].responses).toEqual([
      { user: { email }, complete: true, updatedAt: expect.any(String), completedAt: expect.any(String), answer: 8, files: [], flagged: true },
    ]);
    expect(JSON.stringify(edit.body)).not.toContain('compressor noisy');
    const counted = async () => (await suite.api.get(`/api/checklist/${made.body.id}`, owner.token)).body.checklist.counts.flagged;
    expect(await counted()).toBe(1);
    await guestRespond(suite.api, token, item, 'answer', 4);
    expect(await counted()).toBe(0);
  });

  it('an answer that makes its item done or not done sends item.completed / item.uncompleted (and recipient.completed), never a note', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const { webhook } = await addWebhook(suite.api, owner.token, receiver.url, ['item.completed', 'item.uncompleted', 'recipient.completed']);
    const made = await suite.api.post<ChecklistSummary>('/api/checklist/create', {
      title: 'Exit check',
      items: [{ text: 'Exit clear?', displayOrder: 1, kind: 'yesno' }],
    }, owner.token);
    const email = guestEmail();
    await shareChecklist(suite.api, owner.token, made.body.id, [email]);
    const token = await accessTokenFromOutbox(suite.server, email);
    const item = made.body.items[0]!.id;
    await guestRespond(suite.api, token, item, 'notes', 'door sticks');
    await guestRespond(suite.api, token, item, 'answer', 'yes');
    await guestRespond(suite.api, token, item, 'answer', 'no'); // still done: nothing more
    await guestRespond(suite.api, token, item, 'answer', null);
    const sent = await waitForDeliveries(suite.api, owner.token, webhook.id, (d) => d.length >= 3);
    expect(sent.map((d) => d.type).sort()).toEqual(['item.completed', 'item.uncompleted', 'recipient.completed']);
    await receiver.waitFor((received) => received.length >= 3);
    expect(receiver.received.map((r) => r.payload.data)).toContainEqual(expect.objectContaining({ item: { id: item, text: 'Exit clear?' }, progress: { completed: 1, total: 1 } }));
    expect(JSON.stringify(receiver.received)).not.toContain('door sticks');
  });

  it('an optional item (required: false) never counts: the required ones done finish the recipient once; its answer moves no progress', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const rx = await new Receiver().listen();
    try {
      await addWebhook(suite.api, owner.token, rx.url, ['item.completed', 'recipient.completed']);
      const made = await suite.api.post<ChecklistSummary>('/api/checklist/create', {
        title: 'Van check',
        items: [
          { text: 'Tyres fine?', displayOrder: 1, kind: 'yesno' },
          { text: 'Anything else', displayOrder: 2, kind: 'text', required: false },
        ],
      }, owner.token);
      const email = guestEmail();
      await shareChecklist(suite.api, owner.token, made.body.id, [email]);
      const token = await accessTokenFromOutbox(suite.server, email);
      const [tyres, remarks] = made.body.items;
      await guestRespond(suite.api, token, tyres!.id, 'answer', 'yes');
      await guestRespond(suite.api, token, remarks!.id, 'answer', 'Wipers worn');
      const got = await rx.waitFor((r) => r.filter((x) => x.payload.type === 'item.completed').length >= 2);
      expect(got.map((r) => [r.payload.type, (r.payload.data as { item?: { text: string } }).item?.text, (r.payload.data as { progress: unknown }).progress])).toEqual([
        ['item.completed', 'Tyres fine?', { completed: 1, total: 1 }],
        ['recipient.completed', undefined, { completed: 1, total: 1 }],
        ['item.completed', 'Anything else', { completed: 1, total: 1 }],
      ]);
    } finally {
      await rx.stop();
    }
  });

  it('each save that changes an answer sends item.answered with it, then item.flagged when flagged; the same answer again sends nothing', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const rx = await new Receiver().listen();
    try {
      const { webhook } = await addWebhook(suite.api, owner.token, rx.url, ['item.answered', 'item.flagged']);
      const made = await suite.api.post<ChecklistSummary>('/api/checklist/create', {
        title: 'Cold room',
        items: [
          { text: 'Keys handed over', displayOrder: 1 },
          { text: 'Temperature', displayOrder: 2, kind: 'number', settings: { min: 0, max: 5, unit: '°C' } },
        ],
      }, owner.token);
      const email = guestEmail();
      const shared = await shareChecklist(suite.api, owner.token, made.body.id, [email]);
      const token = await accessTokenFromOutbox(suite.server, email);
      const [tick, temperature] = made.body.items;
      await guestRespond(suite.api, token, tick!.id, 'complete', true); // a tick box: item.completed only
      await guestRespond(suite.api, token, temperature!.id, 'notes', 'fan noisy');
      await guestRespond(suite.api, token, temperature!.id, 'answer', 4);
      await guestRespond(suite.api, token, temperature!.id, 'answer', 4); // unchanged: nothing
      await guestRespond(suite.api, token, temperature!.id, 'answer', 9);
      await guestRespond(suite.api, token, temperature!.id, 'answer', null);

      const got = await rx.waitFor((r) => r.length >= 4);
      await waitForDeliveries(suite.api, owner.token, webhook.id, (d) => d.length === 4);
      expect(rx.received.map((r) => r.payload.type)).toEqual(['item.answered', 'item.answered', 'item.flagged', 'item.answered']);
      const base = {
        checklist: { id: made.body.id, title: 'Cold room' },
        share: { id: shared.shares![0]!.id, recipientEmail: email },
        item: { id: temperature!.id, text: 'Temperature', kind: 'number' },
        files: [],
      };
      expect(got.map((r) => r.payload.data)).toEqual([
        { ...base, answer: 4, flagged: false },
        { ...base, answer: 9, flagged: true },
        { ...base, answer: 9, flagged: true },
        { ...base, answer: null, flagged: false },
      ]);
      for (const r of got) await expectDocumentedWebhook(suite.server.url, r.payload);
      expect(JSON.stringify(rx.received)).not.toContain('fan noisy');
    } finally {
      await rx.stop();
    }
  });
});
