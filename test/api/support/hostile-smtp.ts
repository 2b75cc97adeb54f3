import { createServer, type Server, type Socket } from 'node:net';
import { waitFor } from '../../kit';

export interface SinkMail {
  rcpt: string[];
  /** The DATA section, quoted-printable soft breaks and escapes decoded. */
  text: string;
  links: string[];
}

/**
 * A local SMTP sink speaking just enough SMTP for nodemailer (no TLS, no auth): accepts every
 * message and keeps it, so a test can read mailed links without the outbox (whose links are logged).
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
    return waitFor(
      () => [...this.mails].reverse().find((m) => m.rcpt.some((r) => r.toLowerCase().includes(to.toLowerCase())) && pattern.test(m.text)),
      { timeoutMs, describe: () => `no mail to ${to} matching ${pattern}` },
    );
  }

  private session(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    socket.write('220 sink ESMTP\r\n');
    let buffer = '';
    let inData = false;
    let rcpt: string[] = [];
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const raw = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
          this.mails.push({ rcpt, text, links: [...new Set(text.match(/https?:\/\/[^\s"<>]+/g) ?? [])] });
          rcpt = [];
          socket.write('250 OK\r\n');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl === -1) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'RCPT') {
          rcpt.push(line);
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  }
}
