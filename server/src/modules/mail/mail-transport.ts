import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import * as nodemailer from 'nodemailer';
import type { MailMessage } from './mail-message';

export interface MailTransport {
  send(message: MailMessage, from: string): Promise<void>;
  close(): void;
}

/** The message as nodemailer takes it, the same for SMTP and the outbox: plain text, HTML and the extra headers. */
export function nodemailerMessage(message: MailMessage, from: string) {
  return { from, to: message.to, subject: message.subject, text: message.text, html: message.html, headers: message.headers ?? {}, ...(message.replyTo ? { replyTo: message.replyTo } : {}) };
}

/** SMTP_URL set: real delivery, with timeouts so a dead server cannot hold a request open. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpOptions(url));
  return {
    async send(message, from) {
      await transporter.sendMail(nodemailerMessage(message, from));
    },
    close: () => transporter.close(),
  };
}

/** Connections the pooled SMTP transport keeps open (a share job's mails go out in parallel over them). */
export const SMTP_POOL_CONNECTIONS = 5;

/**
 * smtp(s)://user:pass@host:port as transport options. The timeouts must be transport options:
 * passed as createTransport's second argument they would only be message defaults. Pooled: a
 * connection carries many messages instead of one handshake per mail (issue 43: ≥ 100 mails a second).
 */
export function smtpOptions(url: string) {
  const u = new URL(url);
  const secure = u.protocol === 'smtps:';
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 465 : 25,
    secure,
    auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
    pool: true as const,
    maxConnections: SMTP_POOL_CONNECTIONS,
    maxMessages: 1_000,
  };
}

/**
 * SMTP_URL unset: each message is written as an .eml file under DATA_DIR/outbox, readable by this
 * user only (the files hold working links: guest, reset, verification). The log line names the
 * file, never a link: secret-bearing URLs are masked in every log, development included.
 */
export function outboxTransport(outboxDir: string): MailTransport {
  const logger = new Logger('Mail');
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  mkdirSync(outboxDir, { recursive: true, mode: 0o700 });
  // A folder made by an earlier version (or by hand) is closed too.
  chmodSync(outboxDir, 0o700);
  let sequence = 0;
  return {
    async send(message, from) {
      const info = await transporter.sendMail(nodemailerMessage(message, from));
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++sequence}.eml`;
      writeFileSync(join(outboxDir, name), info.message as Buffer, { mode: 0o600 });
      logger.log(`mail "${message.subject}" to ${message.to} written to outbox/${name}`);
    },
    close: () => undefined,
  };
}
