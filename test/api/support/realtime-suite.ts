import { REALTIME_MESSAGES, type ChecklistSummary, type ShareProgressEvent } from '@ticklist/contracts';
import { registerVerifiedOwner, type Owner } from './accounts';
import { createChecklist } from './checklists';
import { closeAllSockets, connect, emitAck, recordProgress, type TestSocket, type Transport } from './realtime';
import { accessTokenFromOutbox, guestEmail, guestRespond, shareChecklist } from './sharing';
import { useTestServer } from './test-server';

/**
 * The realtime suites' world: one server (useTestServer), every socket closed after each test, and
 * the steps the suites share.
 */
export function useRealtimeSuite() {
  const suite = useTestServer();
  afterEach(() => closeAllSockets());
  return {
    suite,

    /** A verified owner with a 3-item checklist shared with `guests` fresh addresses. */
    async sharedChecklist(guests = 1): Promise<{ owner: Owner; checklist: ChecklistSummary; emails: string[]; tokens: string[] }> {
      const owner = await registerVerifiedOwner(suite.api, suite.server);
      const checklist = await createChecklist(suite.api, owner.token);
      const emails = Array.from({ length: guests }, () => guestEmail());
      await shareChecklist(suite.api, owner.token, checklist.id, emails);
      const tokens = await Promise.all(emails.map((e) => accessTokenFromOutbox(suite.server, e)));
      return { owner, checklist, emails, tokens };
    },

    /** An owner's socket subscribed to the checklist, its share:progress events recorded. */
    async ownerWatching(owner: Owner, checklistId: string, transports?: Transport[]): Promise<{ socket: TestSocket; events: ShareProgressEvent[] }> {
      const socket = await connect(suite.server.url, { token: owner.token }, transports);
      const events = recordProgress(socket);
      expect(await emitAck(socket, 'checklist:subscribe', { checklistId })).toEqual({ ok: true });
      return { socket, events };
    },

    /** A guest's tick, answered 200; returns the saved response. */
    async tick(accessToken: string, item: string, value: boolean) {
      const res = await guestRespond(suite.api, accessToken, item, 'complete', value);
      expect(res.status).toBe(200);
      return res.body.response;
    },
  };
}

/** A `checklist:subscribe` refused: someone else's, unknown or malformed checklist, or a guest socket. */
export const SUBSCRIBE_REFUSED = { ok: false, message: REALTIME_MESSAGES.checklistNotFound };
