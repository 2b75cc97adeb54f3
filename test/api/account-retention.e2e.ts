import { RetentionService } from '../../server/src/modules/account/retention/retention.service';
import { useAccountSuite } from './support/account-fixtures';
import { mailsTo } from './support/accounts';
import { waitForMail } from './support/test-server';

/** Retention of inactive accounts: the notice, the deletion 30 days later, and activity that keeps them. */
describe('account: retention', () => {
  const suite = useAccountSuite();

  describe('retention (3 years inactive → notice, deleted 30 days later unless active)', () => {
    const DAY = 86_400_000;

    it('sends one notice to an owner inactive for 3 years and deletes the account 30 days later', async () => {
      const retention = suite.server.server.app.get(RetentionService);
      const now = new Date();
      const inactive = await suite.fx.owner({ lastActiveAt: new Date(now.getTime() - (3 * 365 + 2) * DAY) });
      const twoYears = await suite.fx.owner({ lastActiveAt: new Date(now.getTime() - 2 * 365 * DAY) });
      const guestId = await suite.fx.recipient(`old.guest.${inactive.id.slice(0, 8)}@example.net`);
      await suite.fx.query(`UPDATE users SET last_active_at = now() - interval '5 years' WHERE id = $1`, [guestId]);

      const first = await retention.run(now);
      expect(first.noticed).toContain(inactive.id);
      expect(first.noticed).not.toContain(twoYears.id);
      expect(first.noticed).not.toContain(guestId);
      const mail = await waitForMail(suite.server.dataDir, inactive.email, /will be deleted/i);
      expect(mail.text).toContain(`${suite.server.config.appUrl}/login`);
      const deleteOn = new Date(now.getTime() + 30 * DAY).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
      expect(mail.text).toContain(deleteOn);

      // Daily runs do not repeat the notice, and nothing is deleted before the 30 days are up.
      expect((await retention.run(new Date(now.getTime() + DAY))).noticed).not.toContain(inactive.id);
      expect((await retention.run(new Date(now.getTime() + 29 * DAY))).deleted).not.toContain(inactive.id);
      expect(mailsTo(suite.server, inactive.email)).toHaveLength(1);
      expect(await suite.fx.query(`SELECT id FROM users WHERE id = $1`, [inactive.id])).toHaveLength(1);

      const late = await retention.run(new Date(now.getTime() + 31 * DAY));
      expect(late.deleted).toContain(inactive.id);
      expect(late.deleted).not.toContain(twoYears.id);
      expect(await suite.fx.rowsMentioning([inactive.id])).toEqual({});
      expect(await suite.fx.query(`SELECT id FROM users WHERE id = ANY($1::uuid[])`, [[twoYears.id, guestId]])).toHaveLength(2);
    });

    it('keeps an owner who is active again after the notice', async () => {
      const retention = suite.server.server.app.get(RetentionService);
      const now = new Date();
      const owner = await suite.fx.owner({ lastActiveAt: new Date(now.getTime() - 4 * 365 * DAY) });
      expect((await retention.run(now)).noticed).toContain(owner.id);

      // Any signed-in call counts as activity and withdraws the notice.
      expect((await suite.api.get('/api/user/notification-settings', owner.token)).status).toBe(200);
      const [row] = await suite.fx.query(`SELECT deletion_notice_sent_at, last_active_at FROM users WHERE id = $1`, [owner.id]);
      expect(row.deletion_notice_sent_at).toBeNull();
      expect(new Date(row.last_active_at).getTime()).toBeGreaterThan(now.getTime() - 60_000);

      const later = await retention.run(new Date(now.getTime() + 31 * DAY));
      expect(later.deleted).not.toContain(owner.id);
      expect(later.noticed).not.toContain(owner.id);
      expect(await suite.fx.query(`SELECT id FROM users WHERE id = $1`, [owner.id])).toHaveLength(1);
    });

    it('a sign-in after the notice keeps the account too', async () => {
      const retention = suite.server.server.app.get(RetentionService);
      const now = new Date();
      const owner = await suite.fx.owner({ lastActiveAt: new Date(now.getTime() - 4 * 365 * DAY) });
      expect((await retention.run(now)).noticed).toContain(owner.id);
      expect((await suite.api.post('/api/login_check', { username: owner.email, password: owner.password })).status).toBe(200);

      const later = await retention.run(new Date(now.getTime() + 31 * DAY));
      expect(later.deleted).not.toContain(owner.id);
      expect(later.noticed).not.toContain(owner.id);
      expect(await suite.fx.query(`SELECT id FROM users WHERE id = $1`, [owner.id])).toHaveLength(1);
    });
  });
});
