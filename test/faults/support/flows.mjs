// Black-box set-up through the public API, for the fault tests: a verified owner, a checklist, a share.
import { io } from 'socket.io-client';
import { call, waitForLink } from '../../kit/index.js';

export { call };

const waitLink = (dataDir, to, pathPart) => waitForLink(dataDir, to, pathPart);

/** Registers and verifies an owner, creates a checklist of `items` items, shares it with `guests`. */
export async function ownerWithSharedChecklist(base, dataDir, inviteCode, { items = 20, guests = ['guest@example.com'] } = {}) {
  const id = Math.random().toString(36).slice(2, 10);
  const email = `owner-${id}@example.com`;
  const reg = await call(base, 'POST', '/api/register', { username: `owner_${id}`, email, password: `Fault-${id}-password!`, inviteCode, agreeToTerms: true });
  if (reg.status !== 201) throw new Error(`register ${reg.status} ${JSON.stringify(reg.body)}`);
  const verify = await waitLink(dataDir, email, '/email/verify/');
  const [, uuid, hash] = /\/email\/verify\/([^/]+)\/([^/\s]+)$/.exec(verify);
  const v = await call(base, 'POST', `/api/email/validate/${uuid}/${hash}`, {});
  if (v.status !== 200) throw new Error(`verify ${v.status}`);
  const token = reg.body.token;
  const created = await call(base, 'POST', '/api/checklist/create', {
    title: `Fault list ${id}`,
    description: null,
    items: Array.from({ length: items }, (_, i) => ({ text: `Task ${i + 1}`, description: null, displayOrder: i + 1 })),
  }, token);
  if (created.status !== 201) throw new Error(`create ${created.status} ${JSON.stringify(created.body)}`);
  const guestEmails = guests.map((g) => g.replace('@', `+${id}@`));
  const shared = await call(base, 'POST', `/api/checklist/${created.body.id}/share`, { emails: guestEmails }, token);
  if (shared.status !== 200) throw new Error(`share ${shared.status} ${JSON.stringify(shared.body)}`);
  const accessTokens = [];
  for (const g of guestEmails) accessTokens.push((await waitLink(dataDir, g, '/shared/')).split('/shared/')[1]);
  return { token, email, checklist: created.body, accessTokens, guestEmails };
}

/**
 * The owner's Socket.IO connection, subscribed to the checklist, collecting its `share:progress`
 * events: { socket, events }. Close the socket when done.
 */
export async function ownerProgressEvents(base, token, checklistId) {
  const socket = io(base, { path: '/socket.io', auth: { token }, transports: ['websocket'] });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const ack = await socket.timeout(5_000).emitWithAck('checklist:subscribe', { checklistId });
  if (ack?.ok !== true) throw new Error(`subscribe answered ${JSON.stringify(ack)}`);
  const events = [];
  socket.on('share:progress', (e) => events.push(e));
  return { socket, events };
}
