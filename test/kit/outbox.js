'use strict';
// The mails the product writes to DATA_DIR/outbox when no SMTP_URL is set, for every test kind.
const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { waitFor } = require('./wait');

const decodeQuotedPrintable = (raw) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));

/** The mails in one or more data folders' outboxes, oldest first (quoted-printable decoded). */
function readOutbox(dataDirs) {
  const mails = [];
  for (const dataDir of [].concat(dataDirs)) {
    const dir = join(dataDir, 'outbox');
    let files = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    } catch {
      continue;
    }
    for (const file of files) {
      const raw = readFileSync(join(dir, file), 'utf8');
      const text = decodeQuotedPrintable(raw);
      const header = (name) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
      mails.push({ file, to: header('To'), subject: header('Subject'), text, links: [...new Set(text.match(/https?:\/\/[^\s"<>]+/g) ?? [])] });
    }
  }
  // File names start with the time they were written, so name order is sending order.
  return mails.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

const isTo = (mail, to) => mail.to.toLowerCase().includes(to.toLowerCase());

/** The mails to `to` so far, oldest first. */
function mailsTo(dataDirs, to) {
  return readOutbox(dataDirs).filter((mail) => isTo(mail, to));
}

/** Waits until a mail to `to` whose subject matches `subject` is there; returns the newest such. */
function waitForMail(dataDirs, to, subject, { timeoutMs = 10_000 } = {}) {
  return waitFor(
    () => mailsTo(dataDirs, to).reverse().find((mail) => subject.test(mail.subject)),
    { timeoutMs, describe: () => `no mail to ${to} matching ${subject}` },
  );
}

/**
 * Waits for a link in a mail to `to` that contains `match` (a string) or matches it (a RegExp),
 * among the mails after the first `after` ones to that address; returns the newest such link.
 */
function waitForLink(dataDirs, to, match, { after = 0, timeoutMs = 10_000 } = {}) {
  const fits = typeof match === 'string' ? (link) => link.includes(match) : (link) => match.test(link);
  return waitFor(
    () =>
      mailsTo(dataDirs, to)
        .slice(after)
        .flatMap((mail) => mail.links)
        .reverse()
        .find(fits),
    { timeoutMs, describe: () => `no mail to ${to} with a link matching ${match}` },
  );
}

module.exports = { readOutbox, mailsTo, waitForMail, waitForLink };
