// A local SMTP sink speaking just enough SMTP for nodemailer (no TLS, no auth): keeps every message.
// It can be stopped and started again on the same port, to play an SMTP server that is down, then up.
import { createServer } from 'node:net';

export class SmtpSink {
  mails = [];
  #sockets = new Set();
  #server = null;

  constructor(port) {
    this.port = port;
    this.url = `smtp://127.0.0.1:${port}`;
  }

  async start() {
    this.#server = createServer((socket) => this.#session(socket));
    await new Promise((resolve, reject) => {
      this.#server.once('error', reject);
      this.#server.listen(this.port, '127.0.0.1', resolve);
    });
    return this;
  }

  async stop() {
    for (const s of this.#sockets) s.destroy();
    await new Promise((resolve) => (this.#server ? this.#server.close(resolve) : resolve()));
    this.#server = null;
  }

  /** Mails whose recipients include `to`. */
  to(to) {
    return this.mails.filter((m) => m.rcpt.some((r) => r.toLowerCase().includes(to.toLowerCase())));
  }

  #session(socket) {
    this.#sockets.add(socket);
    socket.on('close', () => this.#sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    socket.write('220 sink ESMTP\r\n');
    let buffer = '';
    let inData = false;
    let rcpt = [];
    socket.on('data', (chunk) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const raw = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16)));
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
