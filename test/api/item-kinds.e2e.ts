import { CHECKLIST_MESSAGES, ITEM_KIND_MESSAGES as K, type ChecklistForEdit, type ChecklistSummary, type ItemInput } from '@ticklist/contracts';
import { registerVerifiedOwner } from './support/accounts';
import { expectErrorBody } from './support/http';
import { accessTokenFromOutbox, guestEmail, guestRespond, guestView, shareChecklist } from './support/sharing';
import { useTestServer } from './support/test-server';

/** Issue 46: every item has a kind, whether it is required, and its kind's settings. */
describe('item kinds: kind, required and settings on items', () => {
  const suite = useTestServer();

  const EVERY_KIND: ItemInput[] = [
    { text: 'Before you start', displayOrder: 1, kind: 'heading' },
    { text: 'Keys handed over', displayOrder: 2 },
    { text: 'Fire exit clear?', displayOrder: 3, kind: 'yesno', settings: { naAllowed: true, flagOn: 'no' } },
    { text: 'Fridge temperature', displayOrder: 4, kind: 'number', settings: { min: 0, max: 5, unit: '°C', decimals: 1 } },
    { text: 'Inspection day', displayOrder: 5, kind: 'date', required: false },
    { text: 'Rooms checked', displayOrder: 6, kind: 'choice', settings: { options: ['Kitchen', 'Hall', 'Store'], multiple: true, flagOn: ['Store'] } },
    { text: 'Remarks', displayOrder: 7, kind: 'text' },
    { text: 'Photo of the meter', displayOrder: 8, kind: 'photo', settings: { maxCount: 3 } },
    { text: 'Certificate', displayOrder: 9, kind: 'file', settings: { types: ['pdf'] } },
    { text: 'Site lead', displayOrder: 10, kind: 'signature' },
  ];
  const EXPECTED = [
    { kind: 'heading', required: false, settings: {} },
    { kind: 'check', required: true, settings: {} },
    { kind: 'yesno', required: true, settings: { naAllowed: true, flagOn: 'no' } },
    { kind: 'number', required: true, settings: { min: 0, max: 5, unit: '°C', decimals: 1 } },
    { kind: 'date', required: false, settings: {} },
    { kind: 'choice', required: true, settings: { options: ['Kitchen', 'Hall', 'Store'], multiple: true, flagOn: ['Store'] } },
    { kind: 'text', required: true, settings: { maxLength: 500 } },
    { kind: 'photo', required: true, settings: { minCount: 1, maxCount: 3 } },
    { kind: 'file', required: true, settings: { minCount: 1, maxCount: 5, types: ['pdf'] } },
    { kind: 'signature', required: true, settings: {} },
  ];
  const kindsOf = (items: { kind?: unknown; required?: unknown; settings?: unknown }[]) =>
    items.map(({ kind, required, settings }) => ({ kind, required, settings }));

  const create = (token: string, items: unknown[]) =>
    suite.api.post<ChecklistSummary>('/api/checklist/create', { title: 'Site inspection', items }, token);
  const update = (token: string, id: string, items: unknown[]) =>
    suite.api.put<ChecklistSummary>(`/api/checklist/${id}/update`, { title: 'Site inspection', items }, token);
  const edit = async (token: string, id: string) => (await suite.api.get<ChecklistForEdit>(`/api/checklist/${id}/edit`, token)).body;

  it('every kind is kept with its settings, defaults filled in, on create, the list, /edit, the guest view, duplicate and templates', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const created = await create(owner.token, EVERY_KIND);
    expect(created.status).toBe(201);
    expect(kindsOf(created.body.items)).toEqual(EXPECTED);

    const list = await suite.api.get('/api/checklist', owner.token);
    expect(kindsOf(list.body.items[0].items)).toEqual(EXPECTED);
    expect(kindsOf((await edit(owner.token, created.body.id)).items)).toEqual(EXPECTED);

    const email = guestEmail();
    await shareChecklist(suite.api, owner.token, created.body.id, [email]);
    const view = await guestView(suite.api, await accessTokenFromOutbox(suite.server, email));
    expect(kindsOf(view.body.share.checklist.items)).toEqual(EXPECTED);

    const copy = await suite.api.post<ChecklistSummary>(`/api/checklist/${created.body.id}/duplicate`, undefined, owner.token);
    expect(kindsOf(copy.body.items)).toEqual(EXPECTED);

    const template = await suite.api.post('/api/templates', { checklistId: created.body.id }, owner.token);
    expect(template.status).toBe(201);
    expect(kindsOf(template.body.items)).toEqual(EXPECTED);
    const fromTemplate = await create(owner.token, template.body.items);
    expect(kindsOf(fromTemplate.body.items)).toEqual(EXPECTED);

    const exported = await suite.api.get('/api/user/export-data', owner.token);
    const exportedChecklist = exported.body.checklists.find((c: { id: string }) => c.id === created.body.id);
    expect(kindsOf(exportedChecklist.items)).toEqual(EXPECTED);
  });

  it('left out on create: a required tick box without settings', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const res = await create(owner.token, [{ text: 'Sign', displayOrder: 1 }]);
    expect(res.body.items[0]).toMatchObject({ kind: 'check', required: true, settings: {} });
  });

  it('faults of kinds and settings are one 422 keyed by field; a list of headings alone asks nothing', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const res = await create(owner.token, [
      { text: 'A', displayOrder: 1, kind: 'slider' },
      { text: 'B', displayOrder: 2, kind: 'choice', settings: { options: ['Only'] } },
      { text: 'C', displayOrder: 3, kind: 'number', settings: { min: 5, max: 1, decimals: 5, unit: 'x'.repeat(17) } },
      { text: 'D', displayOrder: 4, kind: 'yesno', settings: { flagOn: 'maybe', maxLength: 3 } },
      { text: 'E', displayOrder: 5, kind: 'text', settings: { maxLength: 2001 } },
      { text: 'F', displayOrder: 6, kind: 'photo', settings: { minCount: 4, maxCount: 2 } },
      { text: 'G', displayOrder: 7, kind: 'file', settings: { types: ['exe'], maxCount: 6 } },
      { text: 'H', displayOrder: 8, kind: 'choice', settings: { options: ['a', 'b'], flagOn: ['c'] } },
      { text: 'I', displayOrder: 9, kind: 'check', settings: 'none' },
    ]);
    expect(res.status).toBe(422);
    expectErrorBody(res.body);
    expect(res.body.errors).toEqual({
      'items[0].kind': [K.kindInvalid],
      'items[1].settings.options': [K.optionsInvalid],
      'items[2].settings.min': [K.minAboveMax],
      'items[2].settings.decimals': [K.decimalsInvalid],
      'items[2].settings.unit': [K.unitTooLong],
      'items[3].settings.flagOn': [K.yesNoFlagInvalid],
      'items[3].settings.maxLength': [K.settingUnknown('yesno')],
      'items[4].settings.maxLength': [K.maxLengthInvalid],
      'items[5].settings.minCount': [K.minCountAboveMax],
      'items[6].settings.types': [K.typesInvalid],
      'items[6].settings.maxCount': [K.countInvalid(5)],
      'items[7].settings.flagOn': [K.choiceFlagInvalid],
      'items[8].settings': [K.settingsInvalid],
    });

    const headings = await create(owner.token, [{ text: 'Section', displayOrder: 1, kind: 'heading' }]);
    expect(headings.status).toBe(422);
    expect(headings.body.errors).toEqual({ items: [CHECKLIST_MESSAGES.itemsRequired] });
  });

  it('a heading never counts: a recipient who did every other item is done', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const made = await create(owner.token, [
      { text: 'Kitchen', displayOrder: 1, kind: 'heading' },
      { text: 'Fridge emptied', displayOrder: 2 },
    ]);
    const email = guestEmail();
    await shareChecklist(suite.api, owner.token, made.body.id, [email]);
    const token = await accessTokenFromOutbox(suite.server, email);
    const saved = await guestRespond(suite.api, token, made.body.items[1]!.id, 'complete', true);
    expect(saved.status).toBe(200);
    const detail = await suite.api.get(`/api/checklist/${made.body.id}`, owner.token);
    expect(detail.body.checklist.counts).toMatchObject({ recipients: 1, done: 1, inProgress: 0 });
  });

  it('an update that leaves the kind out keeps it; a change of kind with answers takes only reset, a change of settings needs a policy', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const made = await create(owner.token, [
      { text: 'Keys handed over', displayOrder: 1 },
      { text: 'Fire exit clear?', displayOrder: 2, kind: 'yesno' },
    ]);
    const [keys, exit] = made.body.items as [ChecklistSummary['items'][number], ChecklistSummary['items'][number]];
    const kept = await update(owner.token, made.body.id, [
      { id: keys.id, text: keys.text, displayOrder: 1 },
      { id: exit.id, text: exit.text, displayOrder: 2, settings: { naAllowed: true } },
    ]);
    expect(kindsOf(kept.body.items)).toEqual([
      { kind: 'check', required: true, settings: {} },
      { kind: 'yesno', required: true, settings: { naAllowed: true, flagOn: null } },
    ]);

    const email = guestEmail();
    await shareChecklist(suite.api, owner.token, made.body.id, [email]);
    const token = await accessTokenFromOutbox(suite.server, email);
    expect((await guestRespond(suite.api, token, keys.id, 'complete', true)).status).toBe(200);

    const asIs = { id: exit.id, text: exit.text, displayOrder: 2 };
    const keep = await update(owner.token, made.body.id, [{ id: keys.id, text: keys.text, displayOrder: 1, kind: 'yesno', responsePolicy: 'keep' }, asIs]);
    expect(keep.status).toBe(422);
    expect(keep.body.errors).toEqual({ 'items[0].responsePolicy': [K.kindChangeNeedsReset] });
    const none = await update(owner.token, made.body.id, [{ id: keys.id, text: keys.text, displayOrder: 1, kind: 'yesno' }, asIs]);
    expect(none.body.errors).toEqual({ 'items[0].responsePolicy': [CHECKLIST_MESSAGES.responsePolicyRequired] });

    const reset = await update(owner.token, made.body.id, [{ id: keys.id, text: keys.text, displayOrder: 1, kind: 'yesno', responsePolicy: 'reset' }, asIs]);
    expect(reset.status).toBe(200);
    expect(reset.body.items[0]).toMatchObject({ id: keys.id, kind: 'yesno', settings: { naAllowed: false, flagOn: null } });
    expect((await edit(owner.token, made.body.id)).items[0]!.responses).toEqual([]);
    expect(reset.body.shares[0]!.completedItems).toEqual([]);
  });
});
