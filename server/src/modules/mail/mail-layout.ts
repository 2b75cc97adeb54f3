import type { MailMessage } from './mail-message';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Unicode's own isolate marks (FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE) delimit text a person wrote.
const FSI = '\u2068';
const PDI = '\u2069';
const MARKS = /[\u2068\u2069]/g;
const MARKED = /\u2068([^\u2068\u2069]*)\u2069/g;

/**
 * Marks text a person wrote (a title, a name, a message) inside a mail paragraph: the HTML body
 * gives it `dir="auto"`, so a Hebrew or Arabic title reads right to left while the sentence
 * around it keeps its own direction. The plain-text body shows it as written.
 */
export const userText = (text: string) => `${FSI}${text.replace(MARKS, '')}${PDI}`;

/** A paragraph in HTML: escaped, each marked text in its own element with its own direction. */
const htmlParagraph = (p: string) => escape(p).replace(MARKED, '<span dir="auto">$1</span>');
const plain = (p: string) => p.replace(MARKED, '$1');

export interface MailContent {
  to: string;
  subject: string;
  /** Paragraphs of plain text (escaped in HTML). */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Non-essential mails carry an unsubscribe link. */
  unsubscribeUrl?: string;
  /** With it, RFC 8058 one-click unsubscribe headers: a mail client POSTs `List-Unsubscribe=One-Click` there. */
  oneClickUnsubscribeUrl?: string;
  /** Where a reply goes (see MailMessage.replyTo). */
  replyTo?: string;
}

/** Builds the HTML and text bodies of every mail from the same content. */
export function renderMail(content: MailContent): MailMessage {
  const { paragraphs, action, unsubscribeUrl } = content;
  const text = [
    ...paragraphs.map(plain),
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(unsubscribeUrl ? [`Unsubscribe from these emails: ${unsubscribeUrl}`] : []),
    '— Ticklist',
  ].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
${paragraphs.map((p) => `<p>${htmlParagraph(p)}</p>`).join('\n')}
${action ? `<p><a href="${escape(action.url)}" style="display:inline-block;background:#2563eb;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escape(action.label)}</a></p><p style="font-size:13px;color:#4b5563">Or open this link: ${escape(action.url)}</p>` : ''}
<p style="font-size:13px;color:#4b5563">— Ticklist${unsubscribeUrl ? ` · <a href="${escape(unsubscribeUrl)}">Unsubscribe</a>` : ''}</p>
</body></html>`;
  const headers = content.oneClickUnsubscribeUrl
    ? { 'List-Unsubscribe': `<${content.oneClickUnsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : undefined;
  return { to: content.to, subject: content.subject, text, html, ...(headers ? { headers } : {}), ...(content.replyTo ? { replyTo: content.replyTo } : {}) };
}
