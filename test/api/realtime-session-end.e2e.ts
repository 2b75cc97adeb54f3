import { REALTIME_MESSAGES } from '@ticklist/contracts';
import { registerVerifiedOwner } from './support/accounts';
import { createChecklist } from './support/checklists';
import { connect, disconnection, emitAck, refusal } from './support/realtime';
import { useRealtimeSuite } from './support/realtime-suite';

describe('realtime: a session that stops being valid', () => {
  const { suite, sharedChecklist, ownerWatching } = useRealtimeSuite();

  it('a password change drops the old token’s sockets and refuses it on reconnect', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const checklist = await createChecklist(suite.api, owner.token);
    const { socket } = await ownerWatching(owner, checklist.id);
    const gone = disconnection(socket);
    const newPassword = `${owner.password}-New!9`;
    const res = await suite.api.put('/api/user/password', { currentPassword: owner.password, newPassword, confirmPassword: newPassword }, owner.token);
    expect(res.status).toBe(200);
    await gone;
    expect(await refusal(suite.server.url, { token: owner.token })).toBe(REALTIME_MESSAGES.authenticationRequired);
    const fresh = await connect(suite.server.url, { token: res.body.token });
    expect(await emitAck(fresh, 'checklist:subscribe', { checklistId: checklist.id })).toEqual({ ok: true });
  });

  it('deleting the account drops its sockets and refuses the token', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const socket = await connect(suite.server.url, { token: owner.token });
    const gone = disconnection(socket);
    const res = await suite.api.delete('/api/user/account', owner.token);
    expect(res.status).toBe(200);
    await gone;
    expect(await refusal(suite.server.url, { token: owner.token })).toBe(REALTIME_MESSAGES.authenticationRequired);
  });

  it('log out drops that session’s sockets within a second and refuses its token on reconnect', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const checklist = await createChecklist(suite.api, owner.token);
    const { socket } = await ownerWatching(owner, checklist.id);
    const gone = disconnection(socket, 1_000);
    expect((await suite.api.post('/api/logout', {}, owner.token)).status).toBe(204);
    await gone;
    expect(await refusal(suite.server.url, { token: owner.token })).toBe(REALTIME_MESSAGES.authenticationRequired);
  });

  it('deleting the checklist drops the guest sockets open on its links', async () => {
    const { owner, checklist, tokens } = await sharedChecklist(2);
    const guests = await Promise.all(tokens.map((accessToken) => connect(suite.server.url, { accessToken })));
    const gone = guests.map((socket) => disconnection(socket, 1_000));
    expect((await suite.api.delete(`/api/checklist/${checklist.id}`, owner.token)).status).toBe(204);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await refusal(suite.server.url, { accessToken: tokens[0]! })).toBe(REALTIME_MESSAGES.authenticationRequired);
  });

  it('deleting the owner’s account drops the guest sockets open on its links', async () => {
    const { owner, tokens } = await sharedChecklist();
    const guest = await connect(suite.server.url, { accessToken: tokens[0]! });
    const gone = disconnection(guest, 1_000);
    expect((await suite.api.delete('/api/user/account', owner.token)).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });

  it('a guest link whose share is gone (owner deleted) is refused at the handshake', async () => {
    const { owner, tokens } = await sharedChecklist();
    await connect(suite.server.url, { accessToken: tokens[0]! });
    expect((await suite.api.delete('/api/user/account', owner.token)).status).toBe(200);
    expect(await refusal(suite.server.url, { accessToken: tokens[0]! })).toBe(REALTIME_MESSAGES.authenticationRequired);
  });
});
