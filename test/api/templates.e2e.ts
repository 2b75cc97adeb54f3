import { CHECKLIST_MESSAGES, TEMPLATE_MESSAGES, type ChecklistTemplate, type TemplateItem } from '@ticklist/contracts';
import { registerOwner, type Owner } from './support/accounts';
import { createChecklist, TICK_BOX } from './support/checklists';
import { Api, expectErrorBody } from './support/http';
import { startTestServer, type TestServer } from './support/test-server';

/** Templates: built-in ones for everyone, and an owner's own saved from a checklist. */
describe('checklist templates', () => {
  let server: TestServer;
  let api: Api;
  let owner: Owner;
  let other: Owner;

  beforeAll(async () => {
    server = await startTestServer();
    api = new Api(server.url);
    owner = await registerOwner(api, server);
    other = await registerOwner(api, server);
  });
  afterAll(() => server?.stop());

  const list = async (token: string): Promise<ChecklistTemplate[]> => {
    const res = await api.get('/api/templates', token);
    expect(res.status).toBe(200);
    return res.body.templates;
  };

  it('lists the built-in templates first, each ready to create a checklist from', async () => {
    const templates = await list(owner.token);
    const builtIn = templates.filter((t) => t.builtIn);
    expect(builtIn.map((t) => t.title)).toEqual(['New starter onboarding', 'Trip packing', 'Moving house', 'Event preparation', 'Site inspection']);
    expect(templates.slice(0, builtIn.length)).toEqual(builtIn);
    for (const template of builtIn) {
      expect(template.id).toMatch(/^builtin-[a-z-]+$/);
      expect(template.items.length).toBeGreaterThanOrEqual(5);
      expect(template.items.some((item) => item.description)).toBe(true);
      const created = await api.post('/api/checklist/create', { title: template.title, description: template.description, items: template.items }, owner.token);
      expect(created.status).toBe(201);
      expect(created.body.items.map(({ text, kind, required, settings }: TemplateItem) => ({ text, kind, required, settings }))).toEqual(
        template.items.map(({ text, kind, required, settings }) => ({ text, kind, required, settings: expect.objectContaining(settings) })),
      );
    }
    // Issue 46: the inspection template uses several kinds, with headings and optional items.
    const inspection = builtIn.find((t) => t.id === 'builtin-site-inspection')!;
    expect(new Set(inspection.items.map((i) => i.kind))).toEqual(new Set(['heading', 'yesno', 'number', 'choice', 'photo', 'text', 'date', 'signature']));
    expect(inspection.items.filter((i) => !i.required && i.kind !== 'heading').map((i) => i.text)).toEqual(['Photos of anything that needs fixing', 'Remarks']);
  });

  it('saves a checklist as a template: a snapshot listed after the built-in ones, newest first, only to its owner', async () => {
    const first = await createChecklist(api, owner.token, { title: 'Quarter close' });
    const second = await createChecklist(api, owner.token, { title: 'Audit week' });
    const saved1 = await api.post('/api/templates', { checklistId: first.id }, owner.token);
    const saved2 = await api.post('/api/templates', { checklistId: second.id.toUpperCase() }, owner.token);
    expect(saved1.status).toBe(201);
    expect(saved2.status).toBe(201);
    expect(saved1.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Quarter close',
      description: first.description,
      items: first.items.map(({ text, description, displayOrder }) => ({ text, description, displayOrder, ...TICK_BOX })),
      builtIn: false,
    });

    // Editing the checklist afterwards leaves the template as it was saved.
    const update = await api.put(`/api/checklist/${first.id}/update`, { title: 'Renamed', items: first.items.slice(0, 1) }, owner.token);
    expect(update.status).toBe(200);

    const own = (await list(owner.token)).filter((t) => !t.builtIn);
    expect(own.map((t) => t.title)).toEqual(['Audit week', 'Quarter close']);
    expect(own[1]).toEqual(saved1.body);
    expect((await list(other.token)).filter((t) => !t.builtIn)).toEqual([]);

    const exported = await api.get('/api/user/export-data', owner.token);
    expect(exported.status).toBe(200);
    expect(exported.body.templates.map((t: { id: string }) => t.id)).toEqual([saved2.body.id, saved1.body.id]);
  });

  it('another owner\'s checklist or an unknown id is a 404; a missing id a 422 keyed by field; a wrong type a 400', async () => {
    const theirs = await createChecklist(api, other.token);
    for (const checklistId of [theirs.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await api.post('/api/templates', { checklistId }, owner.token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: CHECKLIST_MESSAGES.notFound });
    }
    const missing = await api.post('/api/templates', {}, owner.token);
    expect(missing.status).toBe(422);
    expectErrorBody(missing.body);
    expect(missing.body.errors).toEqual({ checklistId: [TEMPLATE_MESSAGES.checklistIdRequired] });
    expect((await api.post('/api/templates', { checklistId: 7 }, owner.token)).status).toBe(400);
    expect((await api.post('/api/templates', { checklistId: theirs.id, extra: 1 }, owner.token)).status).toBe(422);
  });

  it('deletes the owner\'s own template; built-in ones answer 403, another owner\'s or an unknown one 404', async () => {
    const checklist = await createChecklist(api, owner.token, { title: 'To be a template' });
    const saved = (await api.post('/api/templates', { checklistId: checklist.id }, owner.token)).body as ChecklistTemplate;

    const byOther = await api.delete(`/api/templates/${saved.id}`, other.token);
    expect(byOther.status).toBe(404);
    expect(byOther.body).toEqual({ message: TEMPLATE_MESSAGES.notFound });

    const builtIn = await api.delete('/api/templates/builtin-trip-packing', owner.token);
    expect(builtIn.status).toBe(403);
    expect(builtIn.body).toEqual({ message: TEMPLATE_MESSAGES.builtInReadOnly });

    expect((await api.delete(`/api/templates/${saved.id}`, owner.token)).status).toBe(204);
    expect((await list(owner.token)).some((t) => t.id === saved.id)).toBe(false);
    expect((await api.delete(`/api/templates/${saved.id}`, owner.token)).status).toBe(404);
    expect((await api.delete('/api/templates/whatever', owner.token)).status).toBe(404);
  });

  it('needs a signed-in owner', async () => {
    expect((await api.get('/api/templates')).status).toBe(401);
    expect((await api.post('/api/templates', {})).status).toBe(401);
  });
});
