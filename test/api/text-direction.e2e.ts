import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GUEST_PAGE_HTML, SHARING_MESSAGES } from '@ticklist/contracts';
import { escapeRegExp, mailsTo, waitFor } from '../kit';
import { invitedADayAgo, sharedChecklist } from './support/follow-up';
import { guestRespond } from './support/sharing';
import { useTestServer } from './support/test-server';

/**
 * Issue 51, item 3: text a person wrote keeps its own direction. The guest page's first paint and
 * the HTML mails put it in an element of its own with dir="auto", so a Hebrew or Arabic text reads
 * right to left while the sentence around it stays as it is.
 */
const HEBREW_TITLE = 'חוזה השכירות';
const ARABIC_DESCRIPTION = 'كل ما يلزم لتوقيع العقد';
const HEBREW_ITEM = 'לחתום על החוזה!';
const ARABIC_ITEM = 'توقيع العقد';
const HEBREW_HELP = 'בעט כחול בלבד.';
const HEBREW_NOTE = 'נחתם במשרד.';
const NUDGE = 'אנא סיים עד יום שישי';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** True when `text` is the start of an element's content and that element has dir="auto". */
const ownDirection = (html: string, text: string) => new RegExp(`<[a-z][a-z0-9]*\\s[^>]*\\bdir="auto"[^>]*>${escapeRegExp(text)}`).test(html);

/** One body of a mail in the outbox (`html` or `plain`), decoded (base64 or quoted-printable, UTF-8). */
function mailBody(dataDir: string, file: string, type: 'html' | 'plain' = 'html'): string {
  const raw = readFileSync(join(dataDir, 'outbox', file), 'utf8');
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const at = part.search(/\r?\n\r?\n/);
    const head = part.slice(0, at);
    if (!new RegExp(`^Content-Type: text/${type}`, 'im').test(head)) continue;
    const body = part.slice(at).trim();
    const encoding = /^Content-Transfer-Encoding: ([\w-]+)/im.exec(head)?.[1]?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') {
      const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    return body;
  }
  throw new Error(`no text/${type} part in ${file}`);
}

describe('text a person wrote keeps its own direction (issue 51)', () => {
  jest.setTimeout(120_000);
  const suite = useTestServer();

  it('the guest page, painted by the server, gives the title, description, items, help and notes dir="auto"', async () => {
    const { checklist, recipients } = await sharedChecklist(suite.api, suite.server, 1, {
      title: HEBREW_TITLE,
      description: ARABIC_DESCRIPTION,
      items: [
        { text: HEBREW_ITEM, description: HEBREW_HELP, displayOrder: 1 },
        { text: ARABIC_ITEM, description: null, displayOrder: 2 },
        { text: 'Sign the contract!', description: null, displayOrder: 3 },
      ],
    });
    const [r] = recipients;
    expect((await guestRespond(suite.api, r!.accessToken, checklist.items[0]!.id, 'notes', HEBREW_NOTE)).status).toBe(200);

    const res = await fetch(`${suite.server.url}/shared/${r!.accessToken}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const snapshot = new RegExp(`<div id="${GUEST_PAGE_HTML.snapshotId}" inert>([\\s\\S]*?)</div><div id="root">`).exec(html)?.[1] ?? '';
    expect(snapshot).toContain(escapeHtml(HEBREW_ITEM));
    const texts = [HEBREW_TITLE, ARABIC_DESCRIPTION, HEBREW_ITEM, ARABIC_ITEM, 'Sign the contract!', HEBREW_HELP, HEBREW_NOTE].map(escapeHtml);
    expect(texts.filter((text) => !ownDirection(snapshot, text))).toEqual([]);
    // The interface around them keeps its own direction: the page itself is not made right to left.
    expect(html).not.toMatch(/<html[^>]*dir=/);
  });

  it('the share and nudge mails put the title, the sender and the message in elements with dir="auto"', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(suite.api, suite.server, 1, {
      title: HEBREW_TITLE,
      items: [{ text: HEBREW_ITEM, displayOrder: 1 }],
    });
    const [r] = recipients;
    const [shareMail] = mailsTo(suite.server.dataDir, r!.email);
    const invitation = mailBody(suite.server.dataDir, shareMail!.file);
    expect(ownDirection(invitation, escapeHtml(HEBREW_TITLE))).toBe(true);
    // The sender as the recipient knows them: their username beside the address (issue 44).
    expect(ownDirection(invitation, escapeHtml(SHARING_MESSAGES.ownerNamed(owner.email, owner.username)))).toBe(true);
    // The interface's words stay outside those elements.
    expect(invitation).not.toMatch(/dir="auto"[^>]*>[^<]*(shared|Ticklist)/);

    await invitedADayAgo(suite.server, checklist.id);
    const nudged = await suite.api.post(`/api/checklist/${checklist.id}/shares/${r!.shareId}/nudge`, { message: NUDGE }, owner.token);
    expect(nudged.status).toBe(200);
    // The invitation is the first mail to the recipient, the nudge the second.
    const nudgeMail = await waitFor(() => mailsTo(suite.server.dataDir, r!.email)[1]?.file, { describe: () => `no nudge mail to ${r!.email}` });
    const html = mailBody(suite.server.dataDir, nudgeMail);
    expect(ownDirection(html, escapeHtml(HEBREW_TITLE))).toBe(true);
    expect(ownDirection(html, escapeHtml(NUDGE))).toBe(true);
    // The plain-text body shows the words as written, without marks.
    const text = mailBody(suite.server.dataDir, nudgeMail, 'plain');
    expect(text).toContain(`“${NUDGE}”`);
    expect(text).toContain(HEBREW_TITLE);
    expect(text).not.toMatch(/[\u2068\u2069]/);
  });
});
