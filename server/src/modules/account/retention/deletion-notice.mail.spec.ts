import { deletionNoticeMail } from './deletion-notice.mail';

describe('the inactivity deletion notice', () => {
  it('writes the deletion moment as every mail writes a moment: day, date, time and zone named (issue 44)', () => {
    const mail = deletionNoticeMail({ to: 'ann@example.net', username: 'ann', deleteOn: new Date('2026-12-29T14:05:00Z'), appUrl: 'http://app.example' });
    expect(mail.text).toContain('permanently deleted on Tuesday, 29 December 2026 at 14:05 UTC.');
  });
});
