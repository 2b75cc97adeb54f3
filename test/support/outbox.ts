import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Reading the mails the product writes to DATA_DIR/outbox (no SMTP_URL): shared by every test kind. */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Reads the mails written to DATA_DIR/outbox (quoted-printable decoded), oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(join(dir, file), 'utf8');
    const decoded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
    return {
      file,
      to: header('To'),
      subject: header('Subject'),
      text: decoded,
      links: [...new Set(decoded.match(/https?:\/\/[^\s"<>]+/g) ?? [])],
    };
  });
}

/** Waits until a mail to `to` matching `subject` shows up in the outbox. */
export async function waitForMail(dataDir: string, to: string, subject: RegExp, timeoutMs = 5_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = readOutbox(dataDir)
      .reverse()
      .find((m) => m.to.toLowerCase().includes(to.toLowerCase()) && subject.test(m.subject));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
