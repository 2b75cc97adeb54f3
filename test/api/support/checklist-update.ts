import { randomBytes } from 'node:crypto';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { ChecklistForEdit, ChecklistSummary } from '@ticklist/contracts';
import { PROGRESS_RESET, type ProgressResetEvent } from '../../../server/src/modules/checklists/progress-reset.event';
import { registerVerifiedOwner } from './accounts';
import { createChecklist } from './checklists';
import { accessTokenFromOutbox } from './sharing';
import { useTestServer } from './test-server';

/**
 * A share's follow-through, link-control and recipient-insight fields when nothing happened yet but
 * its invitation (issues 17, 18): the invitation counts as a nudge, so the next one is possible later.
 */
export const noReminders = {
  dueAt: null,
  dueTimeZone: null,
  remindersSent: 0,
  lastRemindedAt: null,
  nextNudgeAt: expect.any(String),
  revokedAt: null,
  lastSeenAt: null,
  viewing: false,
  firstOpenedAt: null,
  delivery: { status: 'sent', at: expect.any(String) },
};

/** The update body the edit page sends: every item with its id (or null), text, description and order. */
export function bodyFrom(checklist: ChecklistSummary | ChecklistForEdit) {
  return {
    id: checklist.id,
    title: checklist.title,
    description: checklist.description,
    items: checklist.items.map((i) => ({ id: i.id as string | null, text: i.text, description: i.description, displayOrder: i.displayOrder, responsePolicy: null as 'keep' | 'reset' | null })),
  };
}

/**
 * The checklist-update suites' world: one server (useTestServer) whose progress-reset events are
 * recorded in `events` (emptied before each test), and the helpers the suites share.
 */
export function useUpdateSuite() {
  const suite = useTestServer();
  const world = {
    suite,
    events: [] as ProgressResetEvent[],

    async edit(token: string, id: string): Promise<ChecklistForEdit> {
      const res = await suite.api.get(`/api/checklist/${id}/edit`, token);
      expect(res.status).toBe(200);
      return res.body;
    },

    /** Shares through the API and returns the guest's access token read from the mailed link. */
    async share(token: string, checklistId: string, label: string): Promise<{ email: string; accessToken: string }> {
      const email = `${label}.${randomBytes(4).toString('hex')}@example.net`;
      const res = await suite.api.post(`/api/checklist/${checklistId}/share`, { emails: [email] }, token);
      expect(res.status).toBe(200);
      return { email, accessToken: await accessTokenFromOutbox(suite.server, email) };
    },

    async respond(accessToken: string, item: string, key: 'complete' | 'notes', value: boolean | string): Promise<void> {
      const res = await suite.api.post(`/api/guest/shared/${accessToken}/respond`, { item, key, value });
      expect(res.status).toBe(200);
    },

    /** An owner's 3-item checklist shared with two guests: ann ticked items 1 and 2, bob ticked item 1 and noted item 3. */
    async sharedChecklist() {
      const owner = await registerVerifiedOwner(suite.api, suite.server);
      const checklist = await createChecklist(suite.api, owner.token);
      const [one, two, three] = checklist.items.map((i) => i.id) as [string, string, string];
      const ann = await world.share(owner.token, checklist.id, 'ann');
      const bob = await world.share(owner.token, checklist.id, 'bob');
      await world.respond(ann.accessToken, one, 'complete', true);
      await world.respond(ann.accessToken, two, 'complete', true);
      await world.respond(bob.accessToken, one, 'complete', true);
      await world.respond(bob.accessToken, three, 'notes', 'Ask the landlord');
      world.events = [];
      return { owner, checklist, ids: { one, two, three }, ann, bob };
    },
  };
  beforeAll(() => {
    suite.server.server.app.get(EventEmitter2).on(PROGRESS_RESET, (e: ProgressResetEvent) => world.events.push(e));
  });
  beforeEach(() => (world.events = []));
  return world;
}
