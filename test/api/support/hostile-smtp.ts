import { createServer, type Server, type Socket } from 'node:net';
import { sinkMail, speakSmtp, waitFor } from '../../kit';

export interface SinkMail {
  rcpt: string[];
  /** The DATA section, quoted-printable soft breaks and escapes decoded. */
  text: string;
  links: string[];
}

/**
 * A local SMTP sink speaking just enough SMTP for nodemailer (no TLS, no auth): accepts every
 * message (but to the addresses it is told to refuse) and keeps it, so a test can read mailed links without the outbox (whose links are logged).
 */
export class SmtpSink {
  readonly mails: SinkMail[] = [];
  private readonly sockets = new Set<Socket>();
  private readonly server: Server = createServer((socket) => this.session(socket));
  port = 0;

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }

  /** Waits for a mail to `to` whose text matches `pattern`; returns the newest. */
  waitFor(to: string, pattern: RegExp, timeoutMs = 10_000): Promise<SinkMail> {
    return this.waitForCount(to, pattern, 1, timeoutMs);
  }

  /** Waits until `count` mails to `to` match `pattern`; returns the newest. */
  waitForCount(to: string, pattern: RegExp, count: number, timeoutMs = 10_000): Promise<SinkMail> {
    const matching = () => this.mails.filter((m) => m.rcpt.some((r) => r.toLowerCase().includes(to.toLowerCase())) && pattern.test(m.text));
    return waitFor(() => (matching().length >= count ? matching().pop() : undefined), {
      timeoutMs,
      describe: () => `${matching().length} of ${count} mails to ${to} matching ${pattern}`,
    });
  }

  /** Addresses whose RCPT is refused with a 550 (as a server refusing a mailbox does), until `accept`. */
  private readonly refused = new Set<string>();

  refuse(address: string): void {
    this.refused.add(address.toLowerCase());
  }

  accept(address: string): void {
    this.refused.delete(address.toLowerCase());
  }

  private session(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    const rcptReply = (line: string) =>
      [...this.refused].some((a) => line.toLowerCase().includes(`<${a}>`)) ? '550 5.1.1 mailbox unavailable (relay secret-internal-host)' : '250 OK';
    speakSmtp(socket, (message) => this.mails.push(sinkMail(message)), { rcptReply });
  }
}
