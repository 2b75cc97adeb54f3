import { DataSource } from 'typeorm';
import { REALTIME_MESSAGES } from '@ticklist/contracts';
import { createAccessToken } from './support/access-tokens';
import { registerVerifiedOwner } from './support/accounts';
import { createChecklist } from './support/checklists';
import { connect, disconnection, emitAck, refusal } from './support/realtime';
import { SUBSCRIBE_REFUSED, useRealtimeSuite } from './support/realtime-suite';

/** Realtime without a password: a personal access token opens an owner socket, held to the REST API's checks. */
describe('realtime: personal access tokens', () => {
  const { suite } = useRealtimeSuite();
  const url = () => suite.server.url;

  it('a read token opens an owner socket that subscribes to its owner’s checklists only', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const other = await registerVerifiedOwner(suite.api, suite.server);
    const mine = await createChecklist(suite.api, owner.token);
    const theirs = await createChecklist(suite.api, other.token);
    const { secret } = await createAccessToken(suite.api, owner.token, 'read');
    const socket = await connect(url(), { token: secret }, ['websocket']);
    expect(await emitAck(socket, 'checklist:subscribe', { checklistId: mine.id })).toEqual({ ok: true });
    expect(await emitAck(socket, 'checklist:subscribe', { checklistId: theirs.id })).toEqual(SUBSCRIBE_REFUSED);
    const write = await createAccessToken(suite.api, owner.token, 'write');
    const writer = await connect(url(), { token: write.secret });
    expect(await emitAck(writer, 'checklist:subscribe', { checklistId: mine.id })).toEqual({ ok: true });
  });

  it('a token that expired or was revoked is refused at the handshake with “Authentication required”, as an unknown one', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    expect(await refusal(url(), { token: `tl_pat_${'x'.repeat(43)}` })).toBe(REALTIME_MESSAGES.authenticationRequired);
    const [expiring, revoked] = [await createAccessToken(suite.api, owner.token), await createAccessToken(suite.api, owner.token)];
    (await connect(url(), { token: expiring.secret })).close();
    (await connect(url(), { token: revoked.secret })).close();
    await suite.server.server.app.get(DataSource).query(`UPDATE personal_access_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [expiring.token.id]);
    expect(await refusal(url(), { token: expiring.secret })).toBe(REALTIME_MESSAGES.authenticationRequired);
    expect((await suite.api.delete(`/api/user/tokens/${revoked.token.id}`, owner.token)).status).toBe(204);
    expect(await refusal(url(), { token: revoked.secret })).toBe(REALTIME_MESSAGES.authenticationRequired);
  });

  it('revoking a token cuts its sockets within a second, not another token’s nor the session’s', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const [revoked, kept] = [await createAccessToken(suite.api, owner.token), await createAccessToken(suite.api, owner.token)];
    const cut = await Promise.all([connect(url(), { token: revoked.secret }, ['websocket']), connect(url(), { token: revoked.secret }, ['polling'])]);
    const others = [await connect(url(), { token: kept.secret }), await connect(url(), { token: owner.token })];
    const gone = cut.map((socket) => disconnection(socket, 1_000));
    expect((await suite.api.delete(`/api/user/tokens/${revoked.token.id}`, owner.token)).status).toBe(204);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(others.map((s) => s.connected)).toEqual([true, true]);
    expect(await refusal(url(), { token: revoked.secret })).toBe(REALTIME_MESSAGES.authenticationRequired);
  });

  it('a password change keeps the token’s socket; deleting the account cuts it', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const checklist = await createChecklist(suite.api, owner.token);
    const { secret } = await createAccessToken(suite.api, owner.token);
    const socket = await connect(url(), { token: secret });
    const newPassword = `${owner.password}-New!9`;
    const changed = await suite.api.put('/api/user/password', { currentPassword: owner.password, newPassword, confirmPassword: newPassword }, owner.token);
    expect(changed.status).toBe(200);
    // The session's old token is refused from now on; the token's socket still answers (a cut,
    // sent during the change, would have reached it before this ack).
    expect(await refusal(url(), { token: owner.token })).toBe(REALTIME_MESSAGES.authenticationRequired);
    expect(await emitAck(socket, 'checklist:subscribe', { checklistId: checklist.id })).toEqual({ ok: true });
    const gone = disconnection(socket, 1_000);
    expect((await suite.api.delete('/api/user/account', changed.body.token)).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(await refusal(url(), { token: secret })).toBe(REALTIME_MESSAGES.authenticationRequired);
  });
});
