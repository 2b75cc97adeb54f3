import { startBanner } from './start-banner';

describe('startBanner: what npm start prints', () => {
  const facts = { url: 'http://localhost:3000', database: 'embedded PostgreSQL (PGlite) in /srv/app/data/pglite', proxies: 'Trusted proxies: none' };

  it('the embedded default: where to open, the reusable invite code, mail written to the outbox (relative to where npm start ran)', () => {
    const lines = startBanner({ dataDir: '/srv/app/data' }, { ...facts, inviteCode: { code: 'alpha-123', singleUse: false } }, '/srv/app');
    expect(lines).toEqual([
      'Ticklist is running at http://localhost:3000: open it in a browser.',
      'Invite code for sign-up: alpha-123',
      'Mail is not sent: each message is written to ./data/outbox (set SMTP_URL to send it).',
      'Data: embedded PostgreSQL (PGlite) in /srv/app/data/pglite.',
      'Trusted proxies: none',
    ]);
  });

  it('SMTP: names the host, never the credentials; a single-use code says how to make more; no code, no line', () => {
    const smtp = { dataDir: '/var/data', smtpUrl: 'smtp://mailer:s3cret@mail.example.com:587' };
    const lines = startBanner(smtp, { ...facts, inviteCode: { code: 'beta-9', singleUse: true } }, '/srv/app');
    expect(lines[1]).toBe('Invite code for sign-up (single use): beta-9; `node server/dist/modules/invites/cli.js create` makes more');
    expect(lines[2]).toBe('Mail goes out through mail.example.com:587.');
    expect(lines.join('\n')).not.toContain('s3cret');
    expect(startBanner(smtp, { ...facts, inviteCode: null }, '/srv/app')).toHaveLength(4);
  });
});
